import type { FastifyInstance } from 'fastify';
import { ASSESSMENT_CALLS } from '../../../core/contracts/assessments';
import { ASSESSMENT_KINDS } from '../../../core/itemKinds';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { sittingAllowance } from './allowance';
import { saveAnswer } from './answers';
import { startDeadlineSweeper } from './deadlineSweeper';
import { reportFocus } from './focus';
import { gradeAttempt, release } from './grading';
import { roster, terminate } from './proctoring';
import { answerList, courseList, currentAnswer, currentSubmission, listOfCourse } from './reads';
import { currentSitting, startAttempt } from './sitting';
import { submitAttempt } from './submission';

/**
 * Tests and exams (issue 15), for both kinds: the student's sitting (start or resume, answers, hand-in, focus), the
 * proctor's roster and terminate, the teacher's marks and release, and SPEC §7's reads. Each call refuses an item of
 * the other kind. The deadline sweeper runs with the app and stops with it.
 */
export async function assessmentSittingRoutes(app: FastifyInstance) {
  for (const kind of ASSESSMENT_KINDS) {
    const calls = ASSESSMENT_CALLS[kind];
    serve(app, calls.courseList, async ({ ctx, resolved }) => ok(await courseList(ctx, resolved, kind)));
    serve(app, calls.listOfCourse, async ({ ctx, resolved }) => ok(await listOfCourse(ctx, resolved, kind)));
    serve(app, calls.currentSubmission, async ({ ctx, caller, resolved, params }) =>
      ok(await currentSubmission(ctx, caller, resolved, params.userId, kind)),
    );
    serve(app, calls.answerList, async ({ ctx, resolved }) => ok(await answerList(ctx, resolved, kind)));
    serve(app, calls.currentAnswer, async ({ ctx, resolved, params }) =>
      ok(await currentAnswer(ctx, resolved, params.itemId, kind)),
    );
    serve(app, calls.submitCurrent, async ({ ctx, caller, resolved }) => {
      const sitting = await currentSitting(ctx, caller, resolved, kind);
      return ok(sitting, { allowance: await sittingAllowance(ctx.db, resolved.item, caller.id) });
    });
    serve(app, calls.startAttempt, async ({ ctx, caller, resolved }) =>
      ok(await startAttempt(ctx, caller, resolved, kind)),
    );
    serve(app, calls.saveAnswer, async ({ ctx, resolved, body }) =>
      ok(await saveAnswer(ctx, resolved, body, kind), {}, 'Your answer is saved.'),
    );
    serve(app, calls.submitAttempt, async ({ ctx, resolved }) =>
      ok(await submitAttempt(ctx, resolved, kind), {}, 'Your answers are handed in.'),
    );
    serve(app, calls.reportFocus, async ({ ctx, resolved, body }) => {
      await reportFocus(ctx, resolved, body.event, kind);
      return ok(undefined, {}, 'Noted.');
    });
    serve(app, calls.roster, async ({ ctx, resolved }) =>
      ok(await roster(ctx, resolved, kind), { serverNow: ctx.clock.now().toISOString() }),
    );
    serve(app, calls.terminate, async ({ ctx, resolved, body }) =>
      ok(
        await terminate(ctx, resolved, body.flag, kind),
        {},
        body.flag ? 'The attempt is ended and handed in.' : 'The student is disqualified.',
      ),
    );
    serve(app, calls.gradeAttempt, async ({ ctx, caller, resolved, body }) =>
      ok(await gradeAttempt(ctx, caller, resolved, body, kind), {}, 'The marks are saved.'),
    );
    serve(app, calls.release, async ({ ctx, caller, resolved }) =>
      ok(await release(ctx, caller, resolved, kind), {}, 'The marks are released to the students.'),
    );
  }
  startDeadlineSweeper(app);
}
