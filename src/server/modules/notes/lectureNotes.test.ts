import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CourseItemRow, notes } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/** Issue 14, SPEC §7 getNote4Lecture: a user's private notes on a lecture, kept like their notes on a document. */
const t = testFileApp();
let cast: Cast;
let lecture: CourseItemRow;

beforeAll(async () => {
  cast = await courseCast(t.app);
  lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
});

const noteUrl = (lectureId: string, who: Person, courseId = cast.course.id) =>
  `/api/v1/note/getNote4Lecture/${courseId}/${lectureId}/${who.user.id}`;
const save = (lectureId: string, text: string, who: Person) =>
  t.post('/api/v1/note/saveNote4Lecture', { lectureId, text }, who.session);

describe('notes on a lecture', () => {
  it('reads empty before the first save, then what was saved; a second save replaces it in one row', async () => {
    const empty = await t.get(noteUrl(lecture.id, cast.classmate), cast.classmate.session);
    expect(empty.json().data).toEqual({ text: '', updatedAt: null });
    expect((await save(lecture.id, 'Slide 4: the OSI layers.', cast.studentMember)).json()).toEqual({
      code: 0,
      msg: 'Your notes are saved.',
      data: { text: 'Slide 4: the OSI layers.', updatedAt: expect.any(String) },
    });
    await save(lecture.id, 'Slide 5 too.', cast.studentMember);
    const read = await t.get(noteUrl(lecture.id, cast.studentMember), cast.studentMember.session);
    expect(read.json().data.text).toBe('Slide 5 too.');
    const rows = await t.app.db
      .select()
      .from(notes)
      .where(and(eq(notes.userId, cast.studentMember.user.id), eq(notes.lectureId, lecture.id)));
    expect(rows).toHaveLength(1);
  });

  it('keeps each person’s notes private, and the teachers’ their own', async () => {
    await save(lecture.id, 'Mine.', cast.studentMember);
    for (const other of [cast.classmate, cast.teacherOwner, cast.admin]) {
      const response = await t.get(noteUrl(lecture.id, cast.studentMember), other.session);
      expect(response.json()).toEqual({ code: 403, msg: 'Notes are private: you can only read your own.' });
    }
    expect((await save(lecture.id, 'Teaching plan.', cast.teacherOwner)).statusCode).toBe(200);
    const own = await t.get(noteUrl(lecture.id, cast.teacherOwner), cast.teacherOwner.session);
    expect(own.json().data.text).toBe('Teaching plan.');
  });

  it('refuses an outsider, another course in the address, and an item that is not a lecture, saving nothing', async () => {
    expect((await save(lecture.id, 'In.', cast.studentOutsider)).statusCode).toBe(403);
    expect(
      (await t.get(noteUrl(lecture.id, cast.studentOutsider), cast.studentOutsider.session)).statusCode,
    ).toBe(403);
    const elsewhere = await t.get(
      noteUrl(lecture.id, cast.studentMember, 'another-course'),
      cast.studentMember.session,
    );
    expect(elsewhere.json()).toEqual({ code: 404, msg: 'No such lecture in this course.' });
    const essay = await createItem(t.app, cast.course, { kind: 'assignment' });
    expect((await save(essay.id, 'Not a lecture.', cast.studentMember)).json()).toEqual({
      code: 404,
      msg: 'No such lecture.',
    });
    const stored = await t.app.db.select().from(notes).where(eq(notes.lectureId, essay.id));
    expect(stored).toEqual([]);
  });

  it('asks an anonymous caller to sign in, and refuses a malformed body', async () => {
    expect((await t.get(noteUrl(lecture.id, cast.studentMember))).statusCode).toBe(401);
    const noText = await t.post(
      '/api/v1/note/saveNote4Lecture',
      { lectureId: lecture.id },
      cast.studentMember.session,
    );
    expect(noText.json()).toMatchObject({ code: 400, fields: { text: 'Notes: write them as text.' } });
  });
});
