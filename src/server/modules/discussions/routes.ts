import type { FastifyInstance } from 'fastify';
import { discussionCalls as calls } from '../../../core/contracts/discussions';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { listComments } from './comments';
import { addComment, editComment, removeComment } from './commentWrites';
import { assertDiscussion } from './discussionItem';
import { discussionStatus } from './participation';
import { markParticipation, myParticipationMark } from './participationMarks';
import { saveSettings } from './settings';

/**
 * Discussions (issue 16): the thread (SPEC §7 comment alllisting) and its writes, the teacher's settings, the
 * participation of each student and its mark.
 */
export async function discussionRoutes(app: FastifyInstance) {
  serve(app, calls.comments, async ({ ctx, resolved }) =>
    ok(await listComments(ctx.db, assertDiscussion(resolved.item))),
  );
  serve(app, calls.addComment, async ({ ctx, caller, resolved, body }) =>
    ok(await addComment(ctx, caller, resolved, body), {}, 'Your comment is posted.'),
  );
  serve(app, calls.editComment, async ({ ctx, resolved, body }) =>
    ok(await editComment(ctx, resolved, body.body), {}, 'Your comment is changed.'),
  );
  serve(app, calls.removeComment, async ({ ctx, resolved }) => {
    await removeComment(ctx, resolved);
    return ok(undefined, {}, 'The comment is removed.');
  });
  serve(app, calls.saveSettings, async ({ ctx, resolved, body }) => {
    await saveSettings(ctx, resolved, body.maxMark);
    return ok(undefined, {}, 'The settings are saved.');
  });
  serve(app, calls.status, async ({ ctx, resolved, query }) =>
    ok(await discussionStatus(ctx.db, resolved, query.attendanceId)),
  );
  serve(app, calls.assess, async ({ ctx, caller, resolved, body }) =>
    ok(await markParticipation(ctx, caller, resolved, body), {}, 'The mark is saved.'),
  );
  serve(app, calls.myAssessment, async ({ ctx, caller, resolved }) =>
    ok(await myParticipationMark(ctx.db, caller, resolved)),
  );
}
