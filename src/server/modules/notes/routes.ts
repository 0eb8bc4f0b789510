import type { FastifyInstance } from 'fastify';
import { noteCalls as calls } from '../../../core/contracts/notes';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { loadDocNote, loadLectureNote, saveDocNote, saveLectureNote } from './service';

/** A user's private notes beside a document or a lecture (issue 14). */
export async function noteRoutes(app: FastifyInstance) {
  serve(app, calls.docNote, async ({ ctx, caller, params }) =>
    ok(await loadDocNote(ctx, caller, params.fileId)),
  );
  serve(app, calls.saveDocNote, async ({ ctx, caller, resolved, body }) =>
    ok(await saveDocNote(ctx, caller, resolved.file.id, body.text), {}, 'Your notes are saved.'),
  );
  serve(app, calls.lectureNote, async ({ ctx, caller, params }) =>
    ok(await loadLectureNote(ctx, caller, params.courseId, params.lectureId)),
  );
  serve(app, calls.saveLectureNote, async ({ ctx, caller, resolved, body }) =>
    ok(await saveLectureNote(ctx, caller, resolved.item, body.text), {}, 'Your notes are saved.'),
  );
}
