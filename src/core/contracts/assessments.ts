import { ASSESSMENT } from '../constants';
import type { AssessmentKind } from '../itemKinds';
import {
  answerListReply,
  assessmentListReply,
  attemptBody,
  attemptDetailReply,
  attemptReply,
  authoringReply,
  courseParams,
  currentSittingReply,
  exportQuery,
  focusBody,
  gradeAttemptBody,
  importReply,
  itemAttemptParams,
  itemBody,
  itemUserParams,
  refParams,
  regradeReply,
  releaseAttemptsReply,
  rosterReply,
  saveAccommodationsBody,
  saveAttemptAnswerBody,
  savedAnswerReply,
  saveQuestionsBody,
  saveSettingsBody,
  sittingReply,
  studentAttemptsReply,
  terminateBody,
} from '../schemas/assessments';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const teachers = { roles: ['teacher'] } as const;
const students = { roles: ['student'] } as const;

/**
 * Tests and exams (issue 15), one set of calls per kind under `/api/v1/{test|exam}/`: SPEC §7's GETs at their exact
 * paths (`getCurentCourse`, `get{Test|Exam}ListOfCourse`, `getCurrentSubmission`, `getCurrent{Test|Exam}List`,
 * `getCurrentAnswer`, and `getSubmitCurrent`; `getCurrent` is the generic item call), and the calls the spec does
 * not show in its style: authoring, import and export, the sitting, proctoring, grading and release.
 */
function assessmentCalls<K extends AssessmentKind>(kind: K) {
  const tags = [kind] as const;
  const base = `/api/v1/${kind}`;
  const Kind = kind === 'test' ? 'Test' : 'Exam';
  return {
    // SPEC §7 reads.
    courseList: contract({
      method: 'GET',
      path: `${base}/getCurentCourse/:courseId`,
      params: courseParams,
      reply: assessmentListReply,
      access: access.course('attend', inParams('courseId'), {
        describe: `members of the course; students only the ${kind}s visible to them`,
      }),
      tags,
    }),
    listOfCourse: contract({
      method: 'GET',
      path: `${base}/get${Kind}ListOfCourse/:courseId`,
      params: courseParams,
      reply: assessmentListReply,
      access: access.course('teach', inParams('courseId'), {
        ...teachers,
        describe: `those who teach the course: every ${kind} with its counts of work handed in and to mark`,
      }),
      tags,
    }),
    currentSubmission: contract({
      method: 'GET',
      path: `${base}/getCurrentSubmission/:itemId/:userId`,
      params: itemUserParams,
      reply: studentAttemptsReply,
      access: access.item('review', inParams('itemId'), {
        describe: `a student their own attempts (marks once released, after the window too); its teachers anyone's`,
      }),
      tags,
    }),
    answerList: contract({
      method: 'GET',
      path: `${base}/getCurrent${Kind}List/:refId`,
      params: refParams,
      reply: answerListReply,
      access: access.item('teach', inParams('refId'), teachers),
      tags,
    }),
    currentAnswer: contract({
      method: 'GET',
      path: `${base}/getCurrentAnswer/:itemId/:attemptId`,
      params: itemAttemptParams,
      reply: attemptDetailReply,
      access: access.attempt('grade', inParams('attemptId'), teachers),
      tags,
    }),
    submitCurrent: contract({
      method: 'GET',
      path: `${base}/getSubmitCurrent/:refId`,
      params: refParams,
      reply: currentSittingReply,
      access: access.item('review', inParams('refId'), {
        ...students,
        describe: `the course's students who can see the ${kind} or have sat it: their latest attempt, or null`,
      }),
      tags,
    }),

    // Authoring (teacher).
    authoring: contract({
      method: 'GET',
      path: `${base}/getQuestions/:refId`,
      params: refParams,
      reply: authoringReply,
      access: access.item('teach', inParams('refId'), teachers),
      tags,
    }),
    saveSettings: contract({
      method: 'POST',
      path: `${base}/saveSettings`,
      body: saveSettingsBody,
      reply: messageReply,
      access: access.item('teach', inBody('itemId'), teachers),
      tags,
    }),
    saveQuestions: contract({
      method: 'POST',
      path: `${base}/saveQuestions`,
      body: saveQuestionsBody,
      reply: regradeReply,
      access: access.item('teach', inBody('itemId'), teachers),
      tags,
    }),
    saveAccommodations: contract({
      method: 'POST',
      path: `${base}/saveAccommodations`,
      body: saveAccommodationsBody,
      reply: messageReply,
      access: access.item('teach', inBody('itemId'), teachers),
      tags,
    }),
    /** Multipart: `file` and `format` (gift or moodlexml); the questions found are added after the existing ones. */
    importQuestions: contract({
      method: 'POST',
      path: `${base}/importQuestions/:refId`,
      params: refParams,
      reply: importReply,
      access: access.item('teach', inParams('refId'), teachers),
      tags,
      bodyLimit: ASSESSMENT.importMaxBytes + 64 * 1024,
    }),
    /** The questions as a GIFT or Moodle XML file, for Moodle or for another test. */
    exportQuestions: contract({
      method: 'GET',
      path: `${base}/exportQuestions/:refId`,
      params: refParams,
      query: exportQuery,
      reply: null,
      access: access.item('teach', inParams('refId'), teachers),
      tags,
    }),
    /** /createLive{Test|Exam}: the teacher opens the live sitting (started live, visible) or closes it. */
    openLive: contract({
      method: 'POST',
      path: `${base}/openLive`,
      body: itemBody,
      reply: messageReply,
      access: access.item('teach', inBody('itemId'), teachers),
      tags,
    }),
    closeLive: contract({
      method: 'POST',
      path: `${base}/closeLive`,
      body: itemBody,
      reply: messageReply,
      access: access.item('teach', inBody('itemId'), teachers),
      tags,
    }),

    // The sitting (student).
    startAttempt: contract({
      method: 'POST',
      path: `${base}/startAttempt`,
      body: itemBody,
      reply: sittingReply,
      access: access.item('attend', inBody('itemId'), {
        ...students,
        describe: `the course's students who can see the ${kind} while it is open; an open attempt is resumed`,
      }),
      tags,
    }),
    saveAnswer: contract({
      method: 'POST',
      path: `${base}/saveAnswer`,
      body: saveAttemptAnswerBody,
      reply: savedAnswerReply,
      access: access.attempt('answer', inBody('attemptId', 'questionId'), students),
      tags,
    }),
    submitAttempt: contract({
      method: 'POST',
      path: `${base}/submitAttempt`,
      body: attemptBody,
      reply: attemptReply,
      access: access.attempt('sit', inBody('attemptId'), students),
      tags,
    }),
    reportFocus: contract({
      method: 'POST',
      path: `${base}/reportFocus`,
      body: focusBody,
      reply: messageReply,
      access: access.attempt('sit', inBody('attemptId'), students),
      tags,
    }),

    // Proctoring, grading and release (teacher).
    roster: contract({
      method: 'GET',
      path: `${base}/getProctorRoster/:refId`,
      params: refParams,
      reply: rosterReply,
      access: access.item('teach', inParams('refId'), teachers),
      tags,
    }),
    terminate: contract({
      method: 'POST',
      path: `${base}/terminate`,
      body: terminateBody,
      reply: attemptReply,
      access: access.attempt('grade', inBody('attemptId'), teachers),
      tags,
    }),
    gradeAttempt: contract({
      method: 'POST',
      path: `${base}/gradeAttempt`,
      body: gradeAttemptBody,
      reply: attemptReply,
      access: access.attempt('grade', inBody('attemptId'), teachers),
      tags,
    }),
    release: contract({
      method: 'POST',
      path: `${base}/release`,
      body: itemBody,
      reply: releaseAttemptsReply,
      access: access.item('teach', inBody('itemId'), teachers),
      tags,
    }),
  };
}

export const testCalls = assessmentCalls('test');
export const examCalls = assessmentCalls('exam');
export const ASSESSMENT_CALLS = { test: testCalls, exam: examCalls } as const;
export type AssessmentCalls = typeof testCalls;
