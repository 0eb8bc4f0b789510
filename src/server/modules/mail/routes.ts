import type { FastifyInstance } from 'fastify';
import { mailCalls as calls } from '../../../core/contracts/mail';
import type { DecideAccess } from '../../platform/access';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { loadMailSettings, saveMailSettings } from './emailCopy';
import { folderCounts, listFolder, readMessage, unreadCount } from './mailbox';
import { deleteMessage, markUnread, restoreMessage, trashMessage } from './moves';
import { recipientChoices } from './recipients';
import { saveDraft, sendMessage } from './send';

/**
 * Internal mail (issue 34). `decideAccess` (compose/access.ts) asks the files area whether the sender may read
 * each file they attach, as the upload route is handed it.
 */
export async function mailRoutes(app: FastifyInstance, options: { decideAccess: DecideAccess }) {
  const { decideAccess } = options;
  serve(app, calls.list, async ({ ctx, caller, query }) => ok(await listFolder(ctx.db, caller, query)));
  serve(app, calls.folders, async ({ ctx, caller }) => ok(await folderCounts(ctx.db, caller.id)));
  serve(app, calls.unreadCount, async ({ ctx, caller }) =>
    ok({ unread: await unreadCount(ctx.db, caller.id) }),
  );
  serve(app, calls.read, async ({ ctx, caller, params }) =>
    ok(await readMessage(ctx, caller, params.messageId)),
  );
  serve(app, calls.recipients, async ({ ctx, caller, query }) =>
    ok(await recipientChoices(ctx.db, caller, query.q)),
  );
  serve(app, calls.send, async ({ ctx, caller, body }) => {
    const sent = await sendMessage(ctx, decideAccess, caller, body);
    return ok(
      sent,
      {},
      sent.recipients === 1
        ? 'Your message was sent.'
        : `Your message was sent to ${sent.recipients} people.`,
    );
  });
  serve(app, calls.saveDraft, async ({ ctx, caller, body }) =>
    ok(await saveDraft(ctx, decideAccess, caller, body), {}, 'Your draft is saved.'),
  );
  serve(app, calls.trash, async ({ ctx, caller, body }) => {
    await trashMessage(ctx, caller, body.messageId);
    return ok(undefined, {}, 'The message was moved to the trash.');
  });
  serve(app, calls.restore, async ({ ctx, caller, body }) => {
    await restoreMessage(ctx, caller, body.messageId);
    return ok(undefined, {}, 'The message was restored.');
  });
  serve(app, calls.remove, async ({ ctx, caller, body }) => {
    await deleteMessage(ctx, caller, body.messageId);
    return ok(undefined, {}, 'The message was deleted.');
  });
  serve(app, calls.markUnread, async ({ ctx, caller, body }) => {
    await markUnread(ctx, caller, body.messageId);
    return ok(undefined, {}, 'The message is marked unread.');
  });
  serve(app, calls.settings, async ({ ctx, caller }) => ok(await loadMailSettings(ctx.db, caller.id)));
  serve(app, calls.saveSettings, async ({ ctx, caller, body }) =>
    ok(await saveMailSettings(ctx.db, caller.id, body.emailCopy), {}, 'Your mail settings are saved.'),
  );
}
