import { and, eq, inArray } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type { TeamMeetingMember, TeamMeetingResponse } from '../../../core/schemas/meetings';
import type { Db } from '../../db/client';
import { courseMembers, teamMeetingMembers, users } from '../../db/schema';
import { personColumns } from '../users/person';

/** A team meeting's members with their names, place in the course and answers, by name. */
export async function membersOf(db: Db, meetingId: string, courseId: string): Promise<TeamMeetingMember[]> {
  const rows = await db
    .select({
      person: personColumns,
      role: courseMembers.role,
      accept: teamMeetingMembers.accept,
      respondedAt: teamMeetingMembers.respondedAt,
    })
    .from(teamMeetingMembers)
    .innerJoin(users, eq(users.id, teamMeetingMembers.userId))
    .leftJoin(
      courseMembers,
      and(eq(courseMembers.userId, teamMeetingMembers.userId), eq(courseMembers.courseId, courseId)),
    )
    .where(eq(teamMeetingMembers.meetingId, meetingId));
  return rows
    .map((row) => ({
      _id: row.person.id,
      name: personName(row.person),
      role: row.role === 'student' ? ('student' as const) : ('teacher' as const),
      accept: row.accept,
      respondedAt: row.respondedAt?.toISOString() ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}

/** Each of these meetings' answer from `userId`, for those they are invited to. */
export async function answersOf(
  db: Db,
  meetingIds: readonly string[],
  userId: string,
): Promise<Map<string, TeamMeetingResponse>> {
  if (!meetingIds.length) return new Map();
  const rows = await db
    .select({ meetingId: teamMeetingMembers.meetingId, accept: teamMeetingMembers.accept })
    .from(teamMeetingMembers)
    .where(
      and(inArray(teamMeetingMembers.meetingId, [...meetingIds]), eq(teamMeetingMembers.userId, userId)),
    );
  return new Map(rows.map((row) => [row.meetingId, row.accept]));
}
