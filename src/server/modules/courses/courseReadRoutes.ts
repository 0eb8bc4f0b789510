import type { FastifyInstance } from 'fastify';
import { courseCalls as calls } from '../../../core/contracts/courses';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import {
  callerCoursePicks,
  callerCourses,
  callerCoursesWithLectures,
  courseAsSeenBy,
  courseBasic,
  courseDetail,
  courseItemsOfKind,
  lectureLinks,
  templatePicks,
  userCourses,
  userCoursesWithItems,
  userCoursesWithMembers,
} from './courseReads';
import type { ItemWorkReader } from './itemWork';
import { viewAs } from './visibleItems';

/**
 * SPEC §7 course GETs under /api/v1/course/, at their exact paths (misspellings kept). `readWork` reads the work on
 * the course view's items (issue 37), from the areas above this one.
 */
export async function courseReadRoutes(app: FastifyInstance, { readWork }: { readWork: ItemWorkReader }) {
  serve(app, calls.userCourses, async ({ ctx, caller, params, query }) =>
    ok(await userCourses(ctx.db, caller, params.userId, viewAs(query.view))),
  );
  serve(app, calls.myCoursePicks, async ({ ctx, caller }) => ok(await callerCoursePicks(ctx.db, caller)));
  serve(app, calls.templatePicks, async ({ ctx, caller }) => ok(await templatePicks(ctx.db, caller)));
  serve(app, calls.myCourses, async ({ ctx, caller }) => ok(await callerCourses(ctx.db, caller)));
  serve(app, calls.myCoursesInStatus, async ({ ctx, caller, params }) =>
    ok(await callerCourses(ctx.db, caller, params.type)),
  );
  serve(app, calls.userCoursesWithItems, async ({ ctx, caller, params, query }) =>
    ok(
      await userCoursesWithItems(
        ctx.db,
        caller,
        params.userId,
        viewAs(query.view),
        ctx.clock.now(),
        readWork,
      ),
    ),
  );
  serve(app, calls.userCoursesWithMembers, async ({ ctx, caller, params }) =>
    ok(await userCoursesWithMembers(ctx.db, caller, params.userId)),
  );
  serve(app, calls.myCoursesWithLectures, async ({ ctx, caller }) =>
    ok(await callerCoursesWithLectures(ctx.db, caller, ctx.clock.now())),
  );
  serve(app, calls.courseDetail, async ({ ctx, caller, resolved }) =>
    ok(await courseDetail(ctx.db, caller, resolved)),
  );
  serve(app, calls.courseItemsOfKind, async ({ ctx, resolved, params }) =>
    ok(await courseItemsOfKind(ctx.db, resolved, params.type, ctx.clock.now())),
  );
  serve(app, calls.courseUnits, async ({ ctx, resolved }) =>
    ok(await courseItemsOfKind(ctx.db, resolved, 'selfLearning', ctx.clock.now())),
  );
  serve(app, calls.lectureLinks, async ({ ctx, resolved }) =>
    ok(await lectureLinks(ctx.db, resolved, ctx.clock.now())),
  );
  serve(app, calls.courseLectures, async ({ ctx, resolved }) =>
    ok(await courseItemsOfKind(ctx.db, resolved, 'lecture', ctx.clock.now())),
  );
  serve(app, calls.courseBasic, async ({ ctx, caller, resolved }) =>
    ok(await courseBasic(ctx.db, caller, resolved)),
  );
  serve(app, calls.courseAsSeenBy, async ({ ctx, caller, params, query }) =>
    ok(
      await courseAsSeenBy(
        ctx.db,
        caller,
        params.courseId,
        params.userId,
        viewAs(query.view),
        ctx.clock.now(),
        readWork,
      ),
    ),
  );
}
