import { courseIdParams } from '../schemas/courses';
import {
  gradebookExportQuery,
  gradebookQuery,
  gradebookReply,
  gradebookStudentParams,
  saveWeightsBody,
  trackingReply,
} from '../schemas/gradebook';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['gradebook'] as const;
const teachers = { roles: ['teacher'] } as const;

/**
 * Issue 35: the gradebook of a course and /student_tracking. Marks are changed and released through each item's own
 * calls (coursework grade, gradeWithoutWork and release; a test's or exam's gradeAttempt and release; a
 * discussion's assess), never through a call of the gradebook's.
 */
export const gradebookCalls = {
  /** Every student against every marked item, sorted and filtered, a page of students at a time. */
  book: contract({
    method: 'GET',
    path: '/api/v1/gradebook/course/:courseId',
    params: courseIdParams,
    query: gradebookQuery,
    reply: gradebookReply,
    access: access.course('teach', inParams('courseId'), teachers),
    tags,
  }),
  /** One student's row: the student themself (released marks only), or those who teach the course. */
  studentRow: contract({
    method: 'GET',
    path: '/api/v1/gradebook/student/:courseId/:userId',
    params: gradebookStudentParams,
    reply: gradebookReply,
    access: access.course('attend', inParams('courseId'), {
      describe: 'the student themself, or those who teach the course',
    }),
    tags,
  }),
  saveWeights: contract({
    method: 'POST',
    path: '/api/v1/gradebook/saveWeights',
    body: saveWeightsBody,
    reply: messageReply,
    access: access.course('teach', inBody('courseId'), teachers),
    tags,
  }),
  /** The book as CSV or XLSX, every student in the page's order, with the page's figures, streamed. */
  export: contract({
    method: 'GET',
    path: '/api/v1/gradebook/export/:courseId',
    params: courseIdParams,
    query: gradebookExportQuery,
    reply: null,
    access: access.course('teach', inParams('courseId'), teachers),
    tags,
  }),
  /** /student_tracking: each student's progress on the items with work, and their lecture attendance. */
  tracking: contract({
    method: 'GET',
    path: '/api/v1/gradebook/tracking/:courseId',
    params: courseIdParams,
    reply: trackingReply,
    access: access.course('teach', inParams('courseId'), teachers),
    tags,
  }),
};
