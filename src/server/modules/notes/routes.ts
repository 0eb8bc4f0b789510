import type { FastifyInstance } from 'fastify';
import { noteCalls as calls } from '../../../core/contracts/notes';
import { ok } from '../../http/reply';
import { serve } from '../../http/serveContract';
import { loadDocNote, saveDocNote } from './service';

/** A user's private notes beside a document (issue 14). */
export async function noteRoutes(app: FastifyInstance) {
  serve(app, calls.docNote, async ({ ctx, caller, params }) =>
    ok(await loadDocNote(ctx, caller, params.fileId)),
  );
  serve(app, calls.saveDocNote, async ({ ctx, caller, resolved, body }) =>
    ok(await saveDocNote(ctx, caller, resolved.file.id, body.text), {}, 'Your notes are saved.'),
  );
}
