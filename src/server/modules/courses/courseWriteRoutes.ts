import type { FastifyInstance } from 'fastify';
import { courseCalls as calls } from '../../../core/contracts/courses';
import { clientHasCurrent } from '../../platform/etag';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { findCourseImage, openCourseImage, setCourseImage } from './courseImage';
import { loadCourseDetail, loadCourseSummaries } from './courseLists';
import { createCourse, updateCourse } from './courseWrites';
import { addMembers, removeMember } from './members';

/** The course writes (DESIGN §3 style: POST with JSON) and the course picture. */
export async function courseWriteRoutes(app: FastifyInstance) {
  serve(app, calls.create, async ({ ctx, caller, body }) => {
    const courseId = await createCourse(ctx, caller, body);
    return ok(await loadCourseDetail(ctx.db, courseId, caller.id), {}, 'The course is created.');
  });
  serve(app, calls.update, async ({ ctx, caller, resolved, body }) => {
    await updateCourse(ctx, resolved, body);
    return ok(await loadCourseDetail(ctx.db, body.courseId, caller.id), {}, 'The course is saved.');
  });
  serve(app, calls.setImage, async ({ ctx, caller, resolved, body }) => {
    await setCourseImage(ctx, resolved, body);
    const [summary] = await loadCourseSummaries(ctx.db, [body.courseId], caller.id);
    return ok(summary!, {}, body.image ? 'The picture is saved.' : 'The picture is removed.');
  });
  serve(app, calls.image, async ({ ctx, params, request, reply }) => {
    const image = await findCourseImage(ctx.db, params.courseId);
    // The key is the bytes' SHA-256: a changed picture has another tag, an unchanged one is answered 304.
    const etag = `"${image.key}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=86400');
    if (clientHasCurrent(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const blob = await openCourseImage(ctx, image);
    return reply
      .type(image.mime)
      .header('Content-Length', blob.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .send(blob.stream);
  });
  serve(app, calls.addMembers, async ({ ctx, caller, resolved, body }) => {
    const report = await addMembers(ctx, caller, resolved, body);
    const added = report.filter((line) => line.status === 'added').length;
    return ok(report, {}, `${added} added.`);
  });
  serve(app, calls.removeMember, async ({ ctx, caller, resolved, body }) => {
    await removeMember(ctx, caller, resolved, body);
    return ok(undefined, {}, 'The member is removed from the course.');
  });
}
