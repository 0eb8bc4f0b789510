import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSESSMENT } from '../../../core/constants';
import { attempts } from '../../db/schema';
import { accommodate, createAssessment, SAMPLE_QUESTIONS } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 15, the sitting: a student starts (or resumes) an attempt with the time really left, each answer is saved as
 * it is given and acknowledged once committed, a late, out-of-order or duplicate write is refused with a clear
 * message, and two tabs handing one attempt in give exactly one result.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const MINUTE = 60_000;
const start = (itemId: string, who: Person = cast.studentMember, kind = 'test') =>
  t.post(`/api/v1/${kind}/startAttempt`, { itemId }, who.session);
const save = (attemptId: string, questionId: string, answer: string, seq: number, who = cast.studentMember) =>
  t.post('/api/v1/test/saveAnswer', { attemptId, questionId, answer, seq }, who.session);
const submit = (attemptId: string, who = cast.studentMember) =>
  t.post('/api/v1/test/submitAttempt', { attemptId }, who.session);
const current = (itemId: string, who = cast.studentMember) =>
  t.get(`/api/v1/test/getSubmitCurrent/${itemId}`, who.session);
const attemptRow = async (id: string) =>
  (await t.app.db.select().from(attempts).where(eq(attempts.id, id)))[0]!;

describe('POST /api/v1/{test|exam}/startAttempt', () => {
  it('opens an attempt: the questions without keys, the deadline the server holds, the attempts left', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const response = await start(item.id);
    expect(response.statusCode).toBe(200);
    const sitting = response.json().data;
    expect(sitting.attempt).toMatchObject({
      itemId: item.id,
      number: 1,
      state: 'open',
      endedBy: null,
      startedAt: clock.now().toISOString(),
      deadlineAt: new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
      mark: null,
      maxMark: 21,
    });
    expect(sitting.questions).toEqual([
      {
        _id: 'capital',
        type: 'one_word',
        text: '<p>The capital of France?</p>',
        choices: [],
        prompts: [],
        multiple: false,
        marks: 2,
      },
      {
        _id: 'grass',
        type: 'mcq',
        text: '<p>The colour of grass?</p>',
        choices: ['red', 'green', 'blue'],
        prompts: [],
        multiple: false,
        marks: 3,
      },
      {
        _id: 'primes',
        type: 'mcq',
        text: '<p>Which are prime?</p>',
        choices: ['2', '3', '4', '5'],
        prompts: [],
        multiple: true,
        marks: 6,
      },
      {
        _id: 'essay',
        type: 'brief',
        text: '<p>Why do leaves fall?</p>',
        choices: [],
        prompts: [],
        multiple: false,
        marks: 10,
      },
    ]);
    expect(sitting).toMatchObject({
      answers: [],
      released: null,
      attemptsLeft: 0,
      serverNow: clock.now().toISOString(),
    });
  });

  it('resumes the open attempt, with its answers and the time really left', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const first = (await start(item.id)).json().data;
    await save(first.attempt._id, 'capital', 'Paris', 1);
    clock.advance(12 * MINUTE);
    const again = (await start(item.id)).json().data;
    expect(again.attempt._id).toBe(first.attempt._id);
    expect(again.attempt.deadlineAt).toBe(first.attempt.deadlineAt);
    expect(new Date(again.attempt.deadlineAt).getTime() - new Date(again.serverNow).getTime()).toBe(
      18 * MINUTE,
    );
    expect(again.answers).toEqual([
      {
        questionId: 'capital',
        answer: 'Paris',
        seq: 1,
        savedAt: first.serverNow,
        mark: null,
        feedback: '',
        markedBy: null,
      },
    ]);
    expect((await current(item.id)).json().data.attempt._id).toBe(first.attempt._id);
  });

  it('gives two tabs starting at once the same attempt', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const replies = await Promise.all([start(item.id), start(item.id), start(item.id)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.json().data.attempt._id)).size).toBe(1);
    expect(await t.app.db.select().from(attempts).where(eq(attempts.itemId, item.id))).toHaveLength(1);
  });

  it('adds the extra time and attempts of a named student', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    await accommodate(t.app, item, cast.studentMember.user, { extraMinutes: 15, extraAttempts: 1 });
    const first = (await start(item.id)).json().data;
    expect(first.attempt.deadlineAt).toBe(new Date(clock.now().getTime() + 45 * MINUTE).toISOString());
    expect(first.attemptsLeft).toBe(1);
    await submit(first.attempt._id);
    const second = (await start(item.id)).json().data;
    expect(second.attempt).toMatchObject({ number: 2, state: 'open' });
    expect(second.attemptsLeft).toBe(0);
    // The classmate has no accommodation.
    const theirs = (await start(item.id, cast.classmate)).json().data;
    expect(theirs.attempt.deadlineAt).toBe(new Date(clock.now().getTime() + 30 * MINUTE).toISOString());
  });

  it('runs an offline test, and a live one without a time limit, to the end of its window', async () => {
    const endAt = new Date(clock.now().getTime() + 50 * MINUTE);
    const offline = await createAssessment(t.app, cast.course, {
      settings: { mode: 'offline' },
      item: { endAt },
    });
    expect((await start(offline.item.id)).json().data.attempt.deadlineAt).toBe(endAt.toISOString());
    const unlimited = await createAssessment(t.app, cast.course, { item: { endAt, durationMinutes: null } });
    expect((await start(unlimited.item.id)).json().data.attempt.deadlineAt).toBe(endAt.toISOString());
  });

  it('keeps a shuffled order across a resume, and each attempt its own', async () => {
    const { item } = await createAssessment(t.app, cast.course, {
      settings: { shuffleQuestions: true, shuffleChoices: true },
    });
    const first = (await start(item.id)).json().data;
    expect((await start(item.id)).json().data.questions).toEqual(first.questions);
    const stored = await attemptRow(first.attempt._id);
    expect(first.questions.map((q: { _id: string }) => q._id)).toEqual(stored.order.questions);
    expect(first.questions.find((q: { _id: string }) => q._id === 'primes').choices).toEqual(
      stored.order.choices.primes,
    );
  });

  it("shows a matching question's prompts in order and its matches shuffled, kept across a resume (issue 33)", async () => {
    const pairs = [
      { prompt: 'Paris', match: 'France' },
      { prompt: 'Rome', match: 'Italy' },
      { prompt: 'Berlin', match: 'Germany' },
      { prompt: 'Madrid', match: 'Spain' },
      { prompt: '', match: 'Portugal' },
    ];
    const { item } = await createAssessment(t.app, cast.course, {
      settings: { shuffleChoices: true },
      questions: [
        { id: 'capitals', type: 'matching', text: '<p>Match.</p>', choices: [], answer: '', pairs, marks: 4 },
      ],
    });
    const shown = async () => (await start(item.id)).json().data.questions[0];
    const ann = await shown();
    expect(ann).toMatchObject({ prompts: ['Paris', 'Rome', 'Berlin', 'Madrid'], multiple: false });
    expect([...ann.choices].sort()).toEqual(['France', 'Germany', 'Italy', 'Portugal', 'Spain']);
    expect(await shown()).toEqual(ann);
    const stored = await t.app.db.select().from(attempts).where(eq(attempts.itemId, item.id));
    expect(stored[0]!.order.choices.capitals).toEqual(ann.choices);
  });

  it('refuses with the reason: not started, over, no attempts left, no questions', async () => {
    const soon = await createAssessment(t.app, cast.course, {
      item: {
        startAt: new Date(clock.now().getTime() + 60 * MINUTE),
        endAt: new Date(clock.now().getTime() + 120 * MINUTE),
      },
    });
    expect((await start(soon.item.id)).json()).toEqual({ code: 409, msg: 'The test has not started yet.' });
    const past = await createAssessment(t.app, cast.course, {
      kind: 'exam',
      item: {
        startAt: new Date(clock.now().getTime() - 120 * MINUTE),
        endAt: new Date(clock.now().getTime() - 60 * MINUTE),
      },
    });
    expect((await start(past.item.id, cast.studentMember, 'exam')).json()).toEqual({
      code: 409,
      msg: 'The exam is over.',
    });
    const once = await createAssessment(t.app, cast.course);
    await submit((await start(once.item.id)).json().data.attempt._id);
    expect((await start(once.item.id)).json()).toEqual({ code: 409, msg: 'No attempts left.' });
    const empty = await createAssessment(t.app, cast.course, { questions: [] });
    // Issue 37: the student's reads say there is nothing to sit, so the page offers no Start.
    const read = await t.get(`/api/v1/test/getCurrent/${empty.item.id}`, cast.studentMember.session);
    expect(read.json().data).toMatchObject({ questionCount: 0, totalMarks: 0 });
    const lines = (
      await t.get(`/api/v1/test/getCurentCourse/${cast.course.id}`, cast.studentMember.session)
    ).json().data;
    expect(lines.find((line: { _id: string }) => line._id === empty.item.id)).toMatchObject({
      questionCount: 0,
    });
    expect((await start(empty.item.id)).json()).toEqual({
      code: 409,
      msg: 'This test has no questions yet.',
    });
    expect(await t.app.db.select().from(attempts).where(eq(attempts.itemId, empty.item.id))).toEqual([]);
  });

  it('opens a live test whose teacher started it before its window', async () => {
    const { item } = await createAssessment(t.app, cast.course, {
      item: {
        manual: false,
        active: true,
        startedLive: true,
        startAt: new Date(clock.now().getTime() + 60 * MINUTE),
        endAt: new Date(clock.now().getTime() + 120 * MINUTE),
      },
    });
    expect((await start(item.id)).json().data.attempt.state).toBe('open');
  });

  it('answers 404 for a test hidden from the student, 400 for another kind, 403 for others', async () => {
    const hidden = await createAssessment(t.app, cast.course, { item: { manual: true, active: false } });
    expect((await start(hidden.item.id)).statusCode).toBe(404);
    const exam = await createAssessment(t.app, cast.course, { kind: 'exam' });
    expect((await start(exam.item.id)).json()).toMatchObject({ code: 400, msg: 'This is for tests only.' });
    const { item } = await createAssessment(t.app, cast.course);
    expect((await start(item.id, cast.teacherOwner)).statusCode).toBe(403);
    expect((await start(item.id, cast.studentOutsider)).statusCode).toBe(403);
    const lecture = await createItem(t.app, cast.course);
    expect((await start(lecture.id)).json()).toMatchObject({ code: 400 });
    expect((await t.post('/api/v1/test/startAttempt', {}, cast.studentMember.session)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/{test|exam}/getSubmitCurrent/{refId}', () => {
  it('is null before the first attempt, then the latest one', async () => {
    const { item } = await createAssessment(t.app, cast.course, { settings: { attemptsAllowed: 2 } });
    expect((await current(item.id)).json()).toEqual({
      code: 0,
      msg: 'Success',
      data: null,
      allowance: { timeLimitMinutes: 30, extraMinutes: 0, attemptsLeft: 2 },
    });
    const first = (await start(item.id)).json().data.attempt;
    await submit(first._id);
    const second = (await start(item.id)).json().data.attempt;
    expect((await current(item.id)).json().data.attempt).toMatchObject({ _id: second._id, number: 2 });
  });

  it('tells the student, before Start, the time limit with their extra time and the attempts left', async () => {
    const { item } = await createAssessment(t.app, cast.course, { settings: { attemptsAllowed: 2 } });
    await accommodate(t.app, item, cast.studentMember.user, { extraMinutes: 15, extraAttempts: 1 });
    expect((await current(item.id)).json().allowance).toEqual({
      timeLimitMinutes: 45,
      extraMinutes: 15,
      attemptsLeft: 3,
    });
    await submit((await start(item.id)).json().data.attempt._id);
    expect((await current(item.id)).json().allowance).toMatchObject({ attemptsLeft: 2 });
  });

  it('has no time limit offline, where the window decides', async () => {
    const { item } = await createAssessment(t.app, cast.course, { settings: { mode: 'offline' } });
    expect((await current(item.id)).json().allowance).toEqual({
      timeLimitMinutes: null,
      extraMinutes: 0,
      attemptsLeft: 1,
    });
  });
});

describe('POST /api/v1/{test|exam}/saveAnswer', () => {
  async function sitting() {
    const { item } = await createAssessment(t.app, cast.course);
    return (await start(item.id)).json().data.attempt._id as string;
  }

  it('saves an answer and acknowledges it once committed', async () => {
    const attemptId = await sitting();
    const response = await save(attemptId, 'primes', '2|5', 1);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'Your answer is saved.',
      data: { questionId: 'primes', answer: '2|5', seq: 1, savedAt: clock.now().toISOString() },
    });
    expect(await save(attemptId, 'primes', '2|3|5', 2)).toMatchObject({ statusCode: 200 });
  });

  it('refuses a write not newer than the saved one, and a duplicate, keeping the newest', async () => {
    const attemptId = await sitting();
    await save(attemptId, 'capital', 'Lyon', 1);
    await save(attemptId, 'capital', 'Paris', 3);
    expect((await save(attemptId, 'capital', 'Nice', 2)).json()).toEqual({
      code: 409,
      msg: 'A newer answer to this question is already saved.',
    });
    expect((await save(attemptId, 'capital', 'Nice', 3)).json()).toEqual({
      code: 409,
      msg: 'A newer answer to this question is already saved.',
    });
    expect((await save(attemptId, 'capital', 'Paris', 3)).json()).toEqual({
      code: 409,
      msg: 'This answer is already saved.',
    });
    const answers = (await current((await attemptRow(attemptId)).itemId)).json().data.answers;
    expect(answers).toMatchObject([{ questionId: 'capital', answer: 'Paris', seq: 3 }]);
  });

  it('keeps the newest of writes racing each other, whatever order they land in', async () => {
    const attemptId = await sitting();
    const replies = await Promise.all(
      [5, 2, 8, 1, 7, 3, 6, 4].map((seq) => save(attemptId, 'essay', `draft ${seq}`, seq)),
    );
    expect(replies.some((r) => r.statusCode === 200)).toBe(true);
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const answers = (await current((await attemptRow(attemptId)).itemId)).json().data.answers;
    expect(answers).toMatchObject([{ questionId: 'essay', answer: 'draft 8', seq: 8 }]);
  });

  it('refuses a question not in the attempt and an answer that does not fit its question', async () => {
    const attemptId = await sitting();
    const notInAttempt = {
      code: 400,
      msg: 'This question is not part of your attempt.',
      fields: { questionId: 'Choose a question of this attempt.' },
    };
    expect((await save(attemptId, 'nope', 'x', 1)).json()).toEqual(notInAttempt);
    // A question of another test of the course is not one of this attempt's either.
    await createAssessment(t.app, cast.course, { questions: [{ ...SAMPLE_QUESTIONS[0]!, id: 'elsewhere' }] });
    expect((await save(attemptId, 'elsewhere', 'Paris', 1)).json()).toEqual(notInAttempt);
    expect((await save(attemptId, 'grass', 'purple', 1)).json()).toMatchObject({
      code: 400,
      msg: 'Choose among the choices offered.',
    });
    expect((await save(attemptId, 'grass', 'green|red', 1)).json()).toMatchObject({
      code: 400,
      msg: 'This question takes one choice.',
    });
    expect((await save(attemptId, 'primes', '2|7', 1)).json()).toMatchObject({ code: 400 });
    expect((await save(attemptId, 'grass', '', 1)).statusCode).toBe(200);
  });

  it('refuses malformed writes', async () => {
    const attemptId = await sitting();
    const post = (body: object) => t.post('/api/v1/test/saveAnswer', body, cast.studentMember.session);
    expect((await post({ attemptId, questionId: 'capital', answer: 'x' })).json()).toMatchObject({
      code: 400,
    });
    expect((await post({ attemptId, questionId: 'capital', answer: 'x', seq: 0 })).json()).toMatchObject({
      code: 400,
    });
    expect((await post({ attemptId, questionId: 'capital', answer: 7, seq: 1 })).json()).toMatchObject({
      code: 400,
    });
    // Past what the column keeps: refused with words, not a database error, and the largest it keeps is saved.
    expect(
      (await post({ attemptId, questionId: 'capital', answer: 'x', seq: 2 ** 31 })).json(),
    ).toMatchObject({
      code: 400,
      fields: { seq: 'This answer carries a change count the server cannot keep; reload the page.' },
    });
    expect((await save(attemptId, 'capital', 'Paris', 2 ** 31 - 1)).statusCode).toBe(200);
    expect(
      (
        await post({
          attemptId,
          questionId: 'essay',
          answer: 'x'.repeat(ASSESSMENT.answerMaxChars + 1),
          seq: 1,
        })
      ).json(),
    ).toMatchObject({ code: 400 });
  });

  it("refuses another student's attempt, and the teachers'", async () => {
    const attemptId = await sitting();
    expect((await save(attemptId, 'capital', 'Paris', 1, cast.classmate)).json()).toEqual({
      code: 403,
      msg: 'This is not your attempt.',
    });
    expect((await save(attemptId, 'capital', 'Paris', 1, cast.teacherOwner)).statusCode).toBe(403);
    expect((await save('no-such-attempt', 'capital', 'Paris', 1)).statusCode).toBe(404);
  });

  it('takes a write within the grace after the deadline, and refuses a later one, handing the attempt in', async () => {
    const attemptId = await sitting();
    clock.advance(30 * MINUTE + ASSESSMENT.deadlineGraceMs);
    expect((await save(attemptId, 'capital', 'Paris', 1)).statusCode).toBe(200);
    clock.advance(1);
    expect((await save(attemptId, 'capital', 'Lyon', 2)).json()).toEqual({
      code: 409,
      msg: 'Time is up: this answer came after the end of your time and was not saved.',
    });
    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({ state: 'graded', endedBy: 'deadline' });
    expect(row.submittedAt).toEqual(row.deadlineAt);
    expect((await save(attemptId, 'capital', 'Lyon', 3)).json().msg).toBe(
      'Time is up: this answer came after the end of your time and was not saved.',
    );
  });

  it('refuses a write after the attempt is handed in', async () => {
    const attemptId = await sitting();
    await submit(attemptId);
    expect((await save(attemptId, 'capital', 'Paris', 1)).json()).toEqual({
      code: 409,
      msg: 'This attempt has been handed in; your answers up to then are kept.',
    });
  });
});

describe('POST /api/v1/{test|exam}/submitAttempt', () => {
  it('hands the attempt in, marked, with no mark shown to the student', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    await save(attemptId, 'capital', ' paris ', 1);
    await save(attemptId, 'essay', 'Because of winter.', 1);
    const response = await submit(attemptId);
    expect(response.json()).toMatchObject({
      code: 0,
      msg: 'Your answers are handed in.',
      data: {
        _id: attemptId,
        state: 'submitted',
        endedBy: 'student',
        submittedAt: clock.now().toISOString(),
        mark: null,
        feedback: '',
      },
    });
    // A brief answer waits for the teacher; the one-word answer is marked already.
    expect(await attemptRow(attemptId)).toMatchObject({ state: 'submitted', mark: null });
  });

  it('gives two tabs handing one attempt in exactly one result', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    const replies = await Promise.all([submit(attemptId), submit(attemptId), submit(attemptId)]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409).map((r) => r.json())).toEqual([
      { code: 409, msg: 'This attempt was already handed in.' },
      { code: 409, msg: 'This attempt was already handed in.' },
    ]);
  });

  it('hands an attempt in within the grace after its time as the deadline, at the deadline', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    const deadlineAt = new Date(clock.now().getTime() + 30 * MINUTE).toISOString();
    clock.advance(30 * MINUTE + ASSESSMENT.deadlineGraceMs);
    expect((await submit(attemptId)).json()).toMatchObject({
      code: 0,
      data: { state: 'graded', endedBy: 'deadline', submittedAt: deadlineAt },
    });
  });

  it('hands a late attempt in as the deadline', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    clock.advance(31 * MINUTE);
    expect((await submit(attemptId)).json()).toEqual({
      code: 409,
      msg: 'Time is up: your attempt was handed in at the end of your time, with the answers saved until then.',
    });
    expect(await attemptRow(attemptId)).toMatchObject({ state: 'graded', endedBy: 'deadline' });
  });

  it('is for the attempt’s own student, with its id', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    expect((await submit(attemptId, cast.classmate)).json()).toEqual({
      code: 403,
      msg: 'This is not your attempt.',
    });
    expect((await submit(attemptId, cast.teacherOwner)).statusCode).toBe(403);
    expect((await submit(attemptId, cast.studentOutsider)).statusCode).toBe(403);
    expect((await t.post('/api/v1/test/submitAttempt', {}, cast.studentMember.session)).statusCode).toBe(400);
    expect((await attemptRow(attemptId)).state).toBe('open');
  });

  it('hands in an exam through the exam call only', async () => {
    const { item } = await createAssessment(t.app, cast.course, { kind: 'exam' });
    const attemptId = (await start(item.id, cast.studentMember, 'exam')).json().data.attempt._id;
    expect((await submit(attemptId)).json()).toMatchObject({ code: 400, msg: 'This is for tests only.' });
    const response = await t.post('/api/v1/exam/submitAttempt', { attemptId }, cast.studentMember.session);
    expect(response.json().data.state).toBe('graded');
  });
});

describe('POST /api/v1/{test|exam}/reportFocus', () => {
  it('keeps focus events while the attempt is open', async () => {
    const { item } = await createAssessment(t.app, cast.course);
    const attemptId = (await start(item.id)).json().data.attempt._id;
    const report = (event: string) =>
      t.post('/api/v1/test/reportFocus', { attemptId, event }, cast.studentMember.session);
    expect((await report('hidden')).json()).toEqual({ code: 0, msg: 'Noted.' });
    expect((await report('sleeping')).json()).toMatchObject({ code: 400 });
    const classmate = await t.post(
      '/api/v1/test/reportFocus',
      { attemptId, event: 'blur' },
      cast.classmate.session,
    );
    expect(classmate.statusCode).toBe(403);
    await submit(attemptId);
    expect((await report('visible')).json()).toMatchObject({ code: 409 });
  });
});
