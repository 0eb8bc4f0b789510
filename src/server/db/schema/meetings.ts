import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { TEAM_MEETING_RESPONSES } from '../../../core/schemas/meetings';
import { courseItems } from './courses';
import { users } from './users';

/**
 * Consults (issue 16): a teacher's office hours. What the teacher sets beside the consult's item row: how many
 * students may book it (null: no limit); a consult without a row has no limit. A consult divided into slots
 * (issue 37) has both `slot_minutes` and `slot_places` (then `capacity` is null: each slot's places limit it).
 */
export const consultSettings = pgTable('consult_settings', {
  consultId: text('consult_id')
    .primaryKey()
    .references(() => courseItems.id, { onDelete: 'cascade' }),
  capacity: integer('capacity'),
  slotMinutes: integer('slot_minutes'),
  slotPlaces: integer('slot_places'),
});

/**
 * A student's booking of a consult, with what they want to talk about. Cancelling deletes it. In a consult with
 * slots, `slot_start` is the start of the booked slot (null otherwise), and `reminded_at` when the reminder before
 * that slot went to them, so that it goes once.
 */
export const consultBookings = pgTable(
  'consult_bookings',
  {
    consultId: text('consult_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull().default(''),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.consultId, t.userId] }), index('consult_bookings_user_idx').on(t.userId)],
);

/**
 * A member invited to a team meeting (SPEC §3 team meeting member: `accept` is 'accepted' once they accept).
 * `reminded_at` is when the reminder before the start went to them, so that it goes once.
 */
export const teamMeetingMembers = pgTable(
  'team_meeting_members',
  {
    meetingId: text('meeting_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accept: text('accept', { enum: TEAM_MEETING_RESPONSES }).notNull().default('invited'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('team_meeting_members_user_idx').on(t.userId),
  ],
);

export type ConsultBookingRow = typeof consultBookings.$inferSelect;
export type TeamMeetingMemberRow = typeof teamMeetingMembers.$inferSelect;
