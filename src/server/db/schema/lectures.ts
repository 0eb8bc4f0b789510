import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { courseItems } from './courses';
import { files } from './files';
import { users } from './users';

/**
 * Live lectures (issue 16). What a teacher sets beside the lecture's item row: the SPEC §3 video-meeting room it is
 * held in (one of MEETING_ROOMS' `room_id`); a lecture without a row has none.
 */
export const lectureSettings = pgTable('lecture_settings', {
  lectureId: text('lecture_id')
    .primaryKey()
    .references(() => courseItems.id, { onDelete: 'cascade' }),
  roomId: text('room_id'),
});

/**
 * One sitting of a lecture (SPEC §2's :attendanceId): opened when the teacher starts the class, running once a
 * teacher enters its room (`teacher_entered_at`, issue 37: students wait until then), closed (`ended_at`) when it
 * ends. At most one is open per lecture at a time, which the partial unique index keeps under parallel starts.
 */
export const lectureAttendances = pgTable(
  'lecture_attendances',
  {
    id: id(),
    lectureId: text('lecture_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When a teacher of the course first entered its room; null while the teacher is still getting ready. */
    teacherEnteredAt: timestamp('teacher_entered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Whom the teacher has put in the spotlight, if anyone. */
    spotlightUserId: text('spotlight_user_id'),
    /** The document the teacher shows the class, if any, with the page and zoom every student's viewer follows. */
    shownFileId: text('shown_file_id').references(() => files.id, { onDelete: 'set null' }),
    shownPage: integer('shown_page').notNull().default(1),
    shownZoom: text('shown_zoom').notNull().default('page-width'),
  },
  (t) => [
    index('lecture_attendances_lecture_idx').on(t.lectureId, t.startedAt),
    uniqueIndex('lecture_attendances_one_open_idx').on(t.lectureId).where(sql`${t.endedAt} is null`),
    index('lecture_attendances_started_by_idx').on(t.startedBy),
  ],
);

/**
 * One person's attendance at one sitting: `joined_at` is their first join, `left_at` their last leave (null while
 * they are in the room), `peer_id` their signalling id while they are in it.
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    attendanceId: text('attendance_id')
      .notNull()
      .references(() => lectureAttendances.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: text('peer_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    handRaised: boolean('hand_raised').notNull().default(false),
    /** The teacher removed them from this sitting: they may not join it again. */
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.attendanceId, t.userId] }),
    index('attendance_marks_user_idx').on(t.userId),
  ],
);

export type LectureAttendanceRow = typeof lectureAttendances.$inferSelect;
export type AttendanceMarkRow = typeof attendanceMarks.$inferSelect;
