import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accommodations } from '../../db/schema';
import { addQuestions, attemptWith, sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createCourse, createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 15, the teacher's authoring view and settings, and per-student accommodations: who may read and write
 * them, what a malformed write is told, and a test's calls refusing an exam and the reverse.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const test = () => createItem(t.app, cast.course, { kind: 'test' });
const authoring = (itemId: string, who: Person = cast.teacherOwner, kind = 'test') =>
  t.get(`/api/v1/${kind}/getQuestions/${itemId}`, who.session);
const settings = {
  mode: 'offline',
  attemptsAllowed: 2,
  shuffleQuestions: true,
  shuffleChoices: false,
  allowAnswerFile: true,
};
const saveSettings = (itemId: string, fields: object = {}, who: Person = cast.teacherOwner, kind = 'test') =>
  t.post(`/api/v1/${kind}/saveSettings`, { itemId, ...settings, ...fields }, who.session);
const saveAccommodations = (itemId: string, list: object[], who: Person = cast.teacherOwner) =>
  t.post('/api/v1/test/saveAccommodations', { itemId, accommodations: list }, who.session);

describe('GET /api/v1/{test|exam}/getQuestions/{refId}', () => {
  it('gives the course’s teachers the settings (defaults before any), the questions with keys in order, and the attempts so far', async () => {
    const item = await test();
    const first = sampleQuestion({ text: '<p>First</p>' });
    const second = sampleQuestion({ type: 'one_word', text: '<p>Second</p>', choices: [], answer: 'Paris' });
    await addQuestions(t.app, item, [first, second]);
    await attemptWith(t.app, item, cast.studentMember.user, []);
    for (const who of [cast.teacherOwner, cast.coTeacher, cast.admin]) {
      const response = await authoring(item.id, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        settings: {
          mode: 'live',
          attemptsAllowed: 1,
          shuffleQuestions: false,
          shuffleChoices: false,
          allowAnswerFile: false,
        },
        questions: [first, second],
        accommodations: [],
        attemptCount: 1,
      });
    }
  });

  it('is refused to a student (the keys are in it), to a teacher of another course, and for another kind', async () => {
    const item = await test();
    expect((await authoring(item.id, cast.studentMember)).statusCode).toBe(403);
    expect((await authoring(item.id, cast.teacherOutsider)).statusCode).toBe(403);
    expect((await t.get(`/api/v1/test/getQuestions/${item.id}`)).statusCode).toBe(401);
    const exam = await authoring(item.id, cast.teacherOwner, 'exam');
    expect(exam.statusCode).toBe(400);
    expect(exam.json()).toMatchObject({
      msg: 'This is for exams only.',
      fields: { itemId: 'Choose an exam.' },
    });
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    expect((await authoring(lecture.id)).json().msg).toBe('This is for tests only.');
    expect((await authoring('no-such-item')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/{test|exam}/saveSettings', () => {
  it('stores the settings, which the authoring view and getCurrent then show', async () => {
    const exam = await createItem(t.app, cast.course, { kind: 'exam' });
    expect((await saveSettings(exam.id, {}, cast.coTeacher, 'exam')).json()).toEqual({
      code: 0,
      msg: 'The settings are saved.',
    });
    expect((await authoring(exam.id, cast.teacherOwner, 'exam')).json().data.settings).toEqual(settings);
    const current = await t.get(`/api/v1/exam/getCurrent/${exam.id}`, cast.studentMember.session);
    expect(current.json().data).toMatchObject({ ...settings, questionCount: 0, totalMarks: 0 });
  });

  it.each([
    [{ mode: 'paper' }, 'mode', 'Mode: choose live or offline.'],
    [{ attemptsAllowed: 0 }, 'attemptsAllowed', 'Attempts: at least 1.'],
    [{ attemptsAllowed: 21 }, 'attemptsAllowed', 'Attempts: at most 20.'],
    [{ shuffleChoices: 'yes' }, 'shuffleChoices', 'Shuffle choices: choose yes or no.'],
  ])('refuses %j with a message naming the field', async (fields, field, message) => {
    const item = await test();
    const response = await saveSettings(item.id, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect((await authoring(item.id)).json().data.settings.mode).toBe('live');
  });

  it('is refused to a student and to a teacher of another course; a test cannot go offline while its live sitting is open', async () => {
    const item = await test();
    expect((await saveSettings(item.id, {}, cast.studentMember)).statusCode).toBe(403);
    expect((await saveSettings(item.id, {}, cast.teacherOutsider)).statusCode).toBe(403);
    const live = await createItem(t.app, cast.course, { kind: 'test', startedLive: true });
    const refused = await saveSettings(live.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'The live test is open: close it before setting the test to be sat offline.',
    );
    expect((await saveSettings(live.id, { mode: 'live' })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/test/saveAccommodations', () => {
  it('replaces the list; the authoring view shows each student by name', async () => {
    const item = await test();
    const ann = { userId: cast.studentMember.user.id, extraMinutes: 15, extraAttempts: 1 };
    const bob = { userId: cast.classmate.user.id, extraMinutes: 0, extraAttempts: 2 };
    expect((await saveAccommodations(item.id, [bob, ann])).json()).toEqual({
      code: 0,
      msg: 'The extra time and attempts are saved.',
    });
    expect((await saveAccommodations(item.id, [ann])).statusCode).toBe(200);
    expect((await authoring(item.id)).json().data.accommodations).toEqual([
      {
        ...ann,
        student: {
          _id: cast.studentMember.user.id,
          username: cast.studentMember.user.username,
          fullName: 'Ann Able',
        },
      },
    ]);
    expect((await saveAccommodations(item.id, [])).statusCode).toBe(200);
    expect((await authoring(item.id)).json().data.accommodations).toEqual([]);
  });

  it('refuses anyone who is not a student of the course, naming each entry, and changes nothing', async () => {
    const item = await test();
    const ann = { userId: cast.studentMember.user.id, extraMinutes: 15, extraAttempts: 0 };
    await saveAccommodations(item.id, [ann]);
    const response = await saveAccommodations(item.id, [
      ann,
      { userId: cast.studentOutsider.user.id, extraMinutes: 5, extraAttempts: 0 },
      { userId: cast.coTeacher.user.id, extraMinutes: 5, extraAttempts: 0 },
      { userId: 'nobody', extraMinutes: 5, extraAttempts: 0 },
    ]);
    expect(response.statusCode).toBe(400);
    const msg =
      'Extra time and attempts are for the students of this course; not a student of it: entry 2 (Otto Outsider), ' +
      'entry 3 (Cora Coteacher), entry 4.';
    expect(response.json()).toEqual({ code: 400, msg, fields: { accommodations: msg } });
    expect(
      await t.app.db.select().from(accommodations).where(eq(accommodations.itemId, item.id)),
    ).toMatchObject([{ userId: ann.userId, extraMinutes: 15 }]);
  });

  it.each([
    [
      [{ userId: 'u', extraMinutes: -1, extraAttempts: 0 }],
      'accommodations.0.extraMinutes',
      'Extra time: 0 or more minutes.',
    ],
    [
      [{ userId: 'u', extraMinutes: 1441, extraAttempts: 0 }],
      'accommodations.0.extraMinutes',
      'Extra time: at most 1440 minutes.',
    ],
    [
      [{ userId: 'u', extraMinutes: 1.5, extraAttempts: 0 }],
      'accommodations.0.extraMinutes',
      'Extra time: whole minutes.',
    ],
    [
      [
        { userId: 'u', extraMinutes: 1, extraAttempts: 0 },
        { userId: 'u', extraMinutes: 2, extraAttempts: 0 },
      ],
      'accommodations',
      'Each student only once.',
    ],
  ])('refuses a malformed list %j', async (list, field, message) => {
    const response = await saveAccommodations((await test()).id, list);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('is refused to a student and to a teacher of another course, for an item of theirs too', async () => {
    const item = await test();
    expect((await saveAccommodations(item.id, [], cast.studentMember)).statusCode).toBe(403);
    expect((await saveAccommodations(item.id, [], cast.teacherOutsider)).statusCode).toBe(403);
    const elsewhere = await createCourse(t.app, cast.teacherOutsider.user);
    const theirs = await createItem(t.app, elsewhere, { kind: 'test' });
    expect((await saveAccommodations(theirs.id, [])).statusCode).toBe(403);
  });
});
