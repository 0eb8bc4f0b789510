import type { FastifyInstance } from 'fastify';
import { manualCalls as calls } from '../../../core/contracts/sharedDocuments';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { sendStoredFile } from '../storedFiles/sendStoredFile';
import { listManuals, manualFile, removeManual, renameManual, reorderManuals } from './service';

/** The manuals anyone may read (issue 14, SPEC §7 attachment allAttachment manuals); admins manage them. */
export async function manualRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ ctx }) => ok(await listManuals(ctx.db)));
  serve(app, calls.content, async ({ ctx, params, request, reply }) =>
    sendStoredFile(ctx, request, reply, await manualFile(ctx.db, params.id), {
      cache: 'public',
      missing: 'Please tell an administrator.',
    }),
  );
  serve(app, calls.update, async ({ ctx, body }) =>
    ok(await renameManual(ctx.db, body._id, body.title), {}, 'The manual is saved.'),
  );
  serve(app, calls.reorder, async ({ ctx, body }) =>
    ok(await reorderManuals(ctx, body.ids), {}, 'The manuals are in their new order.'),
  );
  serve(app, calls.remove, async ({ ctx, caller, body }) => {
    await removeManual(ctx, caller, body._id);
    return ok(undefined, {}, 'The manual is removed.');
  });
}
