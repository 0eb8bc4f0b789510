import { and, asc, eq, isNull } from 'drizzle-orm';
import { type CalendarCategory, calendarCategory } from '../../../core/itemKinds';
import type { CalendarEntry, CalendarRange } from '../../../core/schemas/calendar';
import type { Db } from '../../db/client';
import { type CourseItemRow, type CourseMemberRow, courseMembers, courses } from '../../db/schema';
import { itemsVisibleTo, type ViewAs } from '../courses/visibleItems';

/** A course whose items go on a user's calendar, with the user's place in it. */
export interface CalendarCourse {
  id: string;
  name: string;
  role: CourseMemberRow['role'];
}

/** One item on a user's calendar, with what the wire entry and the feed need. */
export interface CalendarItem {
  item: CourseItemRow;
  category: CalendarCategory;
  courseName: string;
  /** The in-app path the item opens on, for this user. */
  link: string;
  /** Whether the user takes part in the item's course as a student (not teaching it). */
  asStudent: boolean;
}

/**
 * The courses a user's calendar draws from, by name: every course they belong to that is not removed, not a
 * template (a template's dates are a pattern, not a schedule) and, for its students, not a draft. Seen as a
 * student (a teacher's student view), the user is a student of each.
 */
export async function calendarCoursesOf(
  db: Db,
  userId: string,
  view: ViewAs = {},
): Promise<CalendarCourse[]> {
  const rows = await db
    .select({ id: courses.id, name: courses.name, status: courses.status, role: courseMembers.role })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), isNull(courses.removedAt), eq(courses.isTemplate, false)))
    .orderBy(asc(courses.name), asc(courses.id));
  return rows
    .map((row) => (view.asStudent ? { ...row, role: 'student' as const } : row))
    .filter((row) => row.role !== 'student' || row.status !== 'draft')
    .map(({ id, name, role }) => ({ id, name, role }));
}

/** Teachers open an item's course to edit it, students to take part (SPEC §2 routes). */
export function courseLink(courseId: string, role: CourseMemberRow['role']): string {
  return role === 'student' ? `/viewcourse/${courseId}` : `/editcourse/${courseId}`;
}

const overlaps = (item: CourseItemRow, range: CalendarRange) =>
  (!range.to || item.startAt.getTime() < Date.parse(range.to)) &&
  (!range.from || item.endAt.getTime() > Date.parse(range.from));

/**
 * Every item of these courses the user may see (SPEC §4 visibility), by start, optionally only those that overlap
 * a range. Self-learning units have no calendar category and are left out.
 */
export async function calendarItemsOf(
  db: Db,
  userId: string,
  calendarCourses: readonly CalendarCourse[],
  now: Date,
  range: CalendarRange = {},
  view: ViewAs = {},
): Promise<CalendarItem[]> {
  if (!calendarCourses.length) return [];
  const courseIds = calendarCourses.map((c) => c.id);
  const visible = await itemsVisibleTo(db, userId, { courseIds, now, ...view });
  return visible.flatMap(({ item, course, role }) => {
    const category = calendarCategory(item.kind);
    if (!category || !overlaps(item, range)) return [];
    return [
      {
        item,
        category,
        courseName: course.name,
        link: courseLink(course.id, role),
        asStudent: role === 'student',
      },
    ];
  });
}

/** The only shape a calendar item takes on the wire. */
export function presentEntry({ item, category, courseName, link }: CalendarItem): CalendarEntry {
  return {
    _id: item.id,
    name: item.title,
    description: item.description,
    category,
    startTime: item.startAt.toISOString(),
    endTime: item.endAt.toISOString(),
    duration: item.durationMinutes,
    startedLive: item.startedLive,
    courseId: item.courseId,
    courseName,
    link,
  };
}

/** SPEC §3 calendar entries of every item the user may see, by start, optionally within a range. */
export async function calendarEntriesOf(
  db: Db,
  userId: string,
  range: CalendarRange,
  now: Date,
  view: ViewAs = {},
): Promise<CalendarEntry[]> {
  const calendarCourses = await calendarCoursesOf(db, userId, view);
  const items = await calendarItemsOf(db, userId, calendarCourses, now, range, view);
  return items.map(presentEntry);
}
