import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../../core/contracts/access';
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
} from '../../../core/schemas/chat';
import { messageReply } from '../../../core/schemas/reply';
import { forbidden } from '../../http/errors';
import { signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { getChatGroup, listChats } from './groupReads';
import { createGroup, createPersonal, leaveGroup, removeGroup } from './groups';
import { deleteMessage, editMessage, listMessages, markChatRead, sendMessage } from './messages';

const tags = ['chat'];
const members = access.signedIn('members of the chat (who still belong to its course)');

/** SPEC §7 chat GETs and the chat writes (DESIGN §3 style). */
export async function chatRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/chat/chatGroupList/:courseId/:userId',
    {
      config: { access: access.signedIn('own list only, as a member of the course') },
      schema: { tags, params: chatGroupListParams, response: { 200: chatListReply } },
    },
    async (request) => {
      const { courseId, userId } = request.params;
      if (userId !== signedInUser(request).id) throw forbidden('You can only see your own chats.');
      return ok(await listChats(app.db, courseId, userId));
    },
  );

  app.get(
    '/api/v1/chat/currentChatGroup/:chatListId',
    {
      config: { access: members },
      schema: { tags, params: chatListParams, response: { 200: chatGroupReply } },
    },
    async (request) => ok(await getChatGroup(app.db, request.params.chatListId, signedInUser(request).id)),
  );

  app.get(
    '/api/v1/chat/chatMgs/:courseId/:chatListId',
    {
      config: { access: members },
      schema: {
        tags,
        params: courseChatParams,
        querystring: chatPageQuery,
        response: { 200: chatMessagesReply },
      },
    },
    async (request) => {
      const { courseId, chatListId } = request.params;
      const page = await listMessages(app.db, signedInUser(request).id, courseId, chatListId, request.query);
      return ok(page.messages, { hasMore: page.hasMore });
    },
  );

  app.post(
    '/api/v1/chat/createGroup',
    {
      config: { access: access.signedIn('members of the course; every member must belong to it') },
      schema: { tags, body: createGroupBody, response: { 200: chatGroupReply } },
    },
    async (request) =>
      ok(await createGroup(request.ctx, signedInUser(request).id, request.body), {}, 'The group is ready.'),
  );

  app.post(
    '/api/v1/chat/createPersonal',
    {
      config: { access: access.signedIn('members of the course, with another member') },
      schema: { tags, body: createPersonalBody, response: { 200: createPersonalReply } },
    },
    async (request) => {
      const { courseId, userId } = request.body;
      const { group, created } = await createPersonal(
        request.ctx,
        signedInUser(request).id,
        courseId,
        userId,
      );
      return ok(
        group,
        { created },
        created ? 'The chat is ready.' : 'You already have a chat with this person.',
      );
    },
  );

  app.post(
    '/api/v1/chat/leaveGroup',
    { config: { access: members }, schema: { tags, body: chatListBody, response: { 200: messageReply } } },
    async (request) => {
      await leaveGroup(request.ctx, signedInUser(request).id, request.body.chatListId);
      return ok(undefined, {}, 'You left the group.');
    },
  );

  app.post(
    '/api/v1/chat/removeGroup',
    {
      config: {
        access: access.signedIn('the member who started the chat, or a teacher of the course in it'),
      },
      schema: { tags, body: chatListBody, response: { 200: messageReply } },
    },
    async (request) => {
      await removeGroup(request.ctx, signedInUser(request).id, request.body.chatListId);
      return ok(undefined, {}, 'The chat is removed.');
    },
  );

  app.post(
    '/api/v1/chat/markRead',
    { config: { access: members }, schema: { tags, body: chatListBody, response: { 200: messageReply } } },
    async (request) => {
      await markChatRead(app.db, signedInUser(request).id, request.body.chatListId);
      return ok();
    },
  );

  app.post(
    '/api/v1/chat/send',
    {
      config: { access: members },
      schema: { tags, body: sendMessageBody, response: { 200: chatMessageReply } },
    },
    async (request) => {
      const { chatListId, text } = request.body;
      return ok(await sendMessage(request.ctx, signedInUser(request).id, chatListId, text), {}, 'Sent.');
    },
  );

  app.post(
    '/api/v1/chat/edit',
    {
      config: { access: access.signedIn('the sender, in a chat they are still in') },
      schema: { tags, body: editMessageBody, response: { 200: chatMessageReply } },
    },
    async (request) => {
      const { messageId, text } = request.body;
      return ok(
        await editMessage(request.ctx, signedInUser(request).id, messageId, text),
        {},
        'The message is changed.',
      );
    },
  );

  app.post(
    '/api/v1/chat/delete',
    {
      config: { access: access.signedIn('the sender, or a teacher of the course in the chat') },
      schema: { tags, body: messageIdBody, response: { 200: chatMessageReply } },
    },
    async (request) =>
      ok(
        await deleteMessage(request.ctx, signedInUser(request).id, request.body.messageId),
        {},
        'The message is deleted.',
      ),
  );
}
