import type { FastifyInstance } from 'fastify';
import { libraryCalls as calls } from '../../../core/contracts/sharedDocuments';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { listLibrary, removeLibraryDocument, updateLibraryDocument } from './service';

/** The school's library (issue 14, SPEC §7 library getAll); documents arrive as `library` uploads. */
export async function libraryRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ ctx, query }) => ok(await listLibrary(ctx.db, query)));
  serve(app, calls.update, async ({ ctx, caller, body }) =>
    ok(await updateLibraryDocument(ctx, caller, body), {}, 'The document is saved.'),
  );
  serve(app, calls.remove, async ({ ctx, caller, body }) => {
    await removeLibraryDocument(ctx, caller, body._id);
    return ok(undefined, {}, 'The document is removed from the library.');
  });
}
