import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deletedHistory, type FileRow } from '../../db/schema';
import { type Cast, courseCast } from '../../test/cast';
import { createCourse } from '../../test/courseFactories';
import { createFile } from '../../test/fileFactories';
import { testFileApp } from '../../test/testFileApp';

/** Issue 14, SPEC §7 "Files": a course's files, one file, and removing one, for each kind of caller. */
const t = testFileApp();
let cast: Cast;
let older: FileRow;
let newer: FileRow;

beforeAll(async () => {
  cast = await courseCast(t.app);
  older = await createFile(t.app, cast.course, cast.teacherOwner.user, {
    name: 'syllabus.pdf',
    contentType: 'application/pdf',
    createdAt: new Date('2026-01-01T09:00:00Z'),
  });
  newer = await createFile(t.app, cast.course, cast.coTeacher.user, {
    name: 'week 2.txt',
    createdAt: new Date('2026-01-08T09:00:00Z'),
  });
  const elsewhere = await createCourse(t.app, cast.teacherOutsider.user);
  await createFile(t.app, elsewhere, cast.teacherOutsider.user, { name: 'other course.txt' });
});

describe('GET /api/v1/file/fileList/{courseId}', () => {
  it("lists the course's files to a student member, newest first, each with its uploader", async () => {
    const response = await t.get(`/api/v1/file/fileList/${cast.course.id}`, cast.studentMember.session);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((file: { name: string }) => file.name)).toEqual(['week 2.txt', 'syllabus.pdf']);
    expect(data[1]).toEqual({
      _id: older.id,
      name: 'syllabus.pdf',
      contentType: 'application/pdf',
      size: older.size,
      courseId: cast.course.id,
      createdAt: '2026-01-01T09:00:00.000Z',
      uploader: {
        _id: cast.teacherOwner.user.id,
        username: cast.teacherOwner.user.username,
        fullName: 'Tess Teacher',
      },
    });
  });

  it.each([
    ['a student outside the course', 'studentOutsider', 403],
    ['a teacher outside the course', 'teacherOutsider', 403],
  ] as const)('refuses %s', async (_who, actor, status) => {
    const response = await t.get(`/api/v1/file/fileList/${cast.course.id}`, cast[actor].session);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: status, msg: 'You are not a member of this course.' });
  });

  it('asks an anonymous caller to sign in, and answers an unknown course 404', async () => {
    expect((await t.get(`/api/v1/file/fileList/${cast.course.id}`)).statusCode).toBe(401);
    const unknown = await t.get('/api/v1/file/fileList/no-such-course', cast.teacherOwner.session);
    expect(unknown.json()).toEqual({ code: 404, msg: 'No such course.' });
  });
});

describe('GET /api/v1/file/fileItem/{fileId}', () => {
  it('gives a student member one file', async () => {
    const response = await t.get(`/api/v1/file/fileItem/${newer.id}`, cast.studentMember.session);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: newer.id,
      name: 'week 2.txt',
      uploader: { fullName: 'Cora Coteacher' },
    });
  });

  it('refuses an outsider with 403, and answers an unknown file 404', async () => {
    const outsider = await t.get(`/api/v1/file/fileItem/${newer.id}`, cast.studentOutsider.session);
    expect(outsider.json()).toEqual({ code: 403, msg: 'You are not a member of this course.' });
    const unknown = await t.get('/api/v1/file/fileItem/no-such-file', cast.teacherOwner.session);
    expect(unknown.json()).toEqual({ code: 404, msg: 'No such file.' });
  });

  it('refuses a malformed id', async () => {
    const response = await t.get(`/api/v1/file/fileItem/${'x'.repeat(65)}`, cast.teacherOwner.session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, fields: { fileId: expect.any(String) } });
  });
});

describe('POST /api/v1/file/remove', () => {
  it('is refused to a student member and to a teacher outside the course', async () => {
    const file = await createFile(t.app, cast.course, cast.teacherOwner.user);
    const student = await t.post('/api/v1/file/remove', { fileId: file.id }, cast.studentMember.session);
    expect(student.statusCode).toBe(403);
    const outsider = await t.post('/api/v1/file/remove', { fileId: file.id }, cast.teacherOutsider.session);
    expect(outsider.json()).toEqual({ code: 403, msg: 'Only the teachers of this course can change it.' });
  });

  it('lets a co-teacher remove a file: it leaves the list, reads as none, and is in the deleted history', async () => {
    const file = await createFile(t.app, cast.course, cast.teacherOwner.user, { name: 'draft.txt' });
    const response = await t.post('/api/v1/file/remove', { fileId: file.id }, cast.coTeacher.session);
    expect(response.json()).toEqual({ code: 0, msg: 'The file is removed.' });
    const list = await t.get(`/api/v1/file/fileList/${cast.course.id}`, cast.studentMember.session);
    expect(list.json().data.map((f: { _id: string }) => f._id)).not.toContain(file.id);
    expect((await t.get(`/api/v1/file/fileItem/${file.id}`, cast.teacherOwner.session)).statusCode).toBe(404);
    const again = await t.post('/api/v1/file/remove', { fileId: file.id }, cast.coTeacher.session);
    expect(again.json()).toEqual({ code: 404, msg: 'No such file.' });
    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, 'file'), eq(deletedHistory.entityId, file.id)));
    expect(entry).toMatchObject({ name: 'draft.txt', deletedBy: cast.coTeacher.user.id });

    const restore = await t.post('/api/v1/deleted/restore', { _id: entry!.id }, cast.admin.session);
    expect(restore.statusCode).toBe(200);
    expect((await t.get(`/api/v1/file/fileItem/${file.id}`, cast.studentMember.session)).statusCode).toBe(
      200,
    );
  });

  it('refuses a body without a file id', async () => {
    const response = await t.post('/api/v1/file/remove', {}, cast.teacherOwner.session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, fields: { fileId: expect.any(String) } });
  });
});
