import type { FastifyInstance } from 'fastify';
import { helpCalls as calls } from '../../../core/contracts/sharedDocuments';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { sendStoredFile } from '../storedFiles/sendStoredFile';
import { currentHelpVideo, helpVideoFile, listHelpVideos, removeHelpVideo, updateHelpVideo } from './service';

/** Help videos (issue 14, SPEC §7 help getAll, getCurrentVideo; §9): public to watch, managed by admins. */
export async function helpRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ ctx }) => ok(await listHelpVideos(ctx.db)));
  serve(app, calls.current, async ({ ctx, params }) =>
    ok(await currentHelpVideo(ctx.db, params.page, params.role)),
  );
  serve(app, calls.content, async ({ ctx, params, request, reply }) =>
    sendStoredFile(ctx, request, reply, await helpVideoFile(ctx.db, params.id), {
      cache: 'public',
      missing: 'Please tell an administrator.',
    }),
  );
  serve(app, calls.update, async ({ ctx, body }) => {
    const { _id, ...fields } = body;
    return ok(await updateHelpVideo(ctx.db, _id, fields), {}, 'The help video is saved.');
  });
  serve(app, calls.remove, async ({ ctx, caller, body }) => {
    await removeHelpVideo(ctx, caller, body._id);
    return ok(undefined, {}, 'The help video is removed.');
  });
}
