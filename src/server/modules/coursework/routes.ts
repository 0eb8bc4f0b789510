import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { courseworkCalls as calls } from '../../../core/contracts/coursework';
import { archiveName } from '../../../core/rules/submissionArchive';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { startHandInSweeper } from '../handIns/tellHandIns';
import { blobZip } from '../storedFiles/blobZip';
import { addAnnotation, annotationList, changeAnnotation, removeAnnotation } from './annotations';
import { extensionList, removeExtension, saveExtension } from './extensions';
import { gradeWithoutWork } from './gradeWithoutWork';
import { grade, release } from './grading';
import { joinGroup, setGroups } from './groupWrites';
import { feedbackList, markingOverview, myMarks } from './overviews';
import {
  assessmentCurrent,
  assessmentList,
  groupAssessmentList,
  myAssessmentList,
  submitCurrent,
} from './reads';
import { saveSettings } from './saveSettings';
import { submissionArchive } from './submissionArchive';
import { removeSubmissionFile, saveAnswer, submit } from './submissions';

/**
 * Assignments, projects and labs (issue 14): the teacher's settings and groups, the student's answer, files and
 * submission, the assessment, and deadline extensions. Files come in through the tus upload (files/upload.ts).
 */
export async function courseworkRoutes(app: FastifyInstance) {
  // Work handed in here and in tests and exams (built on this area) is told to the teachers in batches.
  startHandInSweeper(app);
  for (const [contract, kind] of [
    [calls.assignmentSubmitCurrent, 'assignment'],
    [calls.projectSubmitCurrent, 'project'],
    [calls.labSubmitCurrent, 'lab'],
  ] as const)
    serve(app, contract, async ({ ctx, caller, resolved }) =>
      ok(await submitCurrent(ctx.db, caller, resolved, kind)),
    );
  serve(app, calls.saveSettings, async ({ ctx, resolved, body }) => {
    await saveSettings(ctx, resolved, body);
    return ok(undefined, {}, 'The settings are saved.');
  });
  serve(app, calls.setGroups, async ({ ctx, resolved, body }) => {
    await setGroups(ctx, resolved, body);
    return ok(undefined, {}, 'The groups are saved.');
  });
  serve(app, calls.joinGroup, async ({ ctx, caller, resolved, body }) => {
    await joinGroup(ctx, caller, resolved, body.groupId);
    return ok(undefined, {}, 'You joined the group.');
  });
  serve(app, calls.saveAnswer, async ({ ctx, caller, resolved, body }) =>
    ok(await saveAnswer(ctx, caller, resolved, body.answer, body.basedOn), {}, 'Your answer is saved.'),
  );
  serve(app, calls.submit, async ({ ctx, caller, resolved }) =>
    ok(await submit(ctx, caller, resolved), {}, 'Your work is handed in.'),
  );
  serve(app, calls.removeFile, async ({ ctx, caller, resolved }) =>
    ok(await removeSubmissionFile(ctx, caller, resolved), {}, 'The file is taken out of your work.'),
  );
  serve(app, calls.myAssessmentList, async ({ ctx, caller, params }) =>
    ok(await myAssessmentList(ctx.db, caller, params.itemId, params.userId, ctx.clock.now())),
  );
  serve(app, calls.groupAssessmentList, async ({ ctx, caller, params }) =>
    ok(await groupAssessmentList(ctx.db, caller, params.projectId, params.userId, ctx.clock.now())),
  );
  serve(app, calls.assessmentList, async ({ ctx, resolved }) => ok(await assessmentList(ctx.db, resolved)));
  serve(app, calls.markingOverview, async ({ ctx, caller }) =>
    ok(await markingOverview(ctx.db, caller.id, ctx.clock.now())),
  );
  serve(app, calls.feedbackList, async ({ ctx, caller }) =>
    ok(await feedbackList(ctx.db, caller.id, ctx.clock.now())),
  );
  serve(app, calls.myMarks, async ({ ctx, caller }) => ok(await myMarks(ctx.db, caller.id, ctx.clock.now())));
  serve(app, calls.assessmentCurrent, async ({ ctx, resolved }) =>
    ok(await assessmentCurrent(ctx.db, resolved)),
  );
  serve(app, calls.grade, async ({ ctx, caller, resolved, body }) =>
    ok(await grade(ctx, caller, resolved, body), {}, 'The mark is saved.'),
  );
  serve(app, calls.gradeWithoutWork, async ({ ctx, caller, resolved, body }) =>
    ok(await gradeWithoutWork(ctx, caller, resolved, body), {}, 'The mark is saved.'),
  );
  serve(app, calls.extensionList, async ({ ctx, resolved }) => ok(await extensionList(ctx.db, resolved)));
  serve(app, calls.saveExtension, async ({ ctx, caller, resolved, body }) =>
    ok(
      await saveExtension(ctx, caller, resolved, body),
      {},
      'The new deadline is saved; the students are notified.',
    ),
  );
  serve(app, calls.removeExtension, async ({ ctx, caller, resolved, body }) => {
    await removeExtension(ctx, caller, resolved, body.extensionId);
    return ok(undefined, {}, 'The extension is removed; the students are notified.');
  });
  serve(app, calls.annotationList, async ({ ctx, resolved }) => ok(await annotationList(ctx.db, resolved)));
  serve(app, calls.addAnnotation, async ({ ctx, caller, resolved, body }) =>
    ok(await addAnnotation(ctx, caller, resolved, body), {}, 'The annotation is saved.'),
  );
  serve(app, calls.changeAnnotation, async ({ ctx, resolved, body }) =>
    ok(await changeAnnotation(ctx, resolved, body), {}, 'The comment is saved.'),
  );
  serve(app, calls.removeAnnotation, async ({ ctx, resolved, body }) => {
    await removeAnnotation(ctx, resolved, body.annotationId);
    return ok(undefined, {}, 'The annotation is removed.');
  });
  serve(app, calls.submissionArchiveInfo, async ({ ctx, resolved }) => {
    const { works, entries, bytes } = await submissionArchive(ctx.db, resolved.item);
    return ok({ works, files: entries.length, bytes });
  });
  serve(app, calls.submissionArchive, async ({ ctx, resolved, reply }) => {
    const { entries } = await submissionArchive(ctx.db, resolved.item);
    return reply
      .type('application/zip')
      .header(
        'Content-Disposition',
        contentDisposition(archiveName(`${resolved.item.title} - submissions.zip`)),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(await blobZip(ctx.storage, entries, ctx.log));
  });
  serve(app, calls.release, async ({ ctx, caller, resolved }) =>
    ok(await release(ctx, caller, resolved), {}, 'The marks are released to the students.'),
  );
}
