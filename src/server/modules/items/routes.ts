import type { FastifyInstance } from 'fastify';
import { ASSESSMENT_CALLS } from '../../../core/contracts/assessments';
import { itemCalls as calls, currentItemCalls } from '../../../core/contracts/courseItems';
import { courseCalls } from '../../../core/contracts/courses';
import { ASSESSMENT_KINDS, ITEM_KIND_DEFINITIONS, ITEM_KINDS } from '../../../core/itemKinds';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { assertAssessmentItem } from '../assessments/settings';
import { loadCourseDetail } from '../courses/courseLists';
import { presentItem } from '../courses/presenter';
import { getUserById } from '../users/service';
import { removeCourse } from './courseRemoval';
import { currentItem } from './currentItem';
import { createItem, removeItem, reorderItems, updateItem } from './itemWrites';
import { closeLive, openLive } from './liveSitting';
import { createFromTemplate } from './templateCopy';
import { toMarkOf } from './toMark';

/**
 * What dispatches to every kind of item: removing a course (each item's snapshot), a course from a template (each
 * kind copies its own), item writes (base fields), the generic item read, and a teacher's to-do list across kinds.
 */
export async function itemRoutes(app: FastifyInstance) {
  serve(app, courseCalls.remove, async ({ ctx, caller, resolved }) => {
    await removeCourse(ctx, caller, resolved);
    return ok(undefined, {}, 'The course is removed.');
  });
  serve(app, courseCalls.createFromTemplate, async ({ ctx, caller, body }) => {
    const courseId = await createFromTemplate(ctx, caller, body);
    return ok(await loadCourseDetail(ctx.db, courseId, caller.id), {}, 'The course is created.');
  });
  serve(app, calls.create, async ({ ctx, caller, resolved, body }) =>
    ok(presentItem(await createItem(ctx, caller, resolved, body)), {}, 'The item is created.'),
  );
  serve(app, calls.update, async ({ ctx, caller, resolved, body }) =>
    ok(presentItem(await updateItem(ctx, caller, resolved, body)), {}, 'The item is saved.'),
  );
  serve(app, calls.remove, async ({ ctx, caller, resolved }) => {
    await removeItem(ctx, caller, resolved);
    return ok(undefined, {}, 'The item is removed.');
  });
  serve(app, calls.reorder, async ({ ctx, resolved, body }) => {
    const items = await reorderItems(ctx, resolved, body);
    return ok(items.map(presentItem), {}, 'The new order is saved.');
  });
  serve(app, calls.toMark, async ({ ctx, resolved }) => {
    const user = await getUserById(ctx.db, resolved.userId);
    return ok(await toMarkOf(ctx.db, user.id));
  });
  // A test's or exam's live sitting opens and closes as an item change: students who now see it are told.
  for (const kind of ASSESSMENT_KINDS) {
    const assessmentCalls = ASSESSMENT_CALLS[kind];
    const label = ITEM_KIND_DEFINITIONS[kind].labels.one.toLowerCase();
    serve(app, assessmentCalls.openLive, async ({ ctx, caller, resolved }) => {
      assertAssessmentItem(resolved.item, kind);
      await openLive(ctx, caller, resolved);
      return ok(undefined, {}, `The live ${label} is open: students can start it now.`);
    });
    serve(app, assessmentCalls.closeLive, async ({ ctx, caller, resolved }) => {
      assertAssessmentItem(resolved.item, kind);
      await closeLive(ctx, caller, resolved);
      return ok(undefined, {}, `The live ${label} is closed.`);
    });
  }
  // Every kind's item with its content: the kind's `current` hook (kindRegistry.ts) and content schema.
  for (const kind of ITEM_KINDS) {
    serve(app, currentItemCalls[kind], async ({ ctx, caller, resolved }) => {
      const { item, visibleToStudents } = await currentItem(ctx, caller, resolved, kind, ctx.clock.now());
      return ok(item, { active: visibleToStudents });
    });
  }
}
