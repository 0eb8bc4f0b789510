import { beforeAll, describe, expect, it } from 'vitest';
import type { LectureEvent } from '../../../core/schemas/realtimeNames';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createCourse, createItem } from '../../test/courseFactories';
import { markAttendance, openSitting, sittingRow } from '../../test/lectureFactories';
import { caughtUp, collect, publish } from '../../test/realtimeClient';
import { samplePdf, zipOf } from '../../test/sampleFiles';
import { socketTestApp } from '../../test/socketTestApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 16: the document a teacher shows the class. The teacher shows one of the course's PDFs at a page and zoom
 * and moves it on; the students in the lecture's room hear each change after it commits and read it with the
 * sitting; a file of another course, work handed in or a zip is refused and changes nothing; an ended class shows
 * nothing.
 */
const t = socketTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

async function courseFile(who: Person, courseId: string, filename: string, bytes: Uint8Array) {
  const reply = await uploadWhole(t.app, who, bytes, { filename, purpose: 'courseMaterial', courseId });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data._id as string;
}

async function classInSession() {
  const lecture = await createItem(t.app, cast.course);
  const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user);
  await markAttendance(t.app, sitting, cast.studentMember.user, { peerId: 'peer-ann' });
  const page = await t.goOnline(cast.studentMember);
  expect(
    await publish(page.socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true }),
  ).toMatchObject({ code: 0 });
  const heard = collect<LectureEvent>(page.socket, 'lecture');
  return { lecture, sitting, heard, settle: () => caughtUp(t.app, page.socket) };
}

const show = (
  lecture: { id: string },
  sitting: { id: string },
  fields: { fileId: string | null; page?: number; zoom?: unknown },
  who: Person = cast.teacherOwner,
) =>
  t.post(
    '/api/v1/lecture/showDocument',
    { lectureId: lecture.id, attendanceId: sitting.id, page: 1, zoom: 'page-width', ...fields },
    who.session,
  );

const documentRead = async (sitting: { id: string }, who: Person = cast.studentMember) =>
  (await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`, who.session)).json().data.document;

describe('POST /api/v1/lecture/showDocument', () => {
  it('shows the class a PDF of the course, moves it on, and stops; the room hears each change and the sitting carries it', async () => {
    const { lecture, sitting, heard, settle } = await classInSession();
    const fileId = await courseFile(cast.teacherOwner, cast.course.id, 'Week 1.pdf', samplePdf());
    expect(await documentRead(sitting)).toBeNull();

    expect((await show(lecture, sitting, { fileId })).json()).toEqual({
      code: 0,
      msg: 'The class sees this document.',
    });
    expect(await documentRead(sitting)).toEqual({
      fileId,
      name: 'Week 1.pdf',
      contentType: 'application/pdf',
      page: 1,
      zoom: 'page-width',
    });
    // A co-teacher turns the page and zooms in.
    expect((await show(lecture, sitting, { fileId, page: 3, zoom: 1.5 }, cast.coTeacher)).statusCode).toBe(
      200,
    );
    expect(await documentRead(sitting)).toMatchObject({ page: 3, zoom: 1.5 });

    expect((await show(lecture, sitting, { fileId: null })).json()).toEqual({
      code: 0,
      msg: 'The class no longer sees a document.',
    });
    expect(await documentRead(sitting)).toBeNull();
    await settle();
    // Each event carries what is shown now, so that the viewers follow without reading the sitting again.
    const event = (document: object | null) => ({
      lectureId: lecture.id,
      attendanceId: sitting.id,
      change: 'document',
      document,
    });
    const shown = { fileId, name: 'Week 1.pdf', contentType: 'application/pdf' };
    expect(heard).toEqual([
      event({ ...shown, page: 1, zoom: 'page-width' }),
      event({ ...shown, page: 3, zoom: 1.5 }),
      event(null),
    ]);
  });

  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['a page in pieces', { page: 2.5 }, 'page'],
    ['a zoom that is no fit', { zoom: 'fit-all' }, 'zoom'],
    ['a zoom too large', { zoom: 40 }, 'zoom'],
    ['a zoom as text', { zoom: '1.5' }, 'zoom'],
  ])('refuses %s with a message for that field', async (_label, fields, field) => {
    const { lecture, sitting } = await classInSession();
    const fileId = await courseFile(cast.teacherOwner, cast.course.id, 'Rules.pdf', samplePdf());
    const reply = await show(lecture, sitting, { fileId, ...fields });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, fields: { [field]: expect.any(String) } });
    expect((await sittingRow(t.app, sitting.id)).shownFileId).toBeNull();
  });

  it("refuses a file of another course (404) and a zip (400); the sitting's document stays as it was", async () => {
    const { lecture, sitting, heard, settle } = await classInSession();
    const shown = await courseFile(cast.teacherOwner, cast.course.id, 'Shown.pdf', samplePdf());
    await show(lecture, sitting, { fileId: shown, page: 2 });
    const elsewhere = await createCourse(t.app, cast.teacherOutsider.user);
    const foreign = await courseFile(cast.teacherOutsider, elsewhere.id, 'Theirs.pdf', samplePdf());
    const zip = await courseFile(cast.teacherOwner, cast.course.id, 'Data.zip', zipOf({ 'a.txt': 'a' }));

    const notOurs = await show(lecture, sitting, { fileId: foreign });
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json().msg).toBe("No such file among this course's files.");
    const zipped = await show(lecture, sitting, { fileId: zip });
    expect(zipped.statusCode).toBe(400);
    expect(zipped.json()).toMatchObject({
      msg: 'Only a PDF or an office document can be shown to the class.',
      fields: { fileId: expect.any(String) },
    });
    expect(await documentRead(sitting)).toMatchObject({ fileId: shown, page: 2 });
    await settle();
    expect(heard).toHaveLength(1);
  });

  it('is for those who teach the course: a student in the class is refused', async () => {
    const { lecture, sitting } = await classInSession();
    const fileId = await courseFile(cast.teacherOwner, cast.course.id, 'Mine.pdf', samplePdf());
    expect((await show(lecture, sitting, { fileId }, cast.studentMember)).statusCode).toBe(403);
    expect((await sittingRow(t.app, sitting.id)).shownFileId).toBeNull();
  });

  it('answers 409 once the class has ended, and an ended sitting shows no document', async () => {
    const { lecture, sitting } = await classInSession();
    const fileId = await courseFile(cast.teacherOwner, cast.course.id, 'Late.pdf', samplePdf());
    await show(lecture, sitting, { fileId });
    expect(
      (
        await t.post(
          '/api/v1/lecture/end',
          { lectureId: lecture.id, attendanceId: sitting.id },
          cast.teacherOwner.session,
        )
      ).statusCode,
    ).toBe(200);
    const late = await show(lecture, sitting, { fileId, page: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('This class has already ended.');
    expect(await documentRead(sitting, cast.teacherOwner)).toBeNull();
  });

  it('answers 404 for a sitting of another lecture', async () => {
    const { sitting } = await classInSession();
    const other = await createItem(t.app, cast.course);
    const reply = await show(other, sitting, { fileId: null });
    expect(reply.statusCode).toBe(404);
  });
});
