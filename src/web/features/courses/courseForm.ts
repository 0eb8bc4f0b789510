import type { FormErrors } from '@mantine/form';
import dayjs from 'dayjs';
import { type CourseSummary, type CreateCourse, createCourseBody } from '../../../core/schemas/courses';
import { zodErrors } from '../../components/forms/zodValidate';

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

/** A date left empty gets a message saying what to do, instead of the schema's 'Invalid ISO date'. */
export function withDateMessages(
  errors: FormErrors,
  values: { startDate: string; endDate: string },
): FormErrors {
  const shown = { ...errors };
  if (!values.startDate) shown.startDate = 'Pick the start date.';
  if (!values.endDate) shown.endDate = 'Pick the end date.';
  return shown;
}

/** The checks the server makes (createCourseBody), with plain messages for empty dates. */
export const validateCourse = (values: CourseFormValues): FormErrors =>
  withDateMessages(zodErrors(createCourseBody, values), values);
