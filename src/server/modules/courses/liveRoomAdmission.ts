import { and, eq, inArray, ne } from 'drizzle-orm';
import { CONSULT_SLOT_EARLY_JOIN_MINUTES } from '../../../core/constants';
import { slotAdmission, slotFrom } from '../../../core/rules/consultSlots';
import type { MemberRole } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import {
  type CourseItemRow,
  consultBookings,
  consultSettings,
  courseMembers,
  teamMeetingMembers,
} from '../../db/schema';

/**
 * Who of a course's students a live item's room admits (issue 16): a consult those who booked it, a team meeting its
 * invited members who have not declined, a lecture or discussion every student who can see it. Those who teach the
 * course are always admitted; whether a student can see the item at all is checked before.
 */
export async function admittedToRoom(
  db: Db,
  item: CourseItemRow,
  userId: string,
  role: MemberRole,
): Promise<boolean> {
  if (role !== 'student') return true;
  return (await studentsAdmitted(db, item, [userId])).length > 0;
}

/** Of these students of the item's course, those its room admits. */
export async function studentsAdmitted(
  db: Db,
  item: Pick<CourseItemRow, 'id' | 'kind'>,
  studentIds: string[],
): Promise<string[]> {
  if (studentIds.length === 0) return [];
  if (item.kind === 'consult') {
    const booked = await db
      .select({ userId: consultBookings.userId })
      .from(consultBookings)
      .where(and(eq(consultBookings.consultId, item.id), inArray(consultBookings.userId, studentIds)));
    return booked.map((b) => b.userId);
  }
  if (item.kind === 'teamMeeting') {
    const members = await db
      .select({ userId: teamMeetingMembers.userId })
      .from(teamMeetingMembers)
      .where(
        and(
          eq(teamMeetingMembers.meetingId, item.id),
          inArray(teamMeetingMembers.userId, studentIds),
          ne(teamMeetingMembers.accept, 'declined'),
        ),
      );
    return members.map((m) => m.userId);
  }
  return studentIds;
}

/**
 * Of these users, those the item's room no longer admits: no longer in its course, or a student it does not admit
 * (one who teaches the course stays admitted when dropped from a team meeting).
 */
export async function usersNotAdmitted(
  db: Db,
  item: Pick<CourseItemRow, 'id' | 'courseId' | 'kind'>,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const members = await db
    .select({ userId: courseMembers.userId, role: courseMembers.role })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, item.courseId), inArray(courseMembers.userId, [...userIds])));
  const roleOf = new Map(members.map((member) => [member.userId, member.role]));
  const students = userIds.filter((id) => roleOf.get(id) === 'student');
  const admitted = new Set(await studentsAdmitted(db, item, students));
  return userIds.filter((id) => !roleOf.has(id) || (roleOf.get(id) === 'student' && !admitted.has(id)));
}

/** 'HH:MM UTC': the server does not know the reader's time zone, so it names the one it uses. */
const clockTime = (time: Date) => `${time.toISOString().slice(11, 16)} UTC`;

/**
 * Why a consult's room turns away, at `now`, a student who booked one of its slots (issue 37), or null when it
 * admits them: they may join from CONSULT_SLOT_EARLY_JOIN_MINUTES before their slot until it ends. A student of a
 * consult without slots, and anyone else, is not held to a time.
 */
export async function slotTimeRefusal(
  db: Db,
  item: Pick<CourseItemRow, 'id' | 'kind'>,
  userId: string,
  now: Date,
): Promise<string | null> {
  if (item.kind !== 'consult') return null;
  const [row] = await db
    .select({ slotStart: consultBookings.slotStart, minutes: consultSettings.slotMinutes })
    .from(consultBookings)
    .innerJoin(consultSettings, eq(consultSettings.consultId, consultBookings.consultId))
    .where(and(eq(consultBookings.consultId, item.id), eq(consultBookings.userId, userId)))
    .limit(1);
  if (!row?.slotStart || row.minutes === null) return null;
  const slot = slotFrom(row.slotStart, row.minutes);
  const admission = slotAdmission(slot, now);
  if (admission === 'early')
    return `Your slot begins at ${clockTime(slot.startAt)}: you can join from ${CONSULT_SLOT_EARLY_JOIN_MINUTES} minutes before it.`;
  if (admission === 'over') return `Your slot ended at ${clockTime(slot.endAt)}.`;
  return null;
}
