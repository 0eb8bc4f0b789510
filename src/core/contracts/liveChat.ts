import {
  chatPageQuery,
  liveChatMessageReply,
  liveChatMessagesReply,
  liveChatParams,
  liveSendBody,
  messageIdBody,
} from '../schemas/chat';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['livechat'] as const;
const lectureMembers = { describe: 'members of the lecture’s course (students: a lecture they can see)' };

/** The live chat of a lecture: SPEC §7 GET /api/v1/livechat/getLiveChat/{id}, and its writes. */
export const liveChatCalls = {
  messages: contract({
    method: 'GET',
    path: '/api/v1/livechat/getLiveChat/:id',
    params: liveChatParams,
    query: chatPageQuery,
    reply: liveChatMessagesReply,
    access: access.lecture(inParams('id'), lectureMembers),
    tags,
  }),
  send: contract({
    method: 'POST',
    path: '/api/v1/livechat/send',
    body: liveSendBody,
    reply: liveChatMessageReply,
    access: access.lecture(inBody('lectureId'), lectureMembers),
    tags,
  }),
  /** The message names its lecture: the service finds it and checks the caller's place in the lecture's course. */
  delete: contract({
    method: 'POST',
    path: '/api/v1/livechat/delete',
    body: messageIdBody,
    reply: liveChatMessageReply,
    access: access.signedIn('the sender, or a teacher of the course'),
    tags,
  }),
};
