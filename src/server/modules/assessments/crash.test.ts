import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAnswer, Sitting } from '../../../core/schemas/assessments';
import { createAssessment, type QuestionInput } from '../../test/assessmentFactories';
import { type Person, person } from '../../test/cast';
import { addMember, createCourse } from '../../test/courseFactories';
import { newDataFolder, withApp } from '../../test/dataFolder';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../test/serverProcess';

/**
 * Issue 15, "A crash test: kill the server process (SIGKILL) during a burst of answer saves from many clients,
 * restart it on the same data, and show that every acknowledged answer is there and every attempt resumes." Real
 * server processes on one embedded database (DESIGN §6: an answer is acknowledged only after it has committed).
 */
const folder = newDataFolder('sitting-crash');
const STUDENTS = 12;
const QUESTIONS: QuestionInput[] = Array.from({ length: 20 }, (_, i) => ({
  id: `q${i + 1}`,
  type: 'one_word',
  text: `<p>Word ${i + 1}?</p>`,
  choices: [],
  answer: `word${i + 1}`,
  marks: 1,
  feedback: '',
}));
let itemId = '';
let students: Person[] = [];

beforeAll(async () => {
  await withApp({ dataDir: folder.dataDir }, async (app) => {
    const teacher = await person(app, { role: 'teacher' });
    const course = await createCourse(app, teacher.user);
    itemId = (await createAssessment(app, course, { questions: QUESTIONS, item: { durationMinutes: 60 } }))
      .item.id;
    students = await Promise.all(Array.from({ length: STUDENTS }, () => person(app)));
    for (const student of students) await addMember(app, course, student.user);
  });
});
afterAll(() => folder.remove());

async function call<T>(
  server: ServerProcess,
  path: string,
  body: object,
  who: Person,
): Promise<T | undefined> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...who.session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as { data: T }).data;
}

describe('a sitting through a crash', () => {
  it('after kill -9 in a burst of saves, a restart has every acknowledged answer and every attempt resumes', async () => {
    const server = await startServerProcess(folder.env);
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    const before = new Map<string, Sitting>();
    for (const student of students) {
      const sitting = await call<Sitting>(server, '/api/v1/test/startAttempt', { itemId }, student);
      before.set(student.user.id, sitting!);
    }

    // Each student saves answers one after another, as a page does, all students at once; the server is killed
    // once enough saves were acknowledged.
    const acknowledged = new Map<string, SavedAnswer[]>(students.map((s) => [s.user.id, []]));
    const killAfter = 200;
    let total = 0;
    let killed = false;
    const writer = async (student: Person) => {
      const attemptId = before.get(student.user.id)!.attempt._id;
      for (let seq = 1; !killed; seq++) {
        const questionId = QUESTIONS[seq % QUESTIONS.length]!.id;
        try {
          const saved = await call<SavedAnswer>(
            server,
            '/api/v1/test/saveAnswer',
            { attemptId, questionId, answer: `answer ${seq}`, seq },
            student,
          );
          if (saved) {
            acknowledged.get(student.user.id)!.push(saved);
            total++;
          }
        } catch {
          // The connection died with the server: this save was never acknowledged.
        }
        if (total >= killAfter && !killed) {
          killed = true;
          server.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(students.map(writer));
    await exited;
    expect(total).toBeGreaterThanOrEqual(killAfter);

    const restarted = await startServerProcess(folder.env);
    try {
      for (const student of students) {
        const was = before.get(student.user.id)!;
        const now = await call<Sitting>(restarted, '/api/v1/test/startAttempt', { itemId }, student);
        // The same attempt, open, with the deadline it had: the time left is what it really is.
        expect(now!.attempt).toMatchObject({
          _id: was.attempt._id,
          state: 'open',
          deadlineAt: was.attempt.deadlineAt,
        });
        expect(new Date(now!.serverNow).getTime()).toBeLessThan(new Date(was.attempt.deadlineAt).getTime());
        // Every acknowledged answer is there: for each question, the last one acknowledged, or a newer one whose
        // acknowledgement the crash cut off.
        const last = new Map<string, SavedAnswer>();
        for (const saved of acknowledged.get(student.user.id)!) last.set(saved.questionId, saved);
        const kept = new Map(now!.answers.map((a) => [a.questionId, a]));
        for (const [questionId, saved] of last) {
          const found = kept.get(questionId);
          expect(found, `${questionId} of ${student.user.username}`).toBeDefined();
          expect(found!.seq).toBeGreaterThanOrEqual(saved.seq);
          if (found!.seq === saved.seq) expect(found!.answer).toBe(saved.answer);
        }
      }
    } finally {
      await stopServerProcess(restarted);
    }
  }, 240_000);
});
