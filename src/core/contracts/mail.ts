import {
  mailDraftBody,
  mailDraftReply,
  mailFolderCountsReply,
  mailListQuery,
  mailMessageReply,
  mailPageReply,
  mailRecipientChoicesReply,
  mailSearchQuery,
  mailSentReply,
  mailSettingsBody,
  mailSettingsReply,
  mailUnreadReply,
  messageIdBody,
  messageParams,
} from '../schemas/mail';
import { messageReply } from '../schemas/reply';
import { contract } from './contract';

const tags = ['mail'] as const;

/**
 * Internal mail (issue 34, SPEC §2 /mail: teacher or student, administrators being teachers). Every call acts on
 * the caller's own mailbox: a message is found only among the caller's own copies (sent, drafts, received), so
 * another user's message is 404 to them, whoever they are (administrators no exception). Who may be written to is
 * the rule of core/rules/mailRecipients.ts, checked by the send.
 */
const mailbox = {
  kind: 'role',
  roles: ['teacher', 'student'],
  describe: 'teachers and students, each in their own mailbox (administrators no exception)',
} as const;

export const mailCalls = {
  list: contract({
    method: 'GET',
    path: '/api/v1/mail/list',
    query: mailListQuery,
    reply: mailPageReply,
    access: mailbox,
    tags,
  }),
  folders: contract({
    method: 'GET',
    path: '/api/v1/mail/folders',
    reply: mailFolderCountsReply,
    access: mailbox,
    tags,
  }),
  unreadCount: contract({
    method: 'GET',
    path: '/api/v1/mail/unreadCount',
    reply: mailUnreadReply,
    access: mailbox,
    tags,
  }),
  read: contract({
    method: 'GET',
    path: '/api/v1/mail/message/:messageId',
    params: messageParams,
    reply: mailMessageReply,
    access: mailbox,
    tags,
  }),
  recipients: contract({
    method: 'GET',
    path: '/api/v1/mail/recipients',
    query: mailSearchQuery,
    reply: mailRecipientChoicesReply,
    access: mailbox,
    tags,
  }),
  send: contract({
    method: 'POST',
    path: '/api/v1/mail/send',
    body: mailDraftBody,
    reply: mailSentReply,
    access: mailbox,
    tags,
  }),
  saveDraft: contract({
    method: 'POST',
    path: '/api/v1/mail/saveDraft',
    body: mailDraftBody,
    reply: mailDraftReply,
    access: mailbox,
    tags,
  }),
  trash: contract({
    method: 'POST',
    path: '/api/v1/mail/trash',
    body: messageIdBody,
    reply: messageReply,
    access: mailbox,
    tags,
  }),
  restore: contract({
    method: 'POST',
    path: '/api/v1/mail/restore',
    body: messageIdBody,
    reply: messageReply,
    access: mailbox,
    tags,
  }),
  remove: contract({
    method: 'POST',
    path: '/api/v1/mail/delete',
    body: messageIdBody,
    reply: messageReply,
    access: mailbox,
    tags,
  }),
  markUnread: contract({
    method: 'POST',
    path: '/api/v1/mail/markUnread',
    body: messageIdBody,
    reply: messageReply,
    access: mailbox,
    tags,
  }),
  settings: contract({
    method: 'GET',
    path: '/api/v1/mail/settings',
    reply: mailSettingsReply,
    access: mailbox,
    tags,
  }),
  saveSettings: contract({
    method: 'POST',
    path: '/api/v1/mail/saveSettings',
    body: mailSettingsBody,
    reply: mailSettingsReply,
    access: mailbox,
    tags,
  }),
};
