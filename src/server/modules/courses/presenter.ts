import type { CourseItem } from '../../../core/schemas/courseItems';
import type { CourseMember, CourseSummary, MemberRole } from '../../../core/schemas/courses';
import type { CourseItemRow, CourseRow } from '../../db/schema';
import { type PersonRow, presentPerson } from '../users/person';

/** A course as the list queries load it: without the picture's bytes, with the names it points at. */
export interface CourseListRow {
  course: Omit<CourseRow, 'imageData'>;
  hasImage: boolean;
  courseCode: string | null;
  institution: string | null;
  sector: string | null;
  owner: PersonRow;
  teacherCount: number;
  studentCount: number;
  myRole: MemberRole | null;
}

export interface MemberListRow extends PersonRow {
  avatarUrl: string;
  role: MemberRole;
  addedAt: Date;
}

/** The picture's address; `v` changes with every change of the course, so browsers may cache each address. */
export function courseImageUrl(course: { id: string; updatedAt: Date }, hasImage: boolean): string {
  return hasImage ? `/api/v1/course/image/${course.id}?v=${course.updatedAt.getTime()}` : '';
}

export function presentCourseSummary(row: CourseListRow): CourseSummary {
  const { course } = row;
  return {
    _id: course.id,
    name: course.name,
    courseCodeId: course.courseCodeId,
    courseCode: row.courseCode ?? '',
    description: course.description,
    institutionId: course.institutionId,
    institution: row.institution ?? '',
    sectorId: course.sectorId,
    sector: row.sector ?? '',
    startDate: course.startDate,
    endDate: course.endDate,
    image: courseImageUrl(course, row.hasImage),
    status: course.status,
    isTemplate: course.isTemplate,
    owner: presentPerson(row.owner),
    teacherCount: row.teacherCount,
    studentCount: row.studentCount,
    myRole: row.myRole,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

export function presentMember(row: MemberListRow): CourseMember {
  return {
    ...presentPerson(row),
    userLogo: row.avatarUrl,
    role: row.role,
    addedAt: row.addedAt.toISOString(),
  };
}

export function presentItem(row: CourseItemRow): CourseItem {
  return {
    _id: row.id,
    courseId: row.courseId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    duration: row.durationMinutes,
    manual: row.manual,
    active: row.active,
    startedLive: row.startedLive,
    openedEarly: row.openedEarly,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
