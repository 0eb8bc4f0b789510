import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LATE_POLICIES, type Rubric, SUBMISSION_STATES } from '../../../core/schemas/coursework';
import { createdAt, id } from './columns';
import { courseItems, courseMembers, courses } from './courses';
import { users } from './users';

/**
 * Assignments, projects and labs (issue 14). What a teacher sets beside the shared item row; an item without a
 * row reads as the defaults (modules/coursework/settings.ts).
 */
export const courseworkSettings = pgTable('coursework_settings', {
  itemId: text('item_id')
    .primaryKey()
    .references(() => courseItems.id, { onDelete: 'cascade' }),
  maxMark: integer('max_mark').notNull(),
  latePolicy: text('late_policy', { enum: LATE_POLICIES }).notNull(),
  rubric: jsonb('rubric').$type<Rubric>(),
  studentsChooseGroups: boolean('students_choose_groups').notNull().default(false),
  maxGroupSize: integer('max_group_size').notNull(),
});

/** A project's groups, in the order the teacher lists them. */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('project_groups_item_idx').on(t.itemId, t.position)],
);

/** Who is in a group; `item_id` is kept on the row so that a student is in one group per project. */
export const projectGroupMembers = pgTable(
  'project_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    uniqueIndex('project_group_members_item_user_idx').on(t.itemId, t.userId),
    index('project_group_members_user_idx').on(t.userId),
  ],
);

/**
 * A student's (a project group's) work on an item and the teacher's assessment of it, in one row: its id is SPEC
 * §7's `assessmentId` (docs/decisions.md). One per student and item, or one per group for a project.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    /** The student who started it. */
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A project group's one submission goes with its group (a group with graded work is never removed). */
    groupId: text('group_id').references(() => projectGroups.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull().default(''),
    state: text('state', { enum: SUBMISSION_STATES }).notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    late: boolean('late').notNull().default(false),
    mark: integer('mark'),
    rubricScores: jsonb('rubric_scores').$type<Record<string, string>>(),
    feedback: text('feedback').notNull().default(''),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: text('graded_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('submissions_item_group_idx').on(t.itemId, t.groupId),
    uniqueIndex('submissions_item_author_idx').on(t.itemId, t.authorId).where(sql`${t.groupId} is null`),
    index('submissions_author_idx').on(t.authorId),
    index('submissions_group_idx').on(t.groupId),
    index('submissions_graded_by_idx').on(t.gradedBy),
  ],
);

/**
 * A later deadline on an assignment, project or lab (issue 37) for one student, or for a project group (whoever is
 * in it, now or later): exactly one of `user_id` and `group_id`. A student's row goes with their place in the course
 * (the foreign key on `course_id, user_id`): taken out of the course, their extension ends; a group's goes with the
 * group. `reason` is for those who teach.
 */
export const courseworkExtensions = pgTable(
  'coursework_extensions',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => projectGroups.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'coursework_extensions_member_fk',
      columns: [t.courseId, t.userId],
      foreignColumns: [courseMembers.courseId, courseMembers.userId],
    }).onDelete('cascade'),
    check('coursework_extensions_one_holder', sql`num_nonnulls(${t.userId}, ${t.groupId}) = 1`),
    uniqueIndex('coursework_extensions_item_user_idx')
      .on(t.itemId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('coursework_extensions_item_group_idx')
      .on(t.itemId, t.groupId)
      .where(sql`${t.groupId} is not null`),
    index('coursework_extensions_member_idx').on(t.courseId, t.userId),
    index('coursework_extensions_user_idx').on(t.userId),
    index('coursework_extensions_group_idx').on(t.groupId),
    index('coursework_extensions_granted_by_idx').on(t.grantedBy),
  ],
);

export type CourseworkExtensionRow = typeof courseworkExtensions.$inferSelect;
export type CourseworkSettingsRow = typeof courseworkSettings.$inferSelect;
export type ProjectGroupRow = typeof projectGroups.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
