import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseDetailListReply,
  courseDetailReply,
  courseIdParams,
  courseItemListReply,
  coursePickListReply,
  courseStatusParams,
  courseSummaryListReply,
  courseSummaryReply,
  courseTypeParams,
  courseUserParams,
  courseWithItemsListReply,
  courseWithItemsReply,
  lectureLinkListReply,
  userIdParams,
  viewQuery,
} from '../../../core/schemas/courses';
import { access, assertSelfOrAdmin, signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
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
import { viewAs } from './visibleItems';

const tags = ['courses'];
const SELF_OR_ADMIN = 'self or admin';
const MEMBERS = 'members of the course (students: courses open to them, visible items only), or an admin';

/** SPEC §7 course GETs under /api/v1/course/, at their exact paths (misspellings kept). */
export async function courseReadRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/course/getCourse/:userId',
    {
      config: { access: access.signedIn(SELF_OR_ADMIN) },
      schema: {
        tags,
        params: userIdParams,
        querystring: viewQuery,
        response: { 200: courseSummaryListReply },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      assertSelfOrAdmin(caller, request.params.userId);
      return ok(await userCourses(app.db, caller, request.params.userId, viewAs(request.query.view)));
    },
  );

  app.get(
    '/api/v1/course/courselistCode',
    {
      config: { access: access.signedIn("the caller's courses") },
      schema: { tags, response: { 200: coursePickListReply } },
    },
    async (request) => ok(await callerCoursePicks(app.db, signedInUser(request))),
  );

  app.get(
    '/api/v1/course/coursetemplistCode',
    {
      config: { access: access.teacher('any template') },
      schema: { tags, response: { 200: coursePickListReply } },
    },
    async (request) => ok(await templatePicks(app.db, signedInUser(request))),
  );

  app.get(
    '/api/v1/course/courselistOnly',
    {
      config: { access: access.signedIn("the caller's courses") },
      schema: { tags, response: { 200: courseSummaryListReply } },
    },
    async (request) => ok(await callerCourses(app.db, signedInUser(request))),
  );

  app.get(
    '/api/v1/course/courselistOnly/:type',
    {
      config: { access: access.signedIn("the caller's courses in one status") },
      schema: { tags, params: courseStatusParams, response: { 200: courseSummaryListReply } },
    },
    async (request) => ok(await callerCourses(app.db, signedInUser(request), request.params.type)),
  );

  app.get(
    '/api/v1/course/getAllCourse/:userId',
    {
      config: { access: access.signedIn(SELF_OR_ADMIN) },
      schema: {
        tags,
        params: userIdParams,
        querystring: viewQuery,
        response: { 200: courseWithItemsListReply },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      assertSelfOrAdmin(caller, request.params.userId);
      const { userId } = request.params;
      return ok(await userCoursesWithItems(app.db, caller, userId, viewAs(request.query.view)));
    },
  );

  app.get(
    '/api/v1/course/courselistWithMembersOnly/:userId',
    {
      config: { access: access.signedIn(SELF_OR_ADMIN) },
      schema: { tags, params: userIdParams, response: { 200: courseDetailListReply } },
    },
    async (request) => {
      const caller = signedInUser(request);
      assertSelfOrAdmin(caller, request.params.userId);
      return ok(await userCoursesWithMembers(app.db, caller, request.params.userId));
    },
  );

  app.get(
    '/api/v1/course/courselistWithLectureOnly',
    {
      config: { access: access.signedIn("the caller's courses and the lectures the caller may see") },
      schema: { tags, response: { 200: courseWithItemsListReply } },
    },
    async (request) => ok(await callerCoursesWithLectures(app.db, signedInUser(request))),
  );

  app.get(
    '/api/v1/course/getCurentCourse/:courseId',
    {
      config: { access: access.signedIn(MEMBERS) },
      schema: { tags, params: courseIdParams, response: { 200: courseDetailReply } },
    },
    async (request) => ok(await courseDetail(app.db, signedInUser(request), request.params.courseId)),
  );

  app.get(
    '/api/v1/course/getCurentCourseType/:courseId/:type',
    {
      config: { access: access.signedIn(MEMBERS) },
      schema: { tags, params: courseTypeParams, response: { 200: courseItemListReply } },
    },
    async (request) => {
      const { courseId, type } = request.params;
      return ok(await courseItemsOfKind(app.db, signedInUser(request), courseId, type));
    },
  );

  app.get(
    '/api/v1/course/getCurentCourseUnit/:courseId',
    {
      config: { access: access.signedIn(MEMBERS) },
      schema: { tags, params: courseIdParams, response: { 200: courseItemListReply } },
    },
    async (request) =>
      ok(await courseItemsOfKind(app.db, signedInUser(request), request.params.courseId, 'selfLearning')),
  );

  app.get(
    '/api/v1/course/getCurentCourseLectureLink/:courseId',
    {
      config: { access: access.signedIn(MEMBERS) },
      schema: { tags, params: courseIdParams, response: { 200: lectureLinkListReply } },
    },
    async (request) => ok(await lectureLinks(app.db, signedInUser(request), request.params.courseId)),
  );

  app.get(
    '/api/v1/course/getCurrentCourseLecture/:courseId',
    {
      config: { access: access.signedIn(MEMBERS) },
      schema: { tags, params: courseIdParams, response: { 200: courseItemListReply } },
    },
    async (request) =>
      ok(await courseItemsOfKind(app.db, signedInUser(request), request.params.courseId, 'lecture')),
  );

  app.get(
    '/api/v1/course/getCurrentCourseBasic/:courseId',
    {
      config: { access: access.signedIn(MEMBERS) },
      schema: { tags, params: courseIdParams, response: { 200: courseSummaryReply } },
    },
    async (request) => ok(await courseBasic(app.db, signedInUser(request), request.params.courseId)),
  );

  app.get(
    '/api/v1/course/getCurrentCourse/:courseId/:userId',
    {
      config: { access: access.signedIn(`${MEMBERS}; the userId is the caller, or anyone for an admin`) },
      schema: {
        tags,
        params: courseUserParams,
        querystring: viewQuery,
        response: { 200: courseWithItemsReply },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      const { courseId, userId } = request.params;
      assertSelfOrAdmin(caller, userId);
      return ok(await courseAsSeenBy(app.db, caller, courseId, userId, viewAs(request.query.view)));
    },
  );
}
