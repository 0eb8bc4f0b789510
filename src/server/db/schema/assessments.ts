import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { QUESTION_TYPES } from '../../../core/constants';
import {
  ATTEMPT_ENDINGS,
  ATTEMPT_STATES,
  FOCUS_EVENTS,
  type MatchPair,
  type NumericAnswer,
  SITTING_MODES,
} from '../../../core/schemas/assessments';
import { createdAt, id } from './columns';
import { courseItems } from './courses';
import { files } from './files';
import { users } from './users';

/**
 * Tests and exams (issue 15). What a teacher sets beside the shared item row; an item without a row reads as the
 * defaults (modules/assessments/settings.ts). The time limit is the item's `duration_minutes`.
 */
export const assessmentSettings = pgTable('assessment_settings', {
  itemId: text('item_id')
    .primaryKey()
    .references(() => courseItems.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: SITTING_MODES }).notNull(),
  attemptsAllowed: integer('attempts_allowed').notNull(),
  shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
  shuffleChoices: boolean('shuffle_choices').notNull().default(false),
  allowAnswerFile: boolean('allow_answer_file').notNull().default(false),
});

/**
 * A test's questions with their keys, in the teacher's order. Ids are the editor's, unique within the item. The
 * Moodle keys (issue 33) default to empty, so a question saved before them keeps the plain rules.
 */
export const questions = pgTable(
  'questions',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    text: text('text').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    answer: text('answer').notNull(),
    /** Moodle's answer fractions: per choice (multiple choice) or per accepted answer (one word). */
    weights: jsonb('weights').$type<number[]>().notNull().default([]),
    /** Weighted multiple choice: the student may pick several. */
    multiple: boolean('multiple').notNull().default(false),
    /** Numerical: the accepted numbers with their tolerance and weight. */
    numbers: jsonb('numbers').$type<NumericAnswer[]>().notNull().default([]),
    /** Matching: prompt and match pairs; an empty prompt is an extra wrong match. */
    pairs: jsonb('pairs').$type<MatchPair[]>().notNull().default([]),
    marks: integer('marks').notNull(),
    feedback: text('feedback').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.id] }),
    index('questions_item_position_idx').on(t.itemId, t.position),
  ],
);

/** A named student's extra time and attempts on one test. */
export const accommodations = pgTable(
  'accommodations',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    extraAttempts: integer('extra_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('accommodations_user_idx').on(t.userId)],
);

/**
 * A student's attempt: its id is SPEC §7's `assessmentTestId` / `assessmentExamId`. The server holds its deadline;
 * `order` keeps the question and choice order it was shown, so a resumed attempt looks the same.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    state: text('state', { enum: ATTEMPT_STATES }).notNull().default('open'),
    endedBy: text('ended_by', { enum: ATTEMPT_ENDINGS }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Question ids in the order shown, and for each multiple-choice question its choices in the order shown. */
    order: jsonb('order').$type<{ questions: string[]; choices: Record<string, string[]> }>().notNull(),
    mark: doublePrecision('mark'),
    feedback: text('feedback').notNull().default(''),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: text('graded_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** An offline sitting's handed-in file. */
    answerFileId: text('answer_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attempts_item_user_number_idx').on(t.itemId, t.userId, t.number),
    index('attempts_user_idx').on(t.userId),
    index('attempts_open_deadline_idx').on(t.state, t.deadlineAt),
    index('attempts_graded_by_idx').on(t.gradedBy),
    index('attempts_answer_file_idx').on(t.answerFileId),
  ],
);

/** An attempt's answer to one question, the latest write (highest `seq`) kept; its mark once marked. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    seq: integer('seq').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    mark: doublePrecision('mark'),
    markedBy: text('marked_by', { enum: ['auto', 'teacher'] }),
    feedback: text('feedback').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** What the browser reported during a live sitting, for the proctor. */
export const focusEvents = pgTable(
  'focus_events',
  {
    id: id(),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    event: text('event', { enum: FOCUS_EVENTS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('focus_events_attempt_idx').on(t.attemptId, t.at)],
);

export type AssessmentSettingsRow = typeof assessmentSettings.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type AttemptAnswerRow = typeof attemptAnswers.$inferSelect;
