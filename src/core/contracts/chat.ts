import {
  chatGroupListParams,
  chatGroupReply,
  chatListBody,
  chatListParams,
  chatListReply,
  chatMessageReply,
  chatMessagesReply,
  chatPageQuery,
  courseChatParams,
  createGroupBody,
  createPersonalBody,
  createPersonalReply,
  editMessageBody,
  messageIdBody,
  sendMessageBody,
} from '../schemas/chat';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['chat'] as const;
const members = { describe: 'members of the chat (who still belong to its course)' };

/** SPEC §7 chat GETs and the chat writes (DESIGN §3 style). */
export const chatCalls = {
  /** One user's chats of one course: the rule checks the user is the caller; the service, that they may chat there. */
  chatList: contract({
    method: 'GET',
    path: '/api/v1/chat/chatGroupList/:courseId/:userId',
    params: chatGroupListParams,
    reply: chatListReply,
    access: access.selfOnly(inParams('userId'), {
      describe: 'own list only (admins too), as a member of the course',
      refusal: 'You can only see your own chats.',
    }),
    tags,
  }),
  chatGroup: contract({
    method: 'GET',
    path: '/api/v1/chat/currentChatGroup/:chatListId',
    params: chatListParams,
    reply: chatGroupReply,
    access: access.chat(inParams('chatListId'), members),
    tags,
  }),
  /** The rule resolves the chat; the service checks it is a chat of the course the path names. */
  messages: contract({
    method: 'GET',
    path: '/api/v1/chat/chatMgs/:courseId/:chatListId',
    params: courseChatParams,
    query: chatPageQuery,
    reply: chatMessagesReply,
    access: access.chat(inParams('chatListId'), members),
    tags,
  }),
  createGroup: contract({
    method: 'POST',
    path: '/api/v1/chat/createGroup',
    body: createGroupBody,
    reply: chatGroupReply,
    access: access.course('chat', inBody('courseId'), {
      describe: 'members of the course; every member must belong to it',
    }),
    tags,
  }),
  createPersonal: contract({
    method: 'POST',
    path: '/api/v1/chat/createPersonal',
    body: createPersonalBody,
    reply: createPersonalReply,
    access: access.course('chat', inBody('courseId'), {
      describe: 'members of the course, with another member',
    }),
    tags,
  }),
  leaveGroup: contract({
    method: 'POST',
    path: '/api/v1/chat/leaveGroup',
    body: chatListBody,
    reply: messageReply,
    access: access.chat(inBody('chatListId'), members),
    tags,
  }),
  removeGroup: contract({
    method: 'POST',
    path: '/api/v1/chat/removeGroup',
    body: chatListBody,
    reply: messageReply,
    access: access.chat(inBody('chatListId'), {
      describe: 'the member who started the chat, or a teacher of the course in it',
    }),
    tags,
  }),
  markRead: contract({
    method: 'POST',
    path: '/api/v1/chat/markRead',
    body: chatListBody,
    reply: messageReply,
    access: access.chat(inBody('chatListId'), members),
    tags,
  }),
  send: contract({
    method: 'POST',
    path: '/api/v1/chat/send',
    body: sendMessageBody,
    reply: chatMessageReply,
    access: access.chat(inBody('chatListId'), members),
    tags,
  }),
  /** The message names its chat: the service finds it and checks the caller is the sender, still in the chat. */
  edit: contract({
    method: 'POST',
    path: '/api/v1/chat/edit',
    body: editMessageBody,
    reply: chatMessageReply,
    access: access.signedIn('the sender, in a chat they are still in'),
    tags,
  }),
  delete: contract({
    method: 'POST',
    path: '/api/v1/chat/delete',
    body: messageIdBody,
    reply: chatMessageReply,
    access: access.signedIn('the sender, or a teacher of the course in the chat'),
    tags,
  }),
};
