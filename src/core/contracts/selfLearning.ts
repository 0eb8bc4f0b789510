import { ASSESSMENT, SCORM } from '../constants';
import { importReply } from '../schemas/assessments';
import { messageReply } from '../schemas/reply';
import {
  answerTestBody,
  beginBody,
  classProgressReply,
  moduleBody,
  moduleDetailReply,
  moduleIdParams,
  moduleListReply,
  moduleSummaryReply,
  moveModuleBody,
  openModuleBody,
  progressIdParams,
  progressLineReply,
  progressParams,
  progressWithModuleReply,
  readDocumentBody,
  saveModuleBody,
  saveModuleQuestionsBody,
  saveUnitBody,
  scormCommitBody,
  scormLaunchReply,
  selflearningParams,
  slStatusReply,
  statusParams,
  studentUnitReply,
  testResultReply,
  unitIdParams,
  unitProgressReply,
  unitQuestionsReply,
  unitSettingsReply,
  unitStudentParams,
  watchBody,
} from '../schemas/selfLearning';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['selflearning'] as const;
const base = '/api/v1/selflearning';
const teachers = { roles: ['teacher'] } as const;
const students = { roles: ['student'] } as const;

/**
 * Self-learning units (issue 39): SPEC §7's reads at their exact paths (`getCurrent` is the generic item call), and
 * in the same style the student's reports (begin, open a module, watch, read, answer) and the teacher's authoring.
 * The SCORM calls have their section below.
 */
export const selfLearningCalls = {
  // SPEC §7 reads.
  getModule: contract({
    method: 'GET',
    path: `${base}/getModule/:moduleId`,
    params: moduleIdParams,
    reply: moduleDetailReply,
    access: access.slModule('attend', inParams('moduleId'), {
      describe: "those who may see the unit; its teachers see the test's keys, students never do",
    }),
    tags,
  }),
  getCurrentStudent: contract({
    method: 'GET',
    path: `${base}/getCurrentStudent/:id/:userId`,
    params: unitStudentParams,
    reply: studentUnitReply,
    access: access.item('attend', inParams('id'), {
      describe: 'the student themself, or those who teach the course',
    }),
    tags,
  }),
  getProgress: contract({
    method: 'GET',
    path: `${base}/getProgress/:courseId/:selflearningId/:statusId`,
    params: progressParams,
    reply: unitProgressReply,
    access: access.slStatus(inParams('statusId'), {
      describe: 'the status’s student, or those who teach the course',
    }),
    tags,
  }),
  getCurrentStatus: contract({
    method: 'GET',
    path: `${base}/getCurrentStatus/:progressId/:userId`,
    params: statusParams,
    reply: progressWithModuleReply,
    access: access.slProgress('read', inParams('progressId'), {
      describe: 'the progress line’s student, or those who teach the course',
    }),
    tags,
  }),
  getCurrentUnit: contract({
    method: 'GET',
    path: '/api/v1/unit/getCurrentUnit/:unitId',
    params: unitIdParams,
    reply: unitQuestionsReply,
    access: access.item('teach', inParams('unitId'), {
      ...teachers,
      describe: 'those who teach the course: the multiple-choice questions with their keys',
    }),
    tags,
  }),

  // The student's reports.
  begin: contract({
    method: 'POST',
    path: `${base}/begin`,
    body: beginBody,
    reply: slStatusReply,
    access: access.item('attend', inBody('selflearningId'), {
      ...students,
      describe: "the course's students who can see the unit",
    }),
    tags,
  }),
  openModule: contract({
    method: 'POST',
    path: `${base}/openModule`,
    body: openModuleBody,
    reply: progressLineReply,
    access: access.slModule('attend', inBody('moduleId'), {
      ...students,
      describe: 'the status’s own student, once the module before is complete when the unit is in order',
    }),
    tags,
  }),
  watch: contract({
    method: 'POST',
    path: `${base}/watch`,
    body: watchBody,
    reply: progressLineReply,
    access: access.slProgress('keep', inBody('progressId'), students),
    tags,
  }),
  readDocument: contract({
    method: 'POST',
    path: `${base}/readDocument`,
    body: readDocumentBody,
    reply: progressLineReply,
    access: access.slProgress('keep', inBody('progressId'), students),
    tags,
  }),
  answerTest: contract({
    method: 'POST',
    path: `${base}/answerTest`,
    body: answerTestBody,
    reply: testResultReply,
    access: access.slProgress('keep', inBody('progressId'), students),
    tags,
  }),

  // The teacher's authoring and class progress.
  saveUnit: contract({
    method: 'POST',
    path: `${base}/saveUnit`,
    body: saveUnitBody,
    reply: unitSettingsReply,
    access: access.item('teach', inBody('selflearningId'), teachers),
    tags,
  }),
  saveModule: contract({
    method: 'POST',
    path: `${base}/saveModule`,
    body: saveModuleBody,
    reply: moduleSummaryReply,
    access: access.item('teach', inBody('selflearningId'), teachers),
    tags,
  }),
  removeModule: contract({
    method: 'POST',
    path: `${base}/removeModule`,
    body: moduleBody,
    reply: messageReply,
    access: access.slModule('teach', inBody('moduleId'), teachers),
    tags,
  }),
  moveModule: contract({
    method: 'POST',
    path: `${base}/moveModule`,
    body: moveModuleBody,
    reply: moduleListReply,
    access: access.slModule('teach', inBody('moduleId'), teachers),
    tags,
  }),
  saveModuleQuestions: contract({
    method: 'POST',
    path: `${base}/saveModuleQuestions`,
    body: saveModuleQuestionsBody,
    reply: moduleDetailReply,
    access: access.slModule('teach', inBody('moduleId'), teachers),
    tags,
  }),
  /** A GIFT or Moodle XML file (multipart), its questions added to the module's test. */
  importModuleQuestions: contract({
    method: 'POST',
    path: `${base}/importModuleQuestions/:moduleId`,
    params: moduleIdParams,
    reply: importReply,
    access: access.slModule('teach', inParams('moduleId'), teachers),
    tags,
    bodyLimit: ASSESSMENT.importMaxBytes + 64 * 1024,
  }),
  classProgress: contract({
    method: 'GET',
    path: `${base}/classProgress/:selflearningId`,
    params: selflearningParams,
    reply: classProgressReply,
    access: access.item('teach', inParams('selflearningId'), teachers),
    tags,
  }),
};

/**
 * SCORM packages (issue 39): upload a package as a new module (multipart zip), launch it from the content origin
 * with a short-lived grant, and commit what its runtime reports.
 */
export const scormCalls = {
  uploadPackage: contract({
    method: 'POST',
    path: `${base}/uploadPackage/:selflearningId`,
    params: selflearningParams,
    reply: moduleSummaryReply,
    access: access.item('teach', inParams('selflearningId'), teachers),
    tags,
    bodyLimit: SCORM.uploadMaxBytes + 64 * 1024,
  }),
  scormLaunch: contract({
    method: 'GET',
    path: `${base}/scormLaunch/:progressId`,
    params: progressIdParams,
    reply: scormLaunchReply,
    access: access.slProgress('read', inParams('progressId'), {
      describe: 'the progress line’s student; its teachers preview without recording',
    }),
    tags,
  }),
  scormCommit: contract({
    method: 'POST',
    path: `${base}/scormCommit`,
    body: scormCommitBody,
    reply: progressLineReply,
    access: access.slProgress('keep', inBody('progressId'), students),
    tags,
  }),
};
