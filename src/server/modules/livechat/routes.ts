import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../../core/contracts/access';
import {
  chatPageQuery,
  liveChatMessageReply,
  liveChatMessagesReply,
  liveChatParams,
  liveSendBody,
  messageIdBody,
} from '../../../core/schemas/chat';
import { signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { deleteLiveMessage, listLiveChat, sendLiveMessage } from './service';

const tags = ['livechat'];
const lectureMembers = access.signedIn('members of the lecture’s course (students: a lecture they can see)');

/** The live chat of a lecture: SPEC §7 GET /api/v1/livechat/getLiveChat/{id}, and its writes. */
export async function liveChatRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/livechat/getLiveChat/:id',
    {
      config: { access: lectureMembers },
      schema: {
        tags,
        params: liveChatParams,
        querystring: chatPageQuery,
        response: { 200: liveChatMessagesReply },
      },
    },
    async (request) => {
      const page = await listLiveChat(app.db, signedInUser(request).id, request.params.id, request.query);
      return ok(page.messages, { hasMore: page.hasMore });
    },
  );

  app.post(
    '/api/v1/livechat/send',
    {
      config: { access: lectureMembers },
      schema: { tags, body: liveSendBody, response: { 200: liveChatMessageReply } },
    },
    async (request) => {
      const { lectureId, text } = request.body;
      return ok(await sendLiveMessage(request.ctx, signedInUser(request).id, lectureId, text), {}, 'Sent.');
    },
  );

  app.post(
    '/api/v1/livechat/delete',
    {
      config: { access: access.signedIn('the sender, or a teacher of the course') },
      schema: { tags, body: messageIdBody, response: { 200: liveChatMessageReply } },
    },
    async (request) =>
      ok(
        await deleteLiveMessage(request.ctx, signedInUser(request).id, request.body.messageId),
        {},
        'The message is deleted.',
      ),
  );
}
