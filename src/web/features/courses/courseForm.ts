import dayjs from 'dayjs';
import { type CourseSummary, type CreateCourse, createCourseBody } from '../../../core/schemas/courses';
import { zodValidate } from '../../components/forms/zodValidate';

/** The course form's values: every field a teacher sets (SPEC §2 /editcourse), as the create call takes them. */
export type CourseFormValues = CreateCourse;

export function newCourseValues(today = dayjs()): CourseFormValues {
  return {
    name: '',
    courseCodeId: null,
    description: '',
    institutionId: null,
    sectorId: null,
    startDate: today.format('YYYY-MM-DD'),
    endDate: '',
    status: 'draft',
    isTemplate: false,
  };
}

export function courseValuesOf(course: CourseSummary): CourseFormValues {
  return {
    name: course.name,
    courseCodeId: course.courseCodeId,
    description: course.description,
    institutionId: course.institutionId,
    sectorId: course.sectorId,
    startDate: course.startDate,
    endDate: course.endDate,
    status: course.status,
    isTemplate: course.isTemplate,
  };
}

/** The checks the server makes (createCourseBody), with its messages. */
export const validateCourse = zodValidate<CourseFormValues>(createCourseBody);
