import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { courseItems } from './courses';
import { lectureAttendances } from './lectures';
import { users } from './users';

/**
 * Discussions (issue 16). What a teacher sets beside the discussion's item row: the mark its participation is
 * assessed out of; a discussion without a row reads as the default (modules/discussions/settings.ts).
 */
export const discussionSettings = pgTable('discussion_settings', {
  discussionId: text('discussion_id')
    .primaryKey()
    .references(() => courseItems.id, { onDelete: 'cascade' }),
  maxMark: integer('max_mark').notNull(),
});

/**
 * A comment in a discussion's thread (SPEC §7 comment alllisting): a reply names the comment it answers. The body is
 * sanitised rich text. `attendance_id` is the live sitting it was written in, if it was; a removed comment keeps
 * its place in the thread (its replies still hang from it) with its text gone.
 */
export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: id(),
    discussionId: text('discussion_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => discussionComments.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    attendanceId: text('attendance_id').references(() => lectureAttendances.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('discussion_comments_discussion_idx').on(t.discussionId, t.createdAt),
    index('discussion_comments_parent_idx').on(t.parentId),
    index('discussion_comments_author_idx').on(t.authorId),
    index('discussion_comments_attendance_idx').on(t.attendanceId),
  ],
);

/** The teacher's assessment of one student's participation in a discussion (/assessmentdiscussionlist). */
export const participationMarks = pgTable(
  'discussion_assessments',
  {
    discussionId: text('discussion_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mark: integer('mark').notNull(),
    feedback: text('feedback').notNull().default(''),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.discussionId, t.userId] }),
    index('discussion_assessments_user_idx').on(t.userId),
    index('discussion_assessments_marked_by_idx').on(t.markedBy),
  ],
);

export type DiscussionCommentRow = typeof discussionComments.$inferSelect;
export type ParticipationMarkRow = typeof participationMarks.$inferSelect;
