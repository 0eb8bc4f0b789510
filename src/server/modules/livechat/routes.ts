import type { FastifyInstance } from 'fastify';
import { liveChatCalls as calls } from '../../../core/contracts/liveChat';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { sendLimit } from '../chat/sendLimit';
import type { LectureAccess } from './access';
import { deleteLiveMessage, listLiveChat, sendLiveMessage } from './service';

/** The live chat of a lecture: SPEC §7 GET /api/v1/livechat/getLiveChat/{id}, and its writes. */
export async function liveChatRoutes(app: FastifyInstance) {
  serve(app, calls.messages, async ({ ctx, resolved, query }) => {
    const page = await listLiveChat(ctx.db, resolved, query);
    return ok(page.messages, { hasMore: page.hasMore });
  });
  serve(
    app,
    calls.send,
    async ({ ctx, caller, resolved, body }) =>
      ok(await sendLiveMessage(ctx, caller.id, resolved, body.text), {}, 'Sent.'),
    sendLimit(({ lecture }: LectureAccess) => lecture.id),
  );
  serve(app, calls.delete, async ({ ctx, caller, body }) =>
    ok(await deleteLiveMessage(ctx, caller.id, body.messageId), {}, 'The message is deleted.'),
  );
}
