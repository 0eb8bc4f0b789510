import { count, eq, inArray } from 'drizzle-orm';
import type {
  AnswerCounts,
  MemberTeamMeeting,
  MyTeamMeeting,
  TeamMeetingSummary,
} from '../../../core/schemas/meetings';
import { TEAM_MEETING_RESPONSES } from '../../../core/schemas/meetings';
import type { Db } from '../../db/client';
import { teamMeetingMembers } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { liveItemsOf } from '../courses/courseLists';
import { accessAsUser, type CourseAccess, itemsSeenBy } from '../courses/policy';
import { presentItem } from '../courses/presenter';
import { itemsVisibleTo } from '../courses/visibleItems';
import { answersOf } from './teamMeetingRows';

/**
 * GET /api/v1/teammeeting/getAllMyTeamMeeting/{userId}: across the user's courses, the meetings they teach or are
 * invited to, soonest first, each with their answer (null for a teacher who is not invited).
 */
export async function allMyTeamMeetings(db: Db, userId: string, now: Date): Promise<MyTeamMeeting[]> {
  const visible = (await itemsVisibleTo(db, userId, { now })).filter(
    (row) => row.item.kind === 'teamMeeting',
  );
  const answers = await answersOf(
    db,
    visible.map((row) => row.item.id),
    userId,
  );
  return visible.flatMap(({ item, course, role }) => {
    const teaches = role !== 'student';
    const accept = answers.get(item.id) ?? null;
    if (!teaches && !accept) return [];
    return [{ ...presentItem(item), courseName: course.name, teaches, accept }];
  });
}

/** GET /api/v1/teammeeting/getAllTeamMeeting/{courseId}: the course's meetings with their members' answers counted. */
export async function courseTeamMeetings(db: Db, access: CourseAccess): Promise<TeamMeetingSummary[]> {
  const meetings = await liveItemsOf(db, access.course.id, 'teamMeeting');
  const ids = meetings.map((item) => item.id);
  const counted = ids.length
    ? await db
        .select({ meetingId: teamMeetingMembers.meetingId, accept: teamMeetingMembers.accept, n: count() })
        .from(teamMeetingMembers)
        .where(inArray(teamMeetingMembers.meetingId, ids))
        .groupBy(teamMeetingMembers.meetingId, teamMeetingMembers.accept)
    : [];
  return meetings.map((item) => {
    const answers = Object.fromEntries(TEAM_MEETING_RESPONSES.map((answer) => [answer, 0])) as AnswerCounts;
    for (const row of counted) if (row.meetingId === item.id) answers[row.accept] = row.n;
    return { ...presentItem(item), answers };
  });
}

/**
 * GET /api/v1/teammeeting/getMemberTeamMeeting/{courseId}/{userId}: the course's meetings the user is invited to
 * and can see, with their answer.
 */
export async function memberTeamMeetings(
  db: Db,
  caller: AuthUser,
  resolved: CourseAccess,
  userId: string,
  now: Date,
): Promise<MemberTeamMeeting[]> {
  const access = await accessAsUser(db, caller, resolved, userId);
  const invited = await db
    .select({ meetingId: teamMeetingMembers.meetingId, accept: teamMeetingMembers.accept })
    .from(teamMeetingMembers)
    .where(eq(teamMeetingMembers.userId, userId));
  const answers = new Map(invited.map((row) => [row.meetingId, row.accept]));
  const meetings = await itemsSeenBy(db, access, await liveItemsOf(db, access.course.id, 'teamMeeting'), now);
  return meetings.flatMap((item) => {
    const accept = answers.get(item.id);
    return accept ? [{ ...presentItem(item), accept }] : [];
  });
}
