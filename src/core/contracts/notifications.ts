import {
  myNotificationParams,
  myNotificationQuery,
  notificationListReply,
  notificationReply,
  readAllBody,
  readNotificationBody,
  removeNotificationBody,
  unreadReply,
} from '../schemas/notifications';
import { access, inParams } from './access';
import { contract } from './contract';

const tags = ['notifications'] as const;

/** SPEC §7 notification calls, plus "mark all read". Each works on the caller's own notifications only. */
export const notificationCalls = {
  mine: contract({
    method: 'GET',
    path: '/api/v1/notification/getMyNotification/:userId',
    params: myNotificationParams,
    query: myNotificationQuery,
    reply: notificationListReply,
    access: access.selfOnly(inParams('userId'), {
      describe: 'own notifications only, admins too',
      refusal: 'You can only read your own notifications.',
    }),
    tags,
  }),
  read: contract({
    method: 'POST',
    path: '/api/v1/notification/readNotification',
    body: readNotificationBody,
    reply: notificationReply,
    access: access.signedIn('own notifications only'),
    tags,
  }),
  readAll: contract({
    method: 'POST',
    path: '/api/v1/notification/readAll',
    body: readAllBody,
    reply: unreadReply,
    access: access.signedIn('own notifications only'),
    tags,
  }),
  remove: contract({
    method: 'POST',
    path: '/api/v1/notification/removeNotification',
    body: removeNotificationBody,
    reply: unreadReply,
    access: access.signedIn('own notifications only'),
    tags,
  }),
};
