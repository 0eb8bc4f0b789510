import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FileRow, notes } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createFile } from '../../test/fileFactories';
import { testFileApp } from '../../test/testFileApp';

/** Issue 14, SPEC §7 "Notes": a user's private notes beside a document, for each kind of caller. */
const t = testFileApp();
let cast: Cast;
let file: FileRow;

beforeAll(async () => {
  cast = await courseCast(t.app);
  file = await createFile(t.app, cast.course, cast.teacherOwner.user, { name: 'syllabus.pdf' });
});

const noteUrl = (fileId: string, userId: string) => `/api/v1/note/getNote4Doc/${fileId}/${userId}`;
const save = (fileId: string, text: string, who: Person) =>
  t.post('/api/v1/note/saveNote4Doc', { fileId, text }, who.session);

async function rowsOf(userId: string, fileId: string) {
  return t.app.db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.fileId, fileId)));
}

describe('a student member and their own note', () => {
  it('reads an empty note before the first save', async () => {
    const own = await createFile(t.app, cast.course, cast.teacherOwner.user);
    const response = await t.get(noteUrl(own.id, cast.classmate.user.id), cast.classmate.session);
    expect(response.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { text: '', updatedAt: null },
    });
  });

  it('saves a note and reads it back; a second save replaces it, in one row', async () => {
    const first = await save(file.id, 'Chapter 2:\n  read twice.', cast.studentMember);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      code: 0,
      msg: 'Your notes are saved.',
      data: { text: 'Chapter 2:\n  read twice.', updatedAt: expect.any(String) },
    });
    const read = await t.get(noteUrl(file.id, cast.studentMember.user.id), cast.studentMember.session);
    expect(read.json().data).toEqual(first.json().data);

    const second = await save(file.id, 'Chapter 3 instead.', cast.studentMember);
    expect(second.json().data.text).toBe('Chapter 3 instead.');
    const again = await t.get(noteUrl(file.id, cast.studentMember.user.id), cast.studentMember.session);
    expect(again.json().data.text).toBe('Chapter 3 instead.');
    expect(await rowsOf(cast.studentMember.user.id, file.id)).toHaveLength(1);
  });
});

describe('privacy', () => {
  it.each([
    ['another student of the course', 'classmate'],
    ["the course's teacher", 'teacherOwner'],
    ['an administrator', 'admin'],
  ] as const)("refuses %s the student's note with 403", async (_who, actor) => {
    await save(file.id, 'Mine alone.', cast.studentMember);
    const response = await t.get(noteUrl(file.id, cast.studentMember.user.id), cast[actor].session);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: 'Notes are private: you can only read your own.' });
  });

  it('refuses an outsider of the course a note on its file, and saves nothing', async () => {
    const saved = await save(file.id, 'Sneaking in.', cast.studentOutsider);
    expect(saved.json()).toEqual({ code: 403, msg: 'You are not a member of this course.' });
    const read = await t.get(noteUrl(file.id, cast.studentOutsider.user.id), cast.studentOutsider.session);
    expect(read.statusCode).toBe(403);
    expect(await rowsOf(cast.studentOutsider.user.id, file.id)).toEqual([]);
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await t.get(noteUrl(file.id, cast.studentMember.user.id))).statusCode).toBe(401);
    expect((await t.post('/api/v1/note/saveNote4Doc', { fileId: file.id, text: 'x' })).statusCode).toBe(401);
  });
});

describe('a removed or unknown file', () => {
  it('answers 404 to reading or saving its notes, as for the file itself', async () => {
    const removed = await createFile(t.app, cast.course, cast.teacherOwner.user, { name: 'old.pdf' });
    await save(removed.id, 'Before it went.', cast.studentMember);
    await t.post('/api/v1/file/remove', { fileId: removed.id }, cast.teacherOwner.session);
    const read = await t.get(noteUrl(removed.id, cast.studentMember.user.id), cast.studentMember.session);
    expect(read.json()).toEqual({ code: 404, msg: 'No such file.' });
    const saved = await save(removed.id, 'After.', cast.studentMember);
    expect(saved.json()).toEqual({ code: 404, msg: 'No such file.' });
    const unknown = await t.get(
      noteUrl('no-such-file', cast.studentMember.user.id),
      cast.studentMember.session,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('invalid input', () => {
  it('refuses an over-long note with 400 naming the field, and keeps the saved one', async () => {
    await save(file.id, 'Kept.', cast.studentMember);
    const response = await save(file.id, 'x'.repeat(20_001), cast.studentMember);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Notes: at most 20,000 characters.',
      fields: { text: 'Notes: at most 20,000 characters.' },
    });
    const read = await t.get(noteUrl(file.id, cast.studentMember.user.id), cast.studentMember.session);
    expect(read.json().data.text).toBe('Kept.');
  });

  it('takes a note of exactly 20,000 characters, and an empty one', async () => {
    expect((await save(file.id, 'y'.repeat(20_000), cast.studentMember)).statusCode).toBe(200);
    expect((await save(file.id, '', cast.studentMember)).json().data.text).toBe('');
  });

  it('refuses malformed ids with 400', async () => {
    const long = 'x'.repeat(65);
    const read = await t.get(noteUrl(long, cast.studentMember.user.id), cast.studentMember.session);
    expect(read.statusCode).toBe(400);
    expect(read.json()).toMatchObject({ code: 400, fields: { fileId: expect.any(String) } });
    const saved = await t.post(
      '/api/v1/note/saveNote4Doc',
      { fileId: '', text: 'x' },
      cast.studentMember.session,
    );
    expect(saved.json()).toMatchObject({ code: 400, fields: { fileId: expect.any(String) } });
    const noText = await t.post('/api/v1/note/saveNote4Doc', { fileId: file.id }, cast.studentMember.session);
    expect(noText.json()).toMatchObject({ code: 400, fields: { text: 'Notes: write them as text.' } });
  });
});
