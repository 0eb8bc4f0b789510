import type { FastifyInstance } from 'fastify';
import { chatCalls as calls } from '../../../core/contracts/chat';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { listChats, presentGroup } from './groupReads';
import { createGroup, createPersonal, leaveGroup, removeGroup } from './groups';
import type { ChatAccess } from './membership';
import { deleteMessage, editMessage, listMessages, markChatRead, sendMessage } from './messages';
import { sendLimit } from './sendLimit';

/** SPEC §7 chat GETs and the chat writes (DESIGN §3 style). */
export async function chatRoutes(app: FastifyInstance) {
  serve(app, calls.chatList, async ({ ctx, params }) =>
    ok(await listChats(ctx.db, params.courseId, params.userId)),
  );
  serve(app, calls.chatGroup, async ({ ctx, caller, resolved }) =>
    ok(await presentGroup(ctx.db, resolved.group, caller.id)),
  );
  serve(app, calls.messages, async ({ ctx, caller, resolved, params, query }) => {
    const page = await listMessages(ctx.db, caller.id, resolved, params.courseId, query, ctx.clock.now());
    return ok(page.messages, { hasMore: page.hasMore });
  });
  serve(app, calls.createGroup, async ({ ctx, caller, resolved, body }) =>
    ok(await createGroup(ctx, caller.id, resolved, body), {}, 'The group is ready.'),
  );
  serve(app, calls.createPersonal, async ({ ctx, caller, resolved, body }) => {
    const { group, created } = await createPersonal(ctx, caller.id, resolved, body.userId);
    return ok(
      group,
      { created },
      created ? 'The chat is ready.' : 'You already have a chat with this person.',
    );
  });
  serve(app, calls.leaveGroup, async ({ ctx, caller, resolved }) => {
    await leaveGroup(ctx, caller.id, resolved);
    return ok(undefined, {}, 'You left the group.');
  });
  serve(app, calls.removeGroup, async ({ ctx, caller, resolved }) => {
    await removeGroup(ctx, caller.id, resolved);
    return ok(undefined, {}, 'The chat is removed.');
  });
  serve(app, calls.markRead, async ({ ctx, caller, resolved }) => {
    await markChatRead(ctx.db, caller.id, resolved, ctx.clock.now());
    return ok();
  });
  serve(
    app,
    calls.send,
    async ({ ctx, caller, resolved, body }) =>
      ok(await sendMessage(ctx, caller.id, resolved, body.text), {}, 'Sent.'),
    sendLimit(({ group }: ChatAccess) => group.id),
  );
  serve(app, calls.edit, async ({ ctx, caller, body }) =>
    ok(await editMessage(ctx, caller.id, body.messageId, body.text), {}, 'The message is changed.'),
  );
  serve(app, calls.delete, async ({ ctx, caller, body }) =>
    ok(await deleteMessage(ctx, caller.id, body.messageId), {}, 'The message is deleted.'),
  );
}
