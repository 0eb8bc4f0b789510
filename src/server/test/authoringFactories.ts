import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Question } from '../../core/schemas/assessments';
import {
  type AttemptRow,
  attemptAnswers,
  attempts,
  type CourseItemRow,
  questions,
  type UserRow,
} from '../db/schema';

/**
 * A question as the editor would send it: a two-choice question worth 2 marks unless overridden, with a fresh id and
 * none of Moodle's keys (weights, numbers, pairs: issue 33) unless given.
 */
export function sampleQuestion(overrides: Partial<Question> = {}): Question {
  return {
    _id: `q-${randomBytes(4).toString('hex')}`,
    type: 'mcq',
    text: '<p>Which colour is the sky on a clear day?</p>',
    choices: ['blue', 'green'],
    answer: 'blue',
    weights: [],
    multiple: false,
    numbers: [],
    pairs: [],
    marks: 2,
    feedback: '',
    ...overrides,
  };
}

/** Inserts a test's questions directly, in the order given. */
export async function addQuestions(app: FastifyInstance, item: Pick<CourseItemRow, 'id'>, list: Question[]) {
  await app.db
    .insert(questions)
    .values(
      list.map(({ _id, ...question }, position) => ({ itemId: item.id, id: _id, position, ...question })),
    );
}

export interface GivenAnswer {
  questionId: string;
  answer: string;
  mark: number | null;
  markedBy?: 'auto' | 'teacher' | null;
}

/**
 * Inserts a student's attempt directly with its answers, as a sitting would have left it: handed in (`submitted`)
 * an hour after it started unless overridden, its mark the sum of the answers' when every one is marked.
 */
export async function attemptWith(
  app: FastifyInstance,
  item: Pick<CourseItemRow, 'id'>,
  student: Pick<UserRow, 'id'>,
  answers: GivenAnswer[],
  overrides: Partial<typeof attempts.$inferInsert> = {},
): Promise<AttemptRow> {
  const startedAt = new Date(Date.now() - 2 * 3_600_000);
  const marks = answers.map((a) => a.mark);
  const [attempt] = await app.db
    .insert(attempts)
    .values({
      itemId: item.id,
      userId: student.id,
      number: 1,
      state: 'submitted',
      endedBy: 'student',
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + 3_600_000),
      submittedAt: new Date(startedAt.getTime() + 1_800_000),
      order: { questions: answers.map((a) => a.questionId), choices: {} },
      mark: marks.includes(null) ? null : marks.reduce<number>((sum, mark) => sum + (mark ?? 0), 0),
      ...overrides,
    })
    .returning();
  if (answers.length)
    await app.db.insert(attemptAnswers).values(
      answers.map(({ markedBy, ...answer }) => ({
        attemptId: attempt!.id,
        seq: 1,
        savedAt: startedAt,
        markedBy: markedBy ?? (answer.mark === null ? null : 'auto'),
        ...answer,
      })),
    );
  return attempt!;
}
