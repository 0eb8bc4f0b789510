import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SELF_LEARNING, SL_MODULE_KINDS } from '../../../core/constants';
import type { Question } from '../../../core/schemas/assessments';
import { SCORM_VERSIONS, SL_PROGRESS_STATES, type WatchedRange } from '../../../core/schemas/selfLearning';
import { createdAt, id } from './columns';
import { courseItems } from './courses';
import { files } from './files';
import { users } from './users';

/**
 * Self-learning units (issue 39). A unit is a course item of kind selfLearning; without a `sl_units` row it reads as
 * the defaults (modules in order).
 */
export const slUnits = pgTable('sl_units', {
  itemId: text('item_id')
    .primaryKey()
    .references(() => courseItems.id, { onDelete: 'cascade' }),
  sequential: boolean('sequential').notNull().default(true),
});

/** A SCORM package unpacked into file storage under `storage_prefix` (the SCORM part of the area). */
export const slPackages = pgTable(
  'sl_packages',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    version: text('version', { enum: SCORM_VERSIONS }).notNull(),
    title: text('title').notNull(),
    /** The launch file, relative to the package's root. */
    launchPath: text('launch_path').notNull(),
    storagePrefix: text('storage_prefix').notNull(),
    fileCount: integer('file_count').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sl_packages_item_idx').on(t.itemId), index('sl_packages_created_by_idx').on(t.createdBy)],
);

/**
 * A module of a unit, in `position` order: a video or a document (a course file), a test (its questions in the
 * assessment engine's own shape, keys included) or a SCORM package. Removing one marks it.
 */
export const slModules = pgTable(
  'sl_modules',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: SL_MODULE_KINDS }).notNull(),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    watchPercent: integer('watch_percent').notNull().default(SELF_LEARNING.defaultWatchPercent),
    passPercent: integer('pass_percent').notNull().default(SELF_LEARNING.defaultPassPercent),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    packageId: text('package_id').references(() => slPackages.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sl_modules_item_idx').on(t.itemId, t.position),
    index('sl_modules_file_idx').on(t.fileId),
    index('sl_modules_package_idx').on(t.packageId),
  ],
);

/** A student's place in a unit (SPEC's sl_statusId): begun once, complete when every module is. */
export const slStatuses = pgTable(
  'sl_statuses',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sl_statuses_item_user_key').on(t.itemId, t.userId),
    index('sl_statuses_user_idx').on(t.userId),
  ],
);

/**
 * A student's progress in one module (SPEC's progressId): a video's watched ranges (seconds, merged) and resume
 * point, a document's end reached, a test's best mark, a SCORM runtime's saved data; complete once the module's own
 * rule says so, and never undone.
 */
export const slProgress = pgTable(
  'sl_progress',
  {
    id: id(),
    statusId: text('status_id')
      .notNull()
      .references(() => slStatuses.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => slModules.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SL_PROGRESS_STATES }).notNull().default('open'),
    watched: jsonb('watched').$type<WatchedRange[]>().notNull().default([]),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    mediaSeconds: doublePrecision('media_seconds'),
    resumeAt: doublePrecision('resume_at').notNull().default(0),
    reachedEnd: boolean('reached_end').notNull().default(false),
    testPercent: doublePrecision('test_percent'),
    testAnswers: jsonb('test_answers').$type<Record<string, string>>(),
    testedAt: timestamp('tested_at', { withTimezone: true }),
    scorm: jsonb('scorm').$type<Record<string, unknown>>(),
    scorePercent: doublePrecision('score_percent'),
    timeSpentSeconds: doublePrecision('time_spent_seconds').notNull().default(0),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    /** Counts the line's writes: a report written without a lock lands only on the line it read (progressWrites.ts). */
    version: integer('version').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sl_progress_status_module_key').on(t.statusId, t.moduleId),
    index('sl_progress_module_idx').on(t.moduleId),
    index('sl_progress_user_idx').on(t.userId),
  ],
);

export type SlModuleRow = typeof slModules.$inferSelect;
export type SlPackageRow = typeof slPackages.$inferSelect;
export type SlStatusRow = typeof slStatuses.$inferSelect;
export type SlProgressRow = typeof slProgress.$inferSelect;
