import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RosterLine } from '../../../core/schemas/assessments';
import { PROCTOR_REF_TYPE, type ProctorEvent } from '../../../core/schemas/realtime';
import { attempts } from '../../db/schema';
import { accommodate, createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { addMember, createCourse } from '../../test/courseFactories';
import { createUser } from '../../test/factories';
import { movableClock } from '../../test/movableClock';
import { caughtUp, collect, nextEvent, publish } from '../../test/realtimeClient';
import { type Online, socketTestApp } from '../../test/socketTestApp';
import { sweepOverdueAttempts } from './deadlineSweeper';

/**
 * Issue 15, proctoring: the live roster of a sitting (who is in, answered count, focus losses as they happen),
 * terminate (flag set) or disqualify (flag unset) one student, who alone gets SPEC §4's background notification
 * (refType testNexam) and whose disqualified attempt scores zero.
 */
const clock = movableClock();
const t = socketTestApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const start = (itemId: string, who: Person = cast.studentMember) =>
  t.post('/api/v1/test/startAttempt', { itemId }, who.session);
const save = (
  attemptId: string,
  questionId: string,
  answer: string,
  seq: number,
  who: Person = cast.studentMember,
) => t.post('/api/v1/test/saveAnswer', { attemptId, questionId, answer, seq }, who.session);
const terminate = (attemptId: string, flag: boolean, who: Person = cast.teacherOwner) =>
  t.post('/api/v1/test/terminate', { attemptId, flag }, who.session);
const attemptRow = async (id: string) =>
  (await t.app.db.select().from(attempts).where(eq(attempts.id, id)))[0]!;
const watch = (who: Online, itemId: string) =>
  publish(who.socket, { name: 'proctor', options: { itemId }, join: true });
const listen = (who: Online) =>
  publish(who.socket, { name: 'notification', options: { teamId: 'notification' }, join: true });

describe('the proctor publication', () => {
  it("tells of each student's line as they start, answer, lose focus and hand in, and the roster then shows it", async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const proctor = await t.goOnline(cast.teacherOwner);
    expect(await watch(proctor, item.id)).toMatchObject({ code: 0 });
    const told = collect<ProctorEvent>(proctor.socket, 'proctor');
    const readRoster = async () =>
      (await t.get(`/api/v1/test/getProctorRoster/${item.id}`, cast.teacherOwner.session)).json().data;

    const attemptId = (await start(item.id)).json().data.attempt._id;
    await caughtUp(t.app, proctor.socket);
    expect(told).toEqual([{ itemId: item.id, attemptId }]);
    const shown = [await readRoster()];
    await save(attemptId, 'capital', 'Paris', 1);
    shown.push(await readRoster());
    await t.post('/api/v1/test/reportFocus', { attemptId, event: 'hidden' }, cast.studentMember.session);
    shown.push(await readRoster());
    await t.post('/api/v1/test/submitAttempt', { attemptId }, cast.studentMember.session);
    shown.push(await readRoster());
    await caughtUp(t.app, proctor.socket);

    expect(told).toEqual(Array(4).fill({ itemId: item.id, attemptId }));
    expect(shown.map(([line]) => [line.state, line.answered, line.focusEvents.length])).toEqual([
      ['open', 0, 0],
      ['open', 1, 0],
      ['open', 1, 1],
      ['graded', 1, 1],
    ]);
    expect(shown[2]).toEqual([
      {
        attemptId,
        student: {
          _id: cast.studentMember.user.id,
          username: cast.studentMember.user.username,
          fullName: 'Ann Able',
        },
        state: 'open',
        endedBy: null,
        startedAt: clock.now().toISOString(),
        deadlineAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
        answered: 1,
        questionCount: 4,
        focusEvents: [{ event: 'hidden', at: clock.now().toISOString() }],
      } satisfies RosterLine,
      // Bob, who has not started, is on it too (issue 37).
      expect.objectContaining({ state: 'notStarted', attemptId: null }),
    ]);
  });

  it('is for those who teach the test', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    expect(await watch(await t.goOnline(cast.coTeacher), item.id)).toMatchObject({ code: 0 });
    expect(await watch(await t.goOnline(cast.studentMember), item.id)).toMatchObject({ code: 403 });
    expect(await watch(await t.goOnline(cast.teacherOutsider), item.id)).toMatchObject({ code: 403 });
  });

  it('stops telling a co-teacher removed from the course: its proctor rooms go with its other rooms', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const teacher = await t.online({ role: 'teacher' });
    await addMember(t.app, cast.course, teacher.user, 'teacher');
    expect(await watch(teacher, item.id)).toMatchObject({ code: 0 });
    const heard = collect(teacher.socket, 'proctor');
    const removed = await t.post(
      '/api/v1/course/removeMember',
      { courseId: cast.course.id, userId: teacher.user.id },
      cast.teacherOwner.session,
    );
    expect(removed.statusCode).toBe(200);
    await start(item.id);
    await caughtUp(t.app, teacher.socket);
    expect(heard).toEqual([]);
  });
});

describe('a sitting page that goes away (issue 37)', () => {
  const sit = (who: Online, attemptId: string) =>
    publish(who.socket, { name: 'sitting', options: { attemptId }, join: true });
  const presenceOf = async (itemId: string, attemptId: string) => {
    const roster: RosterLine[] = (
      await t.get(`/api/v1/test/getProctorRoster/${itemId}`, cast.teacherOwner.session)
    ).json().data;
    return roster.find((line) => line.attemptId === attemptId)!.focusEvents;
  };

  it("tells the proctor when the student's last page leaves, since when, and when one is back", async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    const proctor = await t.goOnline(cast.teacherOwner);
    await watch(proctor, item.id);
    const page = await t.goOnline(cast.studentMember);
    const otherTab = await t.goOnline(cast.studentMember);
    expect(await sit(page, attemptId)).toMatchObject({ code: 0 });
    expect(await sit(otherTab, attemptId)).toMatchObject({ code: 0 });
    // Coming is no news: the pages of a sitting that just started note nothing.
    expect(await presenceOf(item.id, attemptId)).toEqual([]);

    // One of two tabs closes: the student is still there.
    otherTab.socket.disconnect();
    const reported = nextEvent(proctor.socket, 'proctor');
    await t.post('/api/v1/test/reportFocus', { attemptId, event: 'blur' }, cast.studentMember.session);
    await reported;
    expect((await presenceOf(item.id, attemptId)).map((e) => e.event)).toEqual(['blur']);

    // The last one closes (or its network goes): the proctor is told at once, with the time.
    clock.advance(60_000);
    const gone = nextEvent<ProctorEvent>(proctor.socket, 'proctor');
    page.socket.disconnect();
    expect(await gone).toEqual({ itemId: item.id, attemptId });
    expect((await presenceOf(item.id, attemptId)).at(-1)).toEqual({
      event: 'disconnected',
      at: clock.now().toISOString(),
    });

    // Back, as the page's socket joins again after a reconnect.
    clock.advance(60_000);
    const back = await t.goOnline(cast.studentMember);
    expect(await sit(back, attemptId)).toMatchObject({ code: 0 });
    expect((await presenceOf(item.id, attemptId)).map((e) => e.event)).toEqual([
      'blur',
      'disconnected',
      'connected',
    ]);
  });

  it("is the student's own, and no page can report it", async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    expect(await sit(await t.goOnline(cast.classmate), attemptId)).toMatchObject({ code: 403 });
    expect(await sit(await t.goOnline(cast.teacherOwner), attemptId)).toMatchObject({ code: 403 });
    const forged = await t.post(
      '/api/v1/test/reportFocus',
      { attemptId, event: 'connected' },
      cast.studentMember.session,
    );
    expect(forged.statusCode).toBe(400);
  });

  it('notes nothing once the attempt is handed in', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    const page = await t.goOnline(cast.studentMember);
    expect(await sit(page, attemptId)).toMatchObject({ code: 0 });
    await t.post('/api/v1/test/submitAttempt', { attemptId }, cast.studentMember.session);
    const proctor = await t.goOnline(cast.teacherOwner);
    await watch(proctor, item.id);
    const heard = collect(proctor.socket, 'proctor');
    page.socket.disconnect();
    // Another student's start is heard after: by then the page's leave has been handled.
    const theirs = nextEvent(proctor.socket, 'proctor');
    await start(item.id, cast.classmate);
    await theirs;
    expect(heard).toHaveLength(1);
    expect(await presenceOf(item.id, attemptId)).toEqual([]);
  });
});

describe('extra time changed while a student sits', () => {
  const saveExtra = (itemId: string, extraMinutes: number) =>
    t.post(
      '/api/v1/test/saveAccommodations',
      { itemId, accommodations: [{ userId: cast.studentMember.user.id, extraMinutes, extraAttempts: 0 }] },
      cast.teacherOwner.session,
    );

  it("moves the open attempt's deadline and tells that student and the proctor, no one else", async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const student = await t.goOnline(cast.studentMember);
    const classmate = await t.goOnline(cast.classmate);
    const proctor = await t.goOnline(cast.teacherOwner);
    await watch(proctor, item.id);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    const theirs = (await start(item.id, cast.classmate)).json().data.attempt._id;
    await caughtUp(t.app, proctor.socket);
    const toStudent = collect(student.socket, 'sitting');
    const toClassmate = collect(classmate.socket, 'sitting');
    const toProctor = collect<ProctorEvent>(proctor.socket, 'proctor');
    const startedAt = clock.now().getTime();
    clock.advance(10 * 60_000);

    expect((await saveExtra(item.id, 15)).statusCode).toBe(200);
    for (const who of [student, classmate, proctor]) await caughtUp(t.app, who.socket);
    expect(toStudent).toEqual([{ itemId: item.id }]);
    expect(toClassmate).toEqual([]);
    expect(toProctor).toEqual([{ itemId: item.id, attemptId }]);
    const sitting = (
      await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session)
    ).json();
    expect(sitting.data.attempt.deadlineAt).toBe(new Date(startedAt + 45 * 60_000).toISOString());
    expect((await attemptRow(theirs)).deadlineAt).toEqual(new Date(startedAt + 30 * 60_000));

    // Taken back after the student used it: the attempt ends now, not in the past.
    clock.advance(25 * 60_000);
    expect((await saveExtra(item.id, 0)).statusCode).toBe(200);
    expect((await attemptRow(attemptId)).deadlineAt).toEqual(clock.now());
  });
});

describe('a removed test', () => {
  it('closes its proctor room', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const proctor = await t.goOnline(cast.teacherOwner);
    await watch(proctor, item.id);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    await caughtUp(t.app, proctor.socket);
    const heard = collect(proctor.socket, 'proctor');
    const removed = await t.post('/api/v1/item/remove', { itemId: item.id }, cast.teacherOwner.session);
    expect(removed.statusCode).toBe(200);
    // The deadline still hands the attempt in, unheard.
    clock.advance(31 * 60_000);
    await sweepOverdueAttempts(t.app.ctx);
    expect((await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!.state).toBe(
      'graded',
    );
    await caughtUp(t.app, proctor.socket);
    expect(heard).toEqual([]);
  });
});

describe('GET /api/v1/{test|exam}/getProctorRoster/{refId}', () => {
  it("lists each student's latest attempt by name, with the server's time", async () => {
    const { item } = await createAssessment(t.app, cast.course, { settings: { attemptsAllowed: 2 } });
    const first = (await start(item.id)).json().data.attempt._id;
    await t.post('/api/v1/test/submitAttempt', { attemptId: first }, cast.studentMember.session);
    const second = (await start(item.id)).json().data.attempt._id;
    const theirs = (await start(item.id, cast.classmate)).json().data.attempt._id;
    await save(theirs, 'grass', 'green', 1, cast.classmate);
    const reply = (await t.get(`/api/v1/test/getProctorRoster/${item.id}`, cast.coTeacher.session)).json();
    // With the server's time, by which the proctor's page counts the time left.
    expect(reply.serverNow).toBe(clock.now().toISOString());
    const roster = reply.data;
    expect(roster.map((l: RosterLine) => [l.student.fullName, l.attemptId, l.answered])).toEqual([
      ['Ann Able', second, 0],
      ['Bob Baker', theirs, 1],
    ]);
    expect(
      (await t.get(`/api/v1/test/getProctorRoster/${item.id}`, cast.studentMember.session)).statusCode,
    ).toBe(403);
    expect(
      (await t.get(`/api/v1/test/getProctorRoster/${item.id}`, cast.teacherOutsider.session)).statusCode,
    ).toBe(403);
    expect(
      (await t.get(`/api/v1/exam/getProctorRoster/${item.id}`, cast.teacherOwner.session)).statusCode,
    ).toBe(400);
  });

  it('lists every student expected to sit it, those who have not started as not started (issue 37)', async () => {
    // A course of its own: the shared one's students would be expected on every other test of this file.
    const course = await createCourse(t.app, cast.teacherOwner.user);
    await addMember(t.app, course, cast.coTeacher.user, 'teacher');
    for (const student of [cast.studentMember, cast.classmate, cast.disabled])
      await addMember(t.app, course, student.user);
    const cleo = await createUser(t.app, { fullName: 'Cleo Extra' });
    await addMember(t.app, course, cleo);
    const { item } = await createAssessment(t.app, course);
    await accommodate(t.app, item, cleo, { extraMinutes: 15 });
    const attemptId = (await start(item.id)).json().data.attempt._id;
    const readRoster = async (): Promise<RosterLine[]> =>
      (await t.get(`/api/v1/test/getProctorRoster/${item.id}`, cast.teacherOwner.session)).json().data;

    // Not the teachers, not a student outside the course, not an account that cannot sign in.
    expect(await readRoster()).toEqual([
      expect.objectContaining({ student: expect.objectContaining({ fullName: 'Ann Able' }), attemptId }),
      {
        attemptId: null,
        student: {
          _id: cast.classmate.user.id,
          username: cast.classmate.user.username,
          fullName: 'Bob Baker',
        },
        state: 'notStarted',
        endedBy: null,
        startedAt: null,
        deadlineAt: null,
        answered: 0,
        questionCount: 4,
        focusEvents: [],
      } satisfies RosterLine,
      expect.objectContaining({
        student: expect.objectContaining({ fullName: 'Cleo Extra' }),
        state: 'notStarted',
      }),
    ]);

    const bobs = (await start(item.id, cast.classmate)).json().data.attempt._id;
    expect((await readRoster()).map((line) => [line.student.fullName, line.state, line.attemptId])).toEqual([
      ['Ann Able', 'open', attemptId],
      ['Bob Baker', 'open', bobs],
      ['Cleo Extra', 'notStarted', null],
    ]);
  });

  it('shows an attempt whose time ran out as handed in', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    await start(item.id);
    clock.advance(31 * 60_000);
    const roster = (await t.get(`/api/v1/test/getProctorRoster/${item.id}`, cast.teacherOwner.session)).json()
      .data;
    expect(roster[0]).toMatchObject({ state: 'graded', endedBy: 'deadline' });
  });
});

describe('POST /api/v1/{test|exam}/terminate', () => {
  it('terminates with the flag set: handed in, marked on the answers so far, the student alone told', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const ann = await t.goOnline(cast.studentMember);
    const bob = await t.goOnline(cast.classmate);
    await listen(ann);
    await listen(bob);
    const annHears = collect(ann.socket, 'notification');
    const bobHears = collect(bob.socket, 'notification');
    const attemptId = (await start(item.id)).json().data.attempt._id;
    await save(attemptId, 'capital', 'Paris', 1);
    await save(attemptId, 'grass', 'green', 1);
    await save(attemptId, 'essay', 'Because', 1);

    const told = nextEvent(ann.socket, 'notification');
    const response = await terminate(attemptId, true);
    expect(response.json()).toMatchObject({
      code: 0,
      msg: 'The attempt is ended and handed in.',
      data: { _id: attemptId, state: 'submitted', endedBy: 'terminated', mark: null },
    });
    expect(await told).toEqual({
      courseId: cast.course.id,
      refType: PROCTOR_REF_TYPE,
      refId: item.id,
      flag: true,
      type: 'background',
      createdAt: clock.now().toISOString(),
    });
    await caughtUp(t.app, ann.socket);
    await caughtUp(t.app, bob.socket);
    expect(annHears).toHaveLength(1);
    expect(bobHears).toEqual([]);
    // The answers so far are marked; the brief one waits for the teacher.
    const detail = (
      await t.get(`/api/v1/test/getCurrentAnswer/${item.id}/${attemptId}`, cast.teacherOwner.session)
    ).json().data;
    expect(
      detail.answers.map((a: { questionId: string; mark: number | null }) => [a.questionId, a.mark]),
    ).toEqual(
      expect.arrayContaining([
        ['capital', 2],
        ['grass', 3],
        ['primes', 0],
        ['essay', null],
      ]),
    );
    expect((await save(attemptId, 'primes', '2', 2)).json()).toEqual({
      code: 409,
      msg: 'This attempt has been handed in; your answers up to then are kept.',
    });
  });

  it('disqualifies with the flag unset: zero, whatever happens later', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const ann = await t.goOnline(cast.studentMember);
    await listen(ann);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    await save(attemptId, 'capital', 'Paris', 1);
    const told = nextEvent<{ flag: boolean; refType: string }>(ann.socket, 'notification');
    expect((await terminate(attemptId, false, cast.coTeacher)).json()).toMatchObject({
      msg: 'The student is disqualified.',
      data: { state: 'graded', endedBy: 'disqualified', mark: 0 },
    });
    expect(await told).toMatchObject({ refType: PROCTOR_REF_TYPE, flag: false });
    const grade = await t.post(
      '/api/v1/test/gradeAttempt',
      { attemptId, marks: [{ questionId: 'essay', mark: 10 }] },
      cast.teacherOwner.session,
    );
    expect(grade.json()).toEqual({
      code: 409,
      msg: 'The proctor disqualified this attempt: its mark stays 0.',
    });
    await t.post('/api/v1/test/release', { itemId: item.id }, cast.teacherOwner.session);
    const seen = (await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session)).json()
      .data;
    expect(seen.attempt).toMatchObject({ state: 'released', endedBy: 'disqualified', mark: 0 });
    expect(seen.answers.every((a: { mark: number }) => a.mark === 0)).toBe(true);
  });

  it('refuses an attempt already handed in, and anyone but those who teach the course', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    expect((await terminate(attemptId, true, cast.studentMember)).statusCode).toBe(403);
    expect((await terminate(attemptId, true, cast.teacherOutsider)).statusCode).toBe(403);
    expect(
      (await t.post('/api/v1/test/terminate', { attemptId }, cast.teacherOwner.session)).statusCode,
    ).toBe(400);
    expect((await terminate(attemptId, true, cast.admin)).statusCode).toBe(200);
    expect((await terminate(attemptId, false)).json()).toEqual({
      code: 409,
      msg: 'This attempt was already handed in.',
    });
    expect((await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!.endedBy).toBe(
      'terminated',
    );
  });
});
