import { and, asc, eq, isNull, max, min, type SQL, sql } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import type { DiscussionStatus, ParticipationMark } from '../../../core/schemas/discussions';
import type { Db } from '../../db/client';
import {
  attendanceMarks,
  courseMembers,
  discussionComments,
  lectureAttendances,
  type ParticipationMarkRow,
  participationMarks,
  users,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { ItemAccess } from '../courses/policy';
import { personColumns } from '../users/person';
import { assertDiscussion } from './discussionItem';
import { maxMarkOf } from './settings';

export const presentParticipationMark = (row: ParticipationMarkRow, maxMark: number): ParticipationMark => ({
  mark: row.mark,
  maxMark,
  feedback: row.feedback,
  markedAt: row.markedAt.toISOString(),
});

/** A sitting of this discussion, or 404. */
async function assertSittingOf(db: Db, discussionId: string, attendanceId: string) {
  const [sitting] = await db
    .select({ id: lectureAttendances.id })
    .from(lectureAttendances)
    .where(and(eq(lectureAttendances.id, attendanceId), eq(lectureAttendances.lectureId, discussionId)))
    .limit(1);
  if (!sitting) throw notFound('No such sitting of this discussion.');
}

/** Per author: comments and replies still in the thread (written in the sitting, when one is named), first and last. */
function commentStats(db: Db, discussionId: string, attendanceId: string | undefined) {
  const where: SQL[] = [
    eq(discussionComments.discussionId, discussionId),
    isNull(discussionComments.removedAt),
  ];
  if (attendanceId) where.push(eq(discussionComments.attendanceId, attendanceId));
  return db
    .select({
      authorId: discussionComments.authorId,
      comments: sql<number>`count(*) filter (where ${discussionComments.parentId} is null)`.mapWith(Number),
      replies: sql<number>`count(*) filter (where ${discussionComments.parentId} is not null)`.mapWith(
        Number,
      ),
      firstAt: min(discussionComments.createdAt),
      lastAt: max(discussionComments.createdAt),
    })
    .from(discussionComments)
    .where(and(...where))
    .groupBy(discussionComments.authorId);
}

/** Who was marked present in the sitting (in any sitting of the discussion when none is named). */
async function joinedIds(
  db: Db,
  discussionId: string,
  attendanceId: string | undefined,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ userId: attendanceMarks.userId })
    .from(attendanceMarks)
    .innerJoin(lectureAttendances, eq(lectureAttendances.id, attendanceMarks.attendanceId))
    .where(
      and(
        eq(lectureAttendances.lectureId, discussionId),
        attendanceId ? eq(attendanceMarks.attendanceId, attendanceId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * GET /api/v1/discussion/status/{discussionId}: every student of the course with what they wrote (in the sitting
 * when `attendanceId` names one), whether they joined, and their participation mark (`assessment` on the wire);
 * by name.
 */
export async function discussionStatus(
  db: Db,
  { item }: ItemAccess,
  attendanceId: string | undefined,
): Promise<DiscussionStatus> {
  assertDiscussion(item);
  if (attendanceId) await assertSittingOf(db, item.id, attendanceId);
  const [students, stats, joined, marks, maxMark] = await Promise.all([
    db
      .select(personColumns)
      .from(courseMembers)
      .innerJoin(users, eq(users.id, courseMembers.userId))
      .where(and(eq(courseMembers.courseId, item.courseId), eq(courseMembers.role, 'student')))
      .orderBy(asc(users.fullName), asc(users.username)),
    commentStats(db, item.id, attendanceId),
    joinedIds(db, item.id, attendanceId),
    db.select().from(participationMarks).where(eq(participationMarks.discussionId, item.id)),
    maxMarkOf(db, item.id),
  ]);
  const statsOf = new Map(stats.map((row) => [row.authorId, row]));
  const markOf = new Map(marks.map((row) => [row.userId, row]));
  return {
    maxMark,
    attendanceId: attendanceId ?? null,
    students: students.map((student) => {
      const wrote = statsOf.get(student.id);
      const mark = markOf.get(student.id);
      return {
        student: { _id: student.id, name: personName(student) },
        comments: wrote?.comments ?? 0,
        replies: wrote?.replies ?? 0,
        firstAt: wrote?.firstAt?.toISOString() ?? null,
        lastAt: wrote?.lastAt?.toISOString() ?? null,
        joined: joined.has(student.id),
        assessment: mark ? presentParticipationMark(mark, maxMark) : null,
      };
    }),
  };
}
