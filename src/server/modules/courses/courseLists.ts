import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { ITEM_KINDS } from '../../../core/itemKinds';
import { compareByStart, type OrderFacts } from '../../../core/rules/itemOrder';
import type { CourseDetail, CourseSummary, CourseWithItems } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import {
  type CourseItemRow,
  courseCodes,
  courseItems,
  courseMembers,
  courses,
  institutions,
  sectors,
  users,
} from '../../db/schema';
import { personColumns } from '../users/person';
import { type CourseListRow, presentCourseSummary, presentItem, presentMember } from './presenter';

// Lists never load pictures kept the old way, as base64; the presenter only needs to know whether there is one.
const { imageData: _imageBytes, ...courseListColumns } = getTableColumns(courses);

/**
 * Courses as summaries, newest start first: names of their code, institution and sector, owner, member
 * counts and the viewer's role in each. Removed courses are left out.
 */
export async function loadCourseSummaries(
  db: Db,
  courseIds: readonly string[],
  viewerId: string,
): Promise<CourseSummary[]> {
  if (!courseIds.length) return [];
  const ids = [...courseIds];
  const [rows, counts, viewerRoles] = await Promise.all([
    db
      .select({
        course: courseListColumns,
        hasImage: sql<boolean>`${courses.imageKey} is not null`,
        courseCode: courseCodes.code,
        institution: institutions.name,
        sector: sectors.name,
        owner: personColumns,
      })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.ownerId))
      .leftJoin(courseCodes, eq(courseCodes.id, courses.courseCodeId))
      .leftJoin(institutions, eq(institutions.id, courses.institutionId))
      .leftJoin(sectors, eq(sectors.id, courses.sectorId))
      .where(and(inArray(courses.id, ids), isNull(courses.removedAt)))
      .orderBy(desc(courses.startDate), asc(courses.name), asc(courses.id)),
    db
      .select({ courseId: courseMembers.courseId, role: courseMembers.role, n: count() })
      .from(courseMembers)
      .where(inArray(courseMembers.courseId, ids))
      .groupBy(courseMembers.courseId, courseMembers.role),
    db
      .select({ courseId: courseMembers.courseId, role: courseMembers.role })
      .from(courseMembers)
      .where(and(inArray(courseMembers.courseId, ids), eq(courseMembers.userId, viewerId))),
  ]);
  const countOf = (courseId: string, students: boolean) =>
    counts
      .filter((c) => c.courseId === courseId && (c.role === 'student') === students)
      .reduce((sum, c) => sum + c.n, 0);
  const roleOf = new Map(viewerRoles.map((r) => [r.courseId, r.role]));
  return rows.map((row) =>
    presentCourseSummary({
      ...row,
      teacherCount: countOf(row.course.id, false),
      studentCount: countOf(row.course.id, true),
      myRole: roleOf.get(row.course.id) ?? null,
    } satisfies CourseListRow),
  );
}

/** Courses with their members: teachers (the owner first) and students, each by name. */
export async function loadCourseDetails(
  db: Db,
  courseIds: readonly string[],
  viewerId: string,
): Promise<CourseDetail[]> {
  const summaries = await loadCourseSummaries(db, courseIds, viewerId);
  if (!summaries.length) return [];
  const members = await db
    .select({
      courseId: courseMembers.courseId,
      ...personColumns,
      avatarUrl: users.avatarUrl,
      role: courseMembers.role,
      addedAt: courseMembers.addedAt,
    })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(
      inArray(
        courseMembers.courseId,
        summaries.map((s) => s._id),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.username));
  return summaries.map((summary) => {
    const own = members.filter((m) => m.courseId === summary._id);
    return {
      ...summary,
      teachers: own
        .filter((m) => m.role !== 'student')
        .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'))
        .map(presentMember),
      students: own.filter((m) => m.role === 'student').map(presentMember),
    };
  });
}

export async function loadCourseDetail(db: Db, courseId: string, viewerId: string): Promise<CourseDetail> {
  const [detail] = await loadCourseDetails(db, [courseId], viewerId);
  return detail!;
}

/** What places an item row in its list (core/rules/itemOrder). */
export const orderFactsOf = (item: CourseItemRow): OrderFacts => ({
  start: item.startAt,
  position: item.position,
  id: item.id,
});

/** A course's items in the order its pages show them: by kind (the spec's order), then by start (ties: position). */
export function inPageOrder(items: readonly CourseItemRow[]): CourseItemRow[] {
  const rank = (kind: CourseItemRow['kind']) => ITEM_KINDS.indexOf(kind);
  return [...items].sort(
    (a, b) => rank(a.kind) - rank(b.kind) || compareByStart(orderFactsOf(a), orderFactsOf(b)),
  );
}

/** The course's items that are not removed, optionally of one kind, in page order. */
export async function liveItemsOf(
  db: Db,
  courseId: string,
  kind?: CourseItemRow['kind'],
): Promise<CourseItemRow[]> {
  const rows = await db
    .select()
    .from(courseItems)
    .where(
      and(
        eq(courseItems.courseId, courseId),
        isNull(courseItems.removedAt),
        kind ? eq(courseItems.kind, kind) : undefined,
      ),
    );
  return inPageOrder(rows);
}

/** Summaries joined with items already chosen for each course (what the viewer may see). */
export async function withItems(
  db: Db,
  courseIds: readonly string[],
  viewerId: string,
  itemsOf: (courseId: string) => readonly CourseItemRow[],
): Promise<CourseWithItems[]> {
  const summaries = await loadCourseSummaries(db, courseIds, viewerId);
  return summaries.map((summary) => ({
    ...summary,
    items: inPageOrder(itemsOf(summary._id)).map(presentItem),
  }));
}
