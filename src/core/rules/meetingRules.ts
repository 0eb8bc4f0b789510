import { TEAM_MEETING_REMINDER_MINUTES } from '../constants';
import type { TeamMeetingResponse } from '../schemas/meetings';

/*
 * Consults and team meetings (issue 16: "a teacher's office hours that students book"; "members invited, each
 * accepts or declines (SPEC §3 team meeting member: accept 'accepted'), reminders as notifications").
 */

/** Whether a meeting (a consult or team meeting) has ended at `now`: then it takes no bookings and no answers. */
export const meetingIsOver = (endAt: Date, now: Date) => now.getTime() >= endAt.getTime();

/** Whether a consult with `capacity` (null: no limit) and `booked` bookings takes one more. */
export const consultHasRoom = (capacity: number | null, booked: number) =>
  capacity === null || booked < capacity;

/** Whether a consult's capacity can be set to `capacity` once `booked` students have booked it. */
export const capacityHoldsBookings = (capacity: number | null, booked: number) =>
  capacity === null || capacity >= booked;

/**
 * Whether a team meeting's (or a consult slot's, issue 37) reminder is due at `now`: from
 * TEAM_MEETING_REMINDER_MINUTES before its start until it ends (a server that was down at the moment still reminds
 * those about to miss it).
 */
export function reminderIsDue(meeting: { startAt: Date; endAt: Date }, now: Date): boolean {
  const from = meeting.startAt.getTime() - TEAM_MEETING_REMINDER_MINUTES * 60_000;
  return now.getTime() >= from && !meetingIsOver(meeting.endAt, now);
}

/** Whether a member with this answer is reminded, sees the meeting and may enter its room: all but those who declined. */
export const stillComing = (accept: TeamMeetingResponse) => accept !== 'declined';
