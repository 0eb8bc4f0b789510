import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addMembersBody,
  courseDetailReply,
  courseIdBody,
  courseIdParams,
  courseSummaryReply,
  createCourseBody,
  createFromTemplateBody,
  memberReportReply,
  removeMemberBody,
  setCourseImageBody,
  updateCourseBody,
} from '../../../core/schemas/courses';
import { messageReply } from '../../../core/schemas/reply';
import { clientHasCurrent } from '../../http/etag';
import { access, signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { findCourseImage, openCourseImage, setCourseImage } from './courseImage';
import { loadCourseDetail, loadCourseSummaries } from './courseLists';
import { createCourse, createFromTemplate, removeCourse, updateCourse } from './courseWrites';
import { addMembers, removeMember } from './members';

const tags = ['courses'];

/** The course writes (DESIGN §3 style: POST with JSON) and the course picture. */
export async function courseWriteRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/course/create',
    {
      config: { access: access.teacher('the creator becomes the owner') },
      schema: { tags, body: createCourseBody, response: { 200: courseDetailReply } },
    },
    async (request) => {
      const caller = signedInUser(request);
      const courseId = await createCourse(request.ctx, caller, request.body);
      return ok(await loadCourseDetail(app.db, courseId, caller.id), {}, 'The course is created.');
    },
  );

  app.post(
    '/api/v1/course/update',
    {
      config: { access: access.teacher('a teacher of the course, or an admin') },
      schema: { tags, body: updateCourseBody, response: { 200: courseDetailReply } },
    },
    async (request) => {
      const caller = signedInUser(request);
      await updateCourse(request.ctx, caller, request.body);
      return ok(await loadCourseDetail(app.db, request.body.courseId, caller.id), {}, 'The course is saved.');
    },
  );

  app.post(
    '/api/v1/course/remove',
    {
      config: { access: access.teacher('the owner of the course, or an admin') },
      schema: { tags, body: courseIdBody, response: { 200: messageReply } },
    },
    async (request) => {
      await removeCourse(request.ctx, signedInUser(request), request.body.courseId);
      return ok(undefined, {}, 'The course is removed.');
    },
  );

  app.post(
    '/api/v1/course/createFromTemplate',
    {
      config: { access: access.teacher('any template; the caller owns the new course') },
      schema: { tags, body: createFromTemplateBody, response: { 200: courseDetailReply } },
    },
    async (request) => {
      const caller = signedInUser(request);
      const courseId = await createFromTemplate(request.ctx, caller, request.body);
      return ok(await loadCourseDetail(app.db, courseId, caller.id), {}, 'The course is created.');
    },
  );

  app.post(
    '/api/v1/course/setImage',
    {
      // A 512 KB picture is about 700 KB as base64: room for it whatever the app's global limit becomes.
      bodyLimit: 1024 * 1024,
      config: { access: access.teacher('a teacher of the course, or an admin') },
      schema: { tags, body: setCourseImageBody, response: { 200: courseSummaryReply } },
    },
    async (request) => {
      const caller = signedInUser(request);
      await setCourseImage(request.ctx, caller, request.body);
      const [summary] = await loadCourseSummaries(app.db, [request.body.courseId], caller.id);
      return ok(summary!, {}, request.body.image ? 'The picture is saved.' : 'The picture is removed.');
    },
  );

  app.get(
    '/api/v1/course/image/:courseId',
    {
      // Public: an <img> cannot send a bearer token, course pictures are not secret and course ids are UUIDs.
      config: { access: access.public },
      schema: { tags, params: courseIdParams },
    },
    async (request, reply) => {
      const image = await findCourseImage(app.db, request.params.courseId);
      // The key is the bytes' SHA-256: a changed picture has another tag, an unchanged one is answered 304.
      const etag = `"${image.key}"`;
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=86400');
      if (clientHasCurrent(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const blob = await openCourseImage(request.ctx, image);
      return reply
        .type(image.mime)
        .header('Content-Length', blob.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(blob.stream);
    },
  );

  app.post(
    '/api/v1/course/addMembers',
    {
      config: { access: access.teacher('a teacher of the course, or an admin') },
      schema: { tags, body: addMembersBody, response: { 200: memberReportReply } },
    },
    async (request) => {
      const report = await addMembers(request.ctx, signedInUser(request), request.body);
      const added = report.filter((line) => line.status === 'added').length;
      return ok(report, {}, `${added} added.`);
    },
  );

  app.post(
    '/api/v1/course/removeMember',
    {
      config: { access: access.teacher('a teacher of the course, or an admin; never the owner') },
      schema: { tags, body: removeMemberBody, response: { 200: messageReply } },
    },
    async (request) => {
      await removeMember(request.ctx, signedInUser(request), request.body);
      return ok(undefined, {}, 'The member is removed from the course.');
    },
  );
}
