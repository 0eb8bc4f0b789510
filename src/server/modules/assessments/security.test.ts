import { beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, type QuestionInput } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { caughtUp, publish } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';

/**
 * Issue 15, Security: "No answer key, mark, or other student's answer reaches a student before release, through any
 * call or socket event (test it by reading every reply a student can get during a sitting)". A student calls every
 * GET route of the app, with their own and their classmate's ids wherever a route takes one, while sitting a test
 * and again once it is handed in and marked but not released, and listens on every publication they may join. Every
 * secret of the test is a word found nowhere else; marks are found by their fields.
 */
const t = socketTestApp();
let cast: Cast;

const SECRETS = {
  oneWordKey: 'Zanzibar',
  modelAnswer: 'Quetzalcoatl-model-answer',
  feedback: ['Feedback-Xylophone', 'Feedback-Marmalade', 'Feedback-Kilimanjaro'],
  classmateAnswer: 'Classmate-Pomegranate',
  teacherFeedback: 'Teacher-Labyrinth',
  markFeedback: 'Mark-Feedback-Obsidian',
};
const QUESTIONS: QuestionInput[] = [
  {
    id: 'city',
    type: 'one_word',
    text: '<p>Which island city?</p>',
    choices: [],
    answer: SECRETS.oneWordKey,
    marks: 2,
    feedback: SECRETS.feedback[0]!,
  },
  {
    id: 'colour',
    type: 'mcq',
    text: '<p>Which colour?</p>',
    choices: ['amber', 'teal', 'ochre'],
    answer: 'teal',
    marks: 3,
    feedback: SECRETS.feedback[1]!,
  },
  {
    id: 'essay',
    type: 'brief',
    text: '<p>Explain.</p>',
    choices: [],
    answer: SECRETS.modelAnswer,
    marks: 10,
    feedback: SECRETS.feedback[2]!,
  },
];
const SECRET_WORDS = [
  SECRETS.oneWordKey,
  SECRETS.modelAnswer,
  ...SECRETS.feedback,
  SECRETS.classmateAnswer,
  SECRETS.teacherFeedback,
  SECRETS.markFeedback,
];

beforeAll(async () => {
  cast = await courseCast(t.app);
});

/** What in a reply or an event gives away a key, a mark or another's answer: the secret words, and marked fields. */
function leaks(text: string): string[] {
  const found = SECRET_WORDS.filter((word) => text.includes(word)).map((word) => `the word ${word}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return found;
  }
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // A question with its key: the choices beside the right ones.
      if ('choices' in record && 'answer' in record) found.push(`a question with its key at ${path}`);
      for (const [key, v] of Object.entries(record)) {
        if ((key === 'mark' || key === 'markedBy' || key === 'released') && v !== null)
          found.push(`${key} ${JSON.stringify(v)} at ${path}`);
        walk(v, `${path}.${key}`);
      }
    }
  };
  walk(parsed, '$');
  return found;
}

/** Every GET route, with each of the ids a route may take filled in as the student's own and as their classmate's. */
function everyGet(ids: Record<string, string[]>): string[] {
  const urls = new Set<string>();
  for (const route of t.app.routeAccess) {
    // Signing out would end the very session the reading is done with.
    if (route.method !== 'GET' || route.url === '/user/logout') continue;
    if (route.url.includes('*') || route.url.startsWith('/api/docs')) continue;
    let variants = [route.url];
    for (const [, name] of route.url.matchAll(/:(\w+)/g))
      variants = variants.flatMap((url) =>
        (ids[name!] ?? ['x']).map((value) => url.replace(`:${name}`, value)),
      );
    for (const url of variants) urls.add(url);
  }
  return [...urls];
}

/** Reads every GET as `who`: the leaks found, and the addresses that answered 200. */
async function readEverything(who: Person, ids: Record<string, string[]>) {
  const found: string[] = [];
  const read: string[] = [];
  const statuses = new Set<number>();
  for (const url of everyGet(ids)) {
    const response = await t.get(url, who.session);
    statuses.add(response.statusCode);
    if (response.statusCode === 200) read.push(url);
    for (const leak of leaks(response.body)) found.push(`${url}: ${leak}`);
  }
  // Read as the student all along: their session stood, and no limit cut the reading short.
  expect([...statuses].filter((status) => status === 401 || status === 429)).toEqual([]);
  return { found, read };
}

const post = (url: string, body: object, who: Person) => t.post(url, body, who.session);

describe('what a student can read during a sitting', () => {
  it('holds no key, no mark, no feedback and no other student’s answer before release', async () => {
    const { item } = await createAssessment(t.app, cast.course, { questions: QUESTIONS });
    const me = cast.studentMember;
    const online = await t.goOnline(me);
    const events: string[] = [];
    online.socket.onAny((event: string, payload: unknown) =>
      events.push(`${event} ${JSON.stringify(payload)}`),
    );
    for (const [name, options] of [
      ['notification', { teamId: 'notification' }],
      ['course', { courseId: cast.course.id }],
      ['proctor', { itemId: item.id }],
    ] as const)
      await publish(online.socket, { name, options, join: true });

    // The classmate sits first, is marked with feedback, and has their marks released.
    const theirs = (await post('/api/v1/test/startAttempt', { itemId: item.id }, cast.classmate)).json().data
      .attempt._id;
    await post(
      '/api/v1/test/saveAnswer',
      { attemptId: theirs, questionId: 'essay', answer: SECRETS.classmateAnswer, seq: 1 },
      cast.classmate,
    );
    await post(
      '/api/v1/test/saveAnswer',
      { attemptId: theirs, questionId: 'city', answer: SECRETS.oneWordKey, seq: 1 },
      cast.classmate,
    );
    await post('/api/v1/test/submitAttempt', { attemptId: theirs }, cast.classmate);
    await post(
      '/api/v1/test/gradeAttempt',
      {
        attemptId: theirs,
        marks: [{ questionId: 'essay', mark: 7.25, feedback: SECRETS.markFeedback }],
        feedback: SECRETS.teacherFeedback,
      },
      cast.teacherOwner,
    );
    expect((await post('/api/v1/test/release', { itemId: item.id }, cast.teacherOwner)).json().data).toEqual({
      released: 1,
    });

    // The student sits: every reply of the sitting itself is read too.
    const replies: string[] = [];
    const started = await post('/api/v1/test/startAttempt', { itemId: item.id }, me);
    const mine = started.json().data.attempt._id;
    replies.push(started.body);
    replies.push(
      (
        await post(
          '/api/v1/test/saveAnswer',
          { attemptId: mine, questionId: 'city', answer: 'Lyon', seq: 1 },
          me,
        )
      ).body,
    );
    replies.push(
      (
        await post(
          '/api/v1/test/saveAnswer',
          { attemptId: mine, questionId: 'colour', answer: 'amber', seq: 1 },
          me,
        )
      ).body,
    );
    replies.push((await post('/api/v1/test/reportFocus', { attemptId: mine, event: 'hidden' }, me)).body);

    const ids = {
      courseId: [cast.course.id],
      itemId: [item.id],
      refId: [item.id],
      id: [item.id],
      lectureId: [item.id],
      projectId: [item.id],
      userId: [me.user.id, cast.classmate.user.id],
      userName: [me.user.username, cast.classmate.user.username],
      attemptId: [mine, theirs],
      assessmentId: [mine, theirs],
      type: ['test'],
      role: ['student'],
    };
    const during = await readEverything(me, ids);

    // Handed in and marked, not released.
    replies.push((await post('/api/v1/test/submitAttempt', { attemptId: mine }, me)).body);
    await post(
      '/api/v1/test/gradeAttempt',
      {
        attemptId: mine,
        marks: [{ questionId: 'essay', mark: 4, feedback: SECRETS.markFeedback }],
        feedback: SECRETS.teacherFeedback,
      },
      cast.teacherOwner,
    );
    const marked = await readEverything(me, ids);
    await caughtUp(t.app, online.socket);

    expect(during.found).toEqual([]);
    expect(marked.found).toEqual([]);
    // The reading reached the test's own calls, with the student's own ids.
    for (const { read } of [during, marked])
      expect(read).toEqual(
        expect.arrayContaining([
          `/api/v1/test/getSubmitCurrent/${item.id}`,
          `/api/v1/test/getCurrentSubmission/${item.id}/${me.user.id}`,
          `/api/v1/test/getCurentCourse/${cast.course.id}`,
          `/api/v1/test/getCurrent/${item.id}`,
        ]),
      );
    expect(replies.flatMap(leaks)).toEqual([]);
    expect(events.length).toBeGreaterThan(0);
    expect(events.flatMap(leaks)).toEqual([]);

    // The same reading finds them once the student's own marks are released: it can see a leak.
    await post('/api/v1/test/release', { itemId: item.id }, cast.teacherOwner);
    const released = (await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, me.session)).body;
    expect(leaks(released)).toEqual(
      expect.arrayContaining([`the word ${SECRETS.oneWordKey}`, `the word ${SECRETS.teacherFeedback}`]),
    );
    expect(released).not.toContain(SECRETS.classmateAnswer);
  }, 120_000);
});
