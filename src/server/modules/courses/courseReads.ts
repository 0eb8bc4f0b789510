import { and, eq, isNull } from 'drizzle-orm';
import type { ItemKind } from '../../../core/itemKinds';
import type { CourseItem, LectureLink } from '../../../core/schemas/courseItems';
import type {
  CourseDetail,
  CoursePick,
  CourseStatus,
  CourseSummary,
  CourseWithItems,
} from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import {
  liveItemsOf,
  loadCourseDetail,
  loadCourseDetails,
  loadCourseSummaries,
  withItems,
} from './courseLists';
import type { ItemWorkReader } from './itemWork';
import { accessAsUser, asStudentAccess, type CourseAccess, itemsSeenBy, readableCourse } from './policy';
import { presentItem } from './presenter';
import { courseIdsOf, itemsVisibleTo, type ViewAs } from './visibleItems';

/*
 * The SPEC §7 course GETs. A "user's courses" are the courses the user belongs to, as `courseIdsOf` decides:
 * every course they teach, and for a student the enrolled courses open to students. Removed ones never show.
 * Reads that take a `ViewAs` answer a teacher's student view (`?view=student`) exactly as a student would be
 * answered: the same courses, the same items, and the viewer's role in each given as 'student'.
 */

const toPick = (summary: CourseSummary): CoursePick => ({
  _id: summary._id,
  name: summary.name,
  courseCode: summary.courseCode,
});

/** In a student view every course is the viewer's as a student's. */
const seenAs = <T extends CourseSummary>(summaries: T[], view: ViewAs): T[] =>
  view.asStudent ? summaries.map((summary) => ({ ...summary, myRole: 'student' })) : summaries;

/** getCourse/{userId}: the user's courses as dashboard cards. */
export async function userCourses(
  db: Db,
  caller: AuthUser,
  userId: string,
  view: ViewAs = {},
): Promise<CourseSummary[]> {
  return seenAs(await loadCourseSummaries(db, await courseIdsOf(db, userId, view), caller.id), view);
}

/** courselistOnly[/{type}]: the caller's courses, optionally only those in one status. */
export async function callerCourses(db: Db, caller: AuthUser, status?: CourseStatus) {
  const summaries = await loadCourseSummaries(db, await courseIdsOf(db, caller.id), caller.id);
  return status ? summaries.filter((s) => s.status === status) : summaries;
}

/** courselistCode: the caller's real courses (not templates) for pickers. */
export async function callerCoursePicks(db: Db, caller: AuthUser): Promise<CoursePick[]> {
  return (await callerCourses(db, caller)).filter((s) => !s.isTemplate).map(toPick);
}

/** coursetemplistCode: every template a teacher may start a course from. */
export async function templatePicks(db: Db, caller: AuthUser): Promise<CoursePick[]> {
  const templates = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.isTemplate, true), isNull(courses.removedAt)));
  const summaries = await loadCourseSummaries(
    db,
    templates.map((t) => t.id),
    caller.id,
  );
  return summaries.map(toPick);
}

/**
 * getAllCourse/{userId}: the user's courses, each with the items that user may see and the work on each (issue 37):
 * their own state where they are a student, a tally where they teach.
 */
export async function userCoursesWithItems(
  db: Db,
  caller: AuthUser,
  userId: string,
  view: ViewAs,
  now: Date,
  readWork: ItemWorkReader,
): Promise<CourseWithItems[]> {
  const visible = await itemsVisibleTo(db, userId, { now, ...view });
  const work = await readWork(
    db,
    userId,
    visible.map(({ item, role }) => ({ item, asStudent: role === 'student' })),
    now,
  );
  const courses = await withItems(db, await courseIdsOf(db, userId, view), caller.id, (courseId) =>
    visible.filter((v) => v.item.courseId === courseId).map((v) => v.item),
  );
  return seenAs(courses, view).map((course) => ({
    ...course,
    items: course.items.map((item) => ({ ...item, ...work.get(item._id) })),
  }));
}

/** courselistWithMembersOnly/{userId}: the user's courses with their teachers and students. */
export async function userCoursesWithMembers(
  db: Db,
  caller: AuthUser,
  userId: string,
): Promise<CourseDetail[]> {
  return loadCourseDetails(db, await courseIdsOf(db, userId), caller.id);
}

/** courselistWithLectureOnly: the caller's courses, each with the lectures the caller may see. */
export async function callerCoursesWithLectures(
  db: Db,
  caller: AuthUser,
  now: Date,
): Promise<CourseWithItems[]> {
  const visible = await itemsVisibleTo(db, caller.id, { now });
  return withItems(db, await courseIdsOf(db, caller.id), caller.id, (courseId) =>
    visible.filter((v) => v.item.courseId === courseId && v.item.kind === 'lecture').map((v) => v.item),
  );
}

/** getCurentCourse/{courseId}: the course with its teachers and students. */
export function courseDetail(db: Db, caller: AuthUser, { course }: CourseAccess): Promise<CourseDetail> {
  return loadCourseDetail(db, course.id, caller.id);
}

/** getCurrentCourseBasic/{courseId}: the course alone. */
export async function courseBasic(
  db: Db,
  caller: AuthUser,
  { course }: CourseAccess,
): Promise<CourseSummary> {
  const [summary] = await loadCourseSummaries(db, [course.id], caller.id);
  return summary!;
}

/** getCurentCourseType/{courseId}/{type} and the lecture and unit lists: one kind's items the caller may see. */
export async function courseItemsOfKind(
  db: Db,
  access: CourseAccess,
  kind: ItemKind,
  now: Date,
): Promise<CourseItem[]> {
  return (await itemsSeenBy(db, access, await liveItemsOf(db, access.course.id, kind), now)).map(presentItem);
}

/** getCurentCourseLectureLink/{courseId}: lectures with the address that opens each (SPEC §2 lecture entry). */
export async function lectureLinks(db: Db, access: CourseAccess, now: Date): Promise<LectureLink[]> {
  const lectures = await courseItemsOfKind(db, access, 'lecture', now);
  return lectures.map((lecture) => ({ ...lecture, link: `/waitlecture/${access.course.id}/${lecture._id}` }));
}

/**
 * getCurrentCourse/{courseId}/{userId}: the course with every item that user may see (the course view), each with
 * the work on it (issue 37): that user's own state as a student, or a tally for those who teach it.
 */
export async function courseAsSeenBy(
  db: Db,
  caller: AuthUser,
  courseId: string,
  userId: string,
  view: ViewAs,
  now: Date,
  readWork: ItemWorkReader,
): Promise<CourseWithItems> {
  const own = await accessAsUser(db, caller, await readableCourse(db, caller, courseId), userId);
  const access = view.asStudent ? asStudentAccess(own) : own;
  const items = await itemsSeenBy(db, access, await liveItemsOf(db, courseId), now);
  const work = await readWork(
    db,
    access.userId,
    items.map((item) => ({ item, asStudent: !access.teaches })),
    now,
  );
  const [course] = seenAs(await withItems(db, [courseId], caller.id, () => items), view);
  return { ...course!, items: course!.items.map((item) => ({ ...item, ...work.get(item._id) })) };
}
