import type { FastifyInstance } from 'fastify';
import type { AssessmentSettings } from '../../core/schemas/assessments';
import {
  accommodations,
  assessmentSettings,
  type CourseItemRow,
  type courseItems,
  type QuestionRow,
  questions,
} from '../db/schema';
import { DEFAULT_ASSESSMENT_SETTINGS } from '../modules/assessments/settings';
import { createItem } from './courseFactories';

export type QuestionInput = Omit<typeof questions.$inferInsert, 'itemId' | 'position'>;

/**
 * One question of each SPEC §3 type, with keys and feedback no student may see before release: one word (2 marks),
 * one right choice (3), several right choices (6, partial credit) and a brief answer the teacher marks (10).
 */
export const SAMPLE_QUESTIONS: QuestionInput[] = [
  {
    id: 'capital',
    type: 'one_word',
    text: '<p>The capital of France?</p>',
    choices: [],
    answer: 'Paris',
    marks: 2,
    feedback: 'Paris has been the capital since 987.',
  },
  {
    id: 'grass',
    type: 'mcq',
    text: '<p>The colour of grass?</p>',
    choices: ['red', 'green', 'blue'],
    answer: 'green',
    marks: 3,
    feedback: 'Chlorophyll reflects green light.',
  },
  {
    id: 'primes',
    type: 'mcq',
    text: '<p>Which are prime?</p>',
    choices: ['2', '3', '4', '5'],
    answer: '2|3|5',
    marks: 6,
    feedback: 'Four is two times two.',
  },
  {
    id: 'essay',
    type: 'brief',
    text: '<p>Why do leaves fall?</p>',
    choices: [],
    answer: 'To save water in winter.',
    marks: 10,
    feedback: 'Think of water and winter.',
  },
];

/** The sample questions that the engine marks by itself: no brief answer waits for the teacher. */
export const AUTO_MARKED = SAMPLE_QUESTIONS.filter((q) => q.type !== 'brief');

/**
 * Inserts a test (or exam) directly: by default live, one attempt, a 30-minute time limit, the sample questions,
 * running from an hour ago to an hour ahead and published (manual, active), so its students may start now.
 */
export async function createAssessment(
  app: FastifyInstance,
  course: { id: string },
  options: {
    kind?: 'test' | 'exam';
    settings?: Partial<AssessmentSettings>;
    questions?: QuestionInput[];
    item?: Partial<Omit<typeof courseItems.$inferInsert, 'courseId' | 'kind'>>;
  } = {},
): Promise<{ item: CourseItemRow; questions: QuestionRow[] }> {
  const item = await createItem(app, course, {
    kind: options.kind ?? 'test',
    durationMinutes: 30,
    ...options.item,
  });
  await app.db
    .insert(assessmentSettings)
    .values({ itemId: item.id, ...DEFAULT_ASSESSMENT_SETTINGS, ...options.settings });
  const list = options.questions ?? SAMPLE_QUESTIONS;
  const rows = list.length
    ? await app.db
        .insert(questions)
        .values(list.map((q, position) => ({ ...q, itemId: item.id, position })))
        .returning()
    : [];
  return { item, questions: rows };
}

/** A named student's extra time and extra attempts on a test. */
export async function accommodate(
  app: FastifyInstance,
  item: { id: string },
  user: { id: string },
  extra: { extraMinutes?: number; extraAttempts?: number },
) {
  await app.db.insert(accommodations).values({ itemId: item.id, userId: user.id, ...extra });
}
