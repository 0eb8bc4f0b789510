import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { ASSESSMENT_CALLS } from '../../../core/contracts/assessments';
import { ASSESSMENT_KINDS } from '../../../core/itemKinds';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { saveAccommodations } from './accommodations';
import { authoringView } from './authoring';
import { IMPORT_LIMITS, readQuestionUpload } from './importUpload';
import { exportQuestions } from './questionExport';
import { importedMessage, importQuestions } from './questionImport';
import { type SavedQuestions, saveQuestions } from './questions';
import { saveSettings } from './saveSettings';
import { assertAssessmentItem } from './settings';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function savedMessage({ regraded, removed }: SavedQuestions): string {
  const parts = ['The questions are saved.'];
  if (removed) parts.push(`${count(removed, 'question')} taken out, with their answers.`);
  if (regraded) parts.push(`${count(regraded, 'handed-in attempt')} marked again.`);
  return parts.join(' ');
}

/**
 * Tests and exams, the teacher's side (issue 15): the authoring view, settings, questions (a change regrades what
 * was handed in), accommodations, import and export of question files, and opening and closing the live sitting.
 * Each call of a kind is for items of that kind. The import alone reads a multipart form, so `@fastify/multipart`
 * is registered for it alone, with the import's limits.
 */
export async function assessmentAuthoringRoutes(app: FastifyInstance) {
  for (const kind of ASSESSMENT_KINDS) {
    const calls = ASSESSMENT_CALLS[kind];
    serve(app, calls.authoring, async ({ ctx, resolved }) => {
      assertAssessmentItem(resolved.item, kind);
      return ok(await authoringView(ctx.db, resolved.item.id));
    });
    serve(app, calls.saveSettings, async ({ ctx, resolved, body: { itemId: _, ...settings } }) => {
      assertAssessmentItem(resolved.item, kind);
      await saveSettings(ctx, resolved, settings);
      return ok(undefined, {}, 'The settings are saved.');
    });
    serve(app, calls.saveQuestions, async ({ ctx, resolved, body }) => {
      assertAssessmentItem(resolved.item, kind);
      const saved = await saveQuestions(ctx, resolved, body.questions);
      return ok(saved, {}, savedMessage(saved));
    });
    serve(app, calls.saveAccommodations, async ({ ctx, resolved, body }) => {
      assertAssessmentItem(resolved.item, kind);
      await saveAccommodations(ctx, resolved, body.accommodations);
      return ok(undefined, {}, 'The extra time and attempts are saved.');
    });
    serve(app, calls.exportQuestions, async ({ ctx, resolved, query, reply }) => {
      assertAssessmentItem(resolved.item, kind);
      const file = await exportQuestions(ctx.db, resolved.item, query.format, ctx.storage);
      // The file holds the answer keys: kept by no cache on the way.
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    });
  }
  await app.register(async (forms) => {
    await forms.register(multipart, { limits: IMPORT_LIMITS });
    for (const kind of ASSESSMENT_KINDS)
      serve(forms, ASSESSMENT_CALLS[kind].importQuestions, async ({ ctx, caller, resolved, request }) => {
        assertAssessmentItem(resolved.item, kind);
        const result = await importQuestions(
          ctx,
          resolved.item,
          await readQuestionUpload(request),
          caller.id,
        );
        return ok(undefined, result, importedMessage(result));
      });
  });
}
