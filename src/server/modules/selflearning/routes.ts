import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { selfLearningCalls as c } from '../../../core/contracts/selfLearning';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { IMPORT_LIMITS, readQuestionUpload } from '../assessments/importUpload';
import { importedMessage } from '../assessments/questionImport';
import {
  importModuleQuestions,
  moveModule,
  removeModule,
  saveModule,
  saveModuleQuestions,
  saveUnit,
} from './authoring';
import { classProgress } from './classProgress';
import { presentProgress, presentStatus } from './presenter';
import { answerTest, begin, openModule, readDocument, watch } from './progressWrites';
import { moduleDetail, progressWithModule, studentUnit, unitProgress, unitQuestions } from './reads';

/**
 * Self-learning units (issue 39), all but the SCORM calls: SPEC §7's reads, the student's reports and the teacher's
 * authoring and class progress. The question import alone reads a multipart form, so `@fastify/multipart` is
 * registered for it alone, with the import's limits.
 */
export async function selfLearningRoutes(app: FastifyInstance) {
  serve(app, c.getModule, async ({ ctx, caller, resolved }) =>
    ok(await moduleDetail(ctx.db, resolved, caller)),
  );
  serve(app, c.getCurrentStudent, async ({ ctx, caller, resolved, params }) =>
    ok(await studentUnit(ctx.db, resolved, caller, params.userId)),
  );
  serve(app, c.getProgress, async ({ ctx, resolved, params }) =>
    ok(await unitProgress(ctx.db, resolved, params.courseId, params.selflearningId)),
  );
  serve(app, c.getCurrentStatus, async ({ ctx, resolved, params }) =>
    ok(await progressWithModule(ctx.db, resolved, params.userId)),
  );
  serve(app, c.getCurrentUnit, async ({ ctx, resolved }) => ok(await unitQuestions(ctx.db, resolved)));

  serve(app, c.begin, async ({ ctx, caller, resolved }) =>
    ok(presentStatus(await begin(ctx, resolved, caller))),
  );
  serve(app, c.openModule, async ({ ctx, caller, resolved, body }) =>
    ok(presentProgress(await openModule(ctx, resolved, caller, body.statusId))),
  );
  serve(app, c.watch, async ({ ctx, resolved, body }) =>
    ok(presentProgress(await watch(ctx, resolved, body))),
  );
  serve(app, c.readDocument, async ({ ctx, resolved, body }) =>
    ok(presentProgress(await readDocument(ctx, resolved, body.page, body.pages))),
  );
  serve(app, c.answerTest, async ({ ctx, resolved, body }) => {
    const { progress, ...result } = await answerTest(ctx, resolved, body.answers);
    return ok(
      { ...result, progress: presentProgress(progress) },
      {},
      result.passed
        ? `Passed with ${result.percent}%.`
        : `${result.percent}%: the pass mark is ${resolved.module.passPercent}%. Try again.`,
    );
  });

  serve(app, c.saveUnit, async ({ ctx, resolved, body }) =>
    ok(await saveUnit(ctx, resolved, body.sequential), {}, 'The unit is saved.'),
  );
  serve(app, c.saveModule, async ({ ctx, resolved, body }) =>
    ok(await saveModule(ctx, resolved, body), {}, 'The module is saved.'),
  );
  serve(app, c.removeModule, async ({ ctx, resolved }) => {
    await removeModule(ctx, resolved);
    return ok(undefined, {}, 'The module is removed.');
  });
  serve(app, c.moveModule, async ({ ctx, resolved, body }) =>
    ok(await moveModule(ctx, resolved, body.position), {}, 'The module is moved.'),
  );
  serve(app, c.saveModuleQuestions, async ({ ctx, caller, resolved, body }) => {
    const module = await saveModuleQuestions(ctx, resolved, body.questions);
    return ok(await moduleDetail(ctx.db, { ...resolved, module }, caller), {}, 'The questions are saved.');
  });
  serve(app, c.classProgress, async ({ ctx, resolved }) =>
    ok(await classProgress(ctx.db, resolved, ctx.clock.now())),
  );
  await app.register(async (forms) => {
    await forms.register(multipart, { limits: IMPORT_LIMITS });
    serve(forms, c.importModuleQuestions, async ({ ctx, caller, resolved, request }) => {
      const result = await importModuleQuestions(ctx, resolved, await readQuestionUpload(request), caller.id);
      return ok(undefined, result, importedMessage(result));
    });
  });
}
