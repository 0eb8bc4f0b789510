import {
  calendarEntriesQuery,
  calendarEntriesReply,
  calendarFeedReply,
  controlPanelReply,
  feedTokenParams,
} from '../schemas/calendar';
import { viewQuery } from '../schemas/courses';
import { userIdParams } from '../schemas/users';
import { access, inParams } from './access';
import { contract } from './contract';

const tags = ['calendar'] as const;

/** SPEC §2 control panels and calendar (§3 calendar entry, course in the control-panel list), and the iCal feed. */
export const calendarCalls = {
  controlPanel: contract({
    method: 'GET',
    path: '/api/v1/course/getAllCourseControlPanel/:userId',
    params: userIdParams,
    query: viewQuery,
    reply: controlPanelReply,
    access: access.self(inParams('userId'), { describe: 'self or admin' }),
    tags,
  }),
  entries: contract({
    method: 'GET',
    path: '/api/v1/calendar/entries/:userId',
    params: userIdParams,
    query: calendarEntriesQuery,
    reply: calendarEntriesReply,
    access: access.self(inParams('userId'), { describe: 'self or admin' }),
    tags,
  }),
  feed: contract({
    method: 'GET',
    path: '/api/v1/calendar/feed',
    reply: calendarFeedReply,
    access: access.signedIn('own feed; issued on first call'),
    tags,
  }),
  renewFeed: contract({
    method: 'POST',
    path: '/api/v1/calendar/feed/renew',
    reply: calendarFeedReply,
    access: access.signedIn('own feed'),
    tags,
  }),
  /** The feed itself (text/calendar), for calendar apps: they cannot sign in, so the secret address is the credential. */
  icsFeed: contract({
    method: 'GET',
    path: '/calendar/:token.ics',
    params: feedTokenParams,
    reply: null,
    access: access.public,
    tags,
  }),
};
