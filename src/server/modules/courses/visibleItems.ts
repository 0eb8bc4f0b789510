import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  type CourseOpenFacts,
  isCourseOpenToStudents,
  isVisibleToStudents,
} from '../../../core/rules/itemVisibility';
import type { Db } from '../../db/client';
import {
  type CourseItemRow,
  type CourseRow,
  courseItems,
  courseMembers,
  courses,
  teamMeetingMembers,
} from '../../db/schema';

/**
 * Whose eyes a read looks through: the user's own, or (`asStudent`) those of a student of every course the user
 * belongs to, which is a teacher's student view (SPEC §6): exactly what the course's students get, nothing more.
 */
export interface ViewAs {
  asStudent?: boolean;
}

/** `?view=student` of a read, as the services take it. */
export const viewAs = (view: 'student' | undefined): ViewAs => ({ asStudent: view === 'student' });

export interface VisibleItem {
  item: CourseItemRow;
  course: Pick<CourseRow, 'id' | 'name' | 'status' | 'isTemplate'>;
  /** The user's place in the item's course; always 'student' when seen as a student. */
  role: 'owner' | 'teacher' | 'student';
}

/**
 * The items of the courses a user belongs to that the user may see, ordered by start: every item for the
 * course's teachers, and for its students what SPEC §4 visibility allows in courses open to them (team meetings
 * only when invited).
 * Removed courses and items are left out. `courseIds` narrows to some courses.
 */
export async function itemsVisibleTo(
  db: Db,
  userId: string,
  options: { courseIds?: readonly string[]; now: Date } & ViewAs,
): Promise<VisibleItem[]> {
  const { now } = options;
  const rows = await db
    .select({
      item: courseItems,
      course: { id: courses.id, name: courses.name, status: courses.status, isTemplate: courses.isTemplate },
      role: courseMembers.role,
      invited: teamMeetingMembers.userId,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(courseItems, eq(courseItems.courseId, courses.id))
    .leftJoin(
      teamMeetingMembers,
      and(eq(teamMeetingMembers.meetingId, courseItems.id), eq(teamMeetingMembers.userId, userId)),
    )
    .where(
      and(
        eq(courseMembers.userId, userId),
        isNull(courses.removedAt),
        isNull(courseItems.removedAt),
        options.courseIds ? inArray(courses.id, [...options.courseIds]) : undefined,
      ),
    )
    .orderBy(asc(courseItems.startAt), asc(courseItems.position), asc(courseItems.id));
  return rows
    .map(({ invited, ...row }) => ({
      ...row,
      role: options.asStudent ? ('student' as const) : row.role,
      invited: invited !== null,
    }))
    .filter(
      (row) =>
        row.role !== 'student' ||
        (studentSees(row.item, row.course, now) && (!forInvitedOnly(row.item) || row.invited)),
    )
    .map(({ invited: _, ...row }) => row);
}

/**
 * Items some of a course's students see only when invited: a team meeting is for the members its teachers invite
 * (issue 16), whatever they answered; its other students do not see it.
 */
export const forInvitedOnly = (item: Pick<CourseItemRow, 'kind'>): boolean => item.kind === 'teamMeeting';

/** Of these students of the item's course, those it is for: all of them, or for the invited only those invited. */
export async function studentsItIsFor(
  db: Db,
  item: Pick<CourseItemRow, 'id' | 'kind'>,
  studentIds: string[],
): Promise<string[]> {
  if (!forInvitedOnly(item) || studentIds.length === 0) return studentIds;
  const rows = await db
    .select({ userId: teamMeetingMembers.userId })
    .from(teamMeetingMembers)
    .where(and(eq(teamMeetingMembers.meetingId, item.id), inArray(teamMeetingMembers.userId, studentIds)));
  return rows.map((row) => row.userId);
}

/** Of these items, the ids of those for the invited only that `userId` is invited to. */
export async function invitationsAmong(
  db: Db,
  userId: string,
  items: readonly CourseItemRow[],
): Promise<Set<string>> {
  const ids = items.filter(forInvitedOnly).map((item) => item.id);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ meetingId: teamMeetingMembers.meetingId })
    .from(teamMeetingMembers)
    .where(and(eq(teamMeetingMembers.userId, userId), inArray(teamMeetingMembers.meetingId, ids)));
  return new Set(rows.map((row) => row.meetingId));
}

/** SPEC §4: whether the students of this course see the item now (never in a draft or a template). */
export function studentSees(item: CourseItemRow, course: CourseOpenFacts, now: Date): boolean {
  return isCourseOpenToStudents(course) && isVisibleNow(item, now);
}

/** SPEC §4 item visibility for an item row, whatever its course's status. */
export function isVisibleNow(item: CourseItemRow, now: Date): boolean {
  return isVisibleToStudents({ ...item, startDate: item.startAt, endDate: item.endAt }, now);
}

/**
 * Ids of the courses a user belongs to (any role), excluding removed ones and, for students (and anyone seen as
 * a student), the courses not open to students.
 */
export async function courseIdsOf(db: Db, userId: string, view: ViewAs = {}): Promise<string[]> {
  const rows = await db
    .select({
      id: courses.id,
      role: courseMembers.role,
      status: courses.status,
      isTemplate: courses.isTemplate,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), isNull(courses.removedAt)));
  return rows
    .filter((r) => (r.role !== 'student' && !view.asStudent) || isCourseOpenToStudents(r))
    .map((r) => r.id);
}
