import {
  addAnnotationBody,
  annotationListParams,
  annotationListReply,
  annotationReply,
  changeAnnotationBody,
  removeAnnotationBody,
} from '../schemas/annotations';
import {
  assessmentIdParams,
  assessmentListParams,
  courseworkSettingsBody,
  feedbackListReply,
  gradeBody,
  gradeWithoutWorkBody,
  gradingLinesReply,
  groupAssessmentParams,
  joinGroupBody,
  markingOverviewReply,
  myAssessmentParams,
  myMarksReply,
  projectGroupsBody,
  releaseBody,
  releaseReply,
  saveAnswerBody,
  submissionArchiveReply,
  submissionFileBody,
  submissionListReply,
  submissionReply,
  submitBody,
  submitRefParams,
} from '../schemas/coursework';
import {
  extensionListParams,
  extensionListReply,
  extensionReply,
  removeExtensionBody,
  saveExtensionBody,
} from '../schemas/courseworkExtensions';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['coursework'] as const;
const teachers = { roles: ['teacher'] } as const;
const students = { roles: ['student'] } as const;

/** The kinds whose items students hand work in for (issue 14). */
export const COURSEWORK_KINDS = ['assignment', 'project', 'lab'] as const;
export type CourseworkKind = (typeof COURSEWORK_KINDS)[number];

/** SPEC §7 `/api/v1/{typeId}/getSubmitCurrent/{refId}`: the caller's own submission, or null before they start. */
function submitCurrentCall(kind: CourseworkKind) {
  return contract({
    method: 'GET',
    path: `/api/v1/${kind}/getSubmitCurrent/:refId`,
    params: submitRefParams,
    reply: submissionReply,
    access: access.item('attend', inParams('refId'), {
      ...students,
      describe: "the course's students who can see the item, for their own (their group's) submission",
    }),
    tags,
  });
}

/**
 * Assignments, projects and labs: the teacher's settings and groups, the student's answer and submission, and the
 * assessment (SPEC §7's assessment GETs at their exact paths). Files come in through the tus upload with the
 * purposes `itemAttachment` and `submission` (fileCalls.ts).
 */
export const courseworkCalls = {
  assignmentSubmitCurrent: submitCurrentCall('assignment'),
  projectSubmitCurrent: submitCurrentCall('project'),
  labSubmitCurrent: submitCurrentCall('lab'),
  saveSettings: contract({
    method: 'POST',
    path: '/api/v1/coursework/saveSettings',
    body: courseworkSettingsBody,
    reply: messageReply,
    access: access.item('teach', inBody('itemId'), teachers),
    tags,
  }),
  setGroups: contract({
    method: 'POST',
    path: '/api/v1/project/setGroups',
    body: projectGroupsBody,
    reply: messageReply,
    access: access.item('teach', inBody('projectId'), teachers),
    tags,
  }),
  joinGroup: contract({
    method: 'POST',
    path: '/api/v1/project/joinGroup',
    body: joinGroupBody,
    reply: messageReply,
    access: access.item('attend', inBody('projectId'), {
      ...students,
      describe: "the course's students, when the project lets them choose a group with room in it",
    }),
    tags,
  }),
  saveAnswer: contract({
    method: 'POST',
    path: '/api/v1/submission/saveAnswer',
    body: saveAnswerBody,
    reply: submissionReply,
    access: access.item('attend', inBody('itemId'), {
      ...students,
      describe: "the course's students who can see the item, until their work is graded",
    }),
    tags,
  }),
  submit: contract({
    method: 'POST',
    path: '/api/v1/submission/submit',
    body: submitBody,
    reply: submissionReply,
    access: access.item('attend', inBody('itemId'), {
      ...students,
      describe:
        "the course's students who can see the item, before the deadline unless late work is accepted",
    }),
    tags,
  }),
  removeFile: contract({
    method: 'POST',
    path: '/api/v1/submission/removeFile',
    body: submissionFileBody,
    reply: submissionReply,
    access: access.file('read', inBody('fileId'), {
      ...students,
      describe: "the submission's author or group, until it is graded",
    }),
    tags,
  }),
  myAssessmentList: contract({
    method: 'GET',
    path: '/api/v1/assessment/getMyAssessmentList/:itemId/:userId',
    params: myAssessmentParams,
    reply: submissionListReply,
    access: access.self(inParams('userId'), {
      describe: 'the student themself (or an administrator); the marks once released',
    }),
    tags,
  }),
  assessmentList: contract({
    method: 'GET',
    path: '/api/v1/assessment/getAssessmentList/:itemId',
    params: assessmentListParams,
    reply: gradingLinesReply,
    access: access.item('teach', inParams('itemId'), teachers),
    tags,
  }),
  groupAssessmentList: contract({
    method: 'GET',
    path: '/api/v1/assessment/getGroupAssessmentList/:projectId/:userId',
    params: groupAssessmentParams,
    reply: submissionListReply,
    access: access.self(inParams('userId'), {
      describe: "the student themself (or an administrator): their project group's submission",
    }),
    tags,
  }),
  assessmentCurrent: contract({
    method: 'GET',
    path: '/api/v1/assessment/getAssessmentCurrent/:assessmentId',
    params: assessmentIdParams,
    reply: submissionReply,
    access: access.submission('read', inParams('assessmentId')),
    tags,
  }),
  grade: contract({
    method: 'POST',
    path: '/api/v1/assessment/grade',
    body: gradeBody,
    reply: submissionReply,
    access: access.submission('grade', inBody('assessmentId'), teachers),
    tags,
  }),
  gradeWithoutWork: contract({
    method: 'POST',
    path: '/api/v1/assessment/gradeWithoutWork',
    body: gradeWithoutWorkBody,
    reply: submissionReply,
    access: access.item('teach', inBody('itemId'), teachers),
    tags,
  }),
  markingOverview: contract({
    method: 'GET',
    path: '/api/v1/assessment/getMarkingOverview',
    reply: markingOverviewReply,
    access: access.teacher('teachers: the assignments, projects and labs of the courses they teach'),
    tags,
  }),
  feedbackList: contract({
    method: 'GET',
    path: '/api/v1/assessment/getFeedbackList',
    reply: feedbackListReply,
    access: access.teacher('teachers: the marked work of the courses they teach, with its written feedback'),
    tags,
  }),
  myMarks: contract({
    method: 'GET',
    path: '/api/v1/assessment/getMyMarks',
    reply: myMarksReply,
    access: access.student(
      "students: their own work in the courses' assignments, projects and labs they see",
    ),
    tags,
  }),
  /** What the zip of every piece of work handed in holds, before it is downloaded (issue 37). */
  submissionArchiveInfo: contract({
    method: 'GET',
    path: '/api/v1/assessment/getSubmissionArchiveInfo/:itemId',
    params: assessmentListParams,
    reply: submissionArchiveReply,
    access: access.item('teach', inParams('itemId'), teachers),
    tags,
  }),
  /**
   * Every piece of work handed in as one zip, streamed (issue 37): a folder per student ("Surname Firstname
   * (username)") or group, the files under their own names made safe.
   */
  submissionArchive: contract({
    method: 'GET',
    path: '/api/v1/assessment/downloadSubmissions/:itemId',
    params: assessmentListParams,
    reply: null,
    access: access.item('teach', inParams('itemId'), teachers),
    tags,
  }),
  release: contract({
    method: 'POST',
    path: '/api/v1/assessment/release',
    body: releaseBody,
    reply: releaseReply,
    access: access.item('teach', inBody('itemId'), teachers),
    tags,
  }),
  extensionList: contract({
    method: 'GET',
    path: '/api/v1/coursework/getExtensionList/:itemId',
    params: extensionListParams,
    reply: extensionListReply,
    access: access.item('teach', inParams('itemId'), teachers),
    tags,
  }),
  saveExtension: contract({
    method: 'POST',
    path: '/api/v1/coursework/saveExtension',
    body: saveExtensionBody,
    reply: extensionReply,
    access: access.item('teach', inBody('itemId'), teachers),
    tags,
  }),
  removeExtension: contract({
    method: 'POST',
    path: '/api/v1/coursework/removeExtension',
    body: removeExtensionBody,
    reply: messageReply,
    access: access.item('teach', inBody('itemId'), teachers),
    tags,
  }),
  /**
   * The teacher's annotations on the work's files (issue 37): every one for those who teach the course; for the
   * students whose work it is, an empty list until the mark is released.
   */
  annotationList: contract({
    method: 'GET',
    path: '/api/v1/assessment/getAnnotations/:assessmentId',
    params: annotationListParams,
    reply: annotationListReply,
    access: access.submission('read', inParams('assessmentId'), {
      describe:
        "the course's teachers; the students whose work it is (a project group's members) once it is released",
    }),
    tags,
  }),
  addAnnotation: contract({
    method: 'POST',
    path: '/api/v1/assessment/addAnnotation',
    body: addAnnotationBody,
    reply: annotationReply,
    access: access.submission('grade', inBody('assessmentId'), teachers),
    tags,
  }),
  /** A comment's new text; highlights and drawings are removed and drawn again. */
  changeAnnotation: contract({
    method: 'POST',
    path: '/api/v1/assessment/changeAnnotation',
    body: changeAnnotationBody,
    reply: annotationReply,
    access: access.submission('grade', inBody('assessmentId'), teachers),
    tags,
  }),
  removeAnnotation: contract({
    method: 'POST',
    path: '/api/v1/assessment/removeAnnotation',
    body: removeAnnotationBody,
    reply: messageReply,
    access: access.submission('grade', inBody('assessmentId'), teachers),
    tags,
  }),
};
