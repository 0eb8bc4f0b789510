import {
  addEvidenceBody,
  assessOutcomeBody,
  CVQ_IMPORT_BODY_LIMIT,
  certifyBody,
  courseParams,
  cvqDetailsReply,
  cvqParams,
  evidenceIdBody,
  gradedWorkReply,
  openPortfolioBody,
  outcomeIdBody,
  personalDescriptionReply,
  portfolioDetailsReply,
  portfolioListReply,
  portfolioParams,
  savedReply,
  saveOutcomeBody,
  savePersonalDescriptionBody,
  saveUnitBody,
  structureImportBody,
  structureImportReply,
  structureReply,
  summaryReply,
  unitIdBody,
  userIdParams,
  userNameParams,
} from '../schemas/qualifications';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['qualifications'] as const;

const maintainers = access.teacher('teachers and administrators maintain the structure of qualifications');
const readers = access.portfolio('read', inParams('portfolioId'), {
  describe: "the portfolio's student, those who teach a course the student attends, and administrators",
});
const keeper = (id: ReturnType<typeof inBody>) =>
  access.portfolio('keep', id, {
    roles: ['student'],
    describe: "the portfolio's student alone",
  });
const assessor = access.portfolio('assess', inBody('portfolioId'), {
  roles: ['teacher'],
  describe: 'those who teach a course the student attends, and administrators',
});

/** Issue 35: qualifications and their structure (SPEC §2 /vocationalqualifications; the list is reference's). */
export const cvqCalls = {
  structure: contract({
    method: 'GET',
    path: '/api/v1/CVQ/structure/:cvqId',
    params: cvqParams,
    reply: structureReply,
    access: access.signedIn(),
    tags,
  }),
  saveUnit: contract({
    method: 'POST',
    path: '/api/v1/CVQ/saveUnit',
    body: saveUnitBody,
    reply: savedReply,
    access: maintainers,
    tags,
  }),
  removeUnit: contract({
    method: 'POST',
    path: '/api/v1/CVQ/removeUnit',
    body: unitIdBody,
    reply: messageReply,
    access: maintainers,
    tags,
  }),
  saveOutcome: contract({
    method: 'POST',
    path: '/api/v1/CVQ/saveOutcome',
    body: saveOutcomeBody,
    reply: savedReply,
    access: maintainers,
    tags,
  }),
  removeOutcome: contract({
    method: 'POST',
    path: '/api/v1/CVQ/removeOutcome',
    body: outcomeIdBody,
    reply: messageReply,
    access: maintainers,
    tags,
  }),
  importPreview: contract({
    method: 'POST',
    path: '/api/v1/CVQ/import/preview',
    body: structureImportBody,
    reply: structureImportReply,
    access: maintainers,
    tags,
    bodyLimit: CVQ_IMPORT_BODY_LIMIT,
  }),
  importCommit: contract({
    method: 'POST',
    path: '/api/v1/CVQ/import/commit',
    body: structureImportBody,
    reply: structureImportReply,
    access: maintainers,
    tags,
    bodyLimit: CVQ_IMPORT_BODY_LIMIT,
  }),
};

/** Issue 35: portfolios, evidence, assessment and certification (SPEC §7 portfolio calls and their writes). */
export const portfolioCalls = {
  list: contract({
    method: 'GET',
    path: '/api/v1/portfolio/portfolioList/:userId',
    params: userIdParams,
    reply: portfolioListReply,
    access: access.taught(inParams('userId'), {
      describe: 'the student themselves, those who teach a course they attend, and administrators',
    }),
    tags,
  }),
  taught: contract({
    method: 'GET',
    path: '/api/v1/portfolio/taughtList',
    reply: portfolioListReply,
    access: access.teacher(
      "the portfolios of the students of the caller's courses (all, for administrators)",
    ),
    tags,
  }),
  open: contract({
    method: 'POST',
    path: '/api/v1/portfolio/open',
    body: openPortfolioBody,
    reply: savedReply,
    access: access.taught(inBody('studentId'), {
      describe: 'the student themselves, those who teach a course they attend, and administrators',
    }),
    tags,
  }),
  cvqDetails: contract({
    method: 'GET',
    path: '/api/v1/portfolio/CVQDetails/:portfolioId',
    params: portfolioParams,
    reply: cvqDetailsReply,
    access: readers,
    tags,
  }),
  details: contract({
    method: 'GET',
    path: '/api/v1/portfolio/details/:portfolioId',
    params: portfolioParams,
    reply: portfolioDetailsReply,
    access: readers,
    tags,
  }),
  pdf: contract({
    method: 'GET',
    path: '/api/v1/portfolio/pdf/:portfolioId',
    params: portfolioParams,
    reply: null,
    access: readers,
    tags,
  }),
  gradedWork: contract({
    method: 'GET',
    path: '/api/v1/portfolio/gradedWork/:portfolioId',
    params: portfolioParams,
    reply: gradedWorkReply,
    access: access.portfolio('keep', inParams('portfolioId'), {
      roles: ['student'],
      describe: "the portfolio's student alone, their own graded work",
    }),
    tags,
  }),
  addEvidence: contract({
    method: 'POST',
    path: '/api/v1/portfolio/addEvidence',
    body: addEvidenceBody,
    reply: savedReply,
    access: keeper(inBody('portfolioId')),
    tags,
  }),
  removeEvidence: contract({
    method: 'POST',
    path: '/api/v1/portfolio/removeEvidence',
    body: evidenceIdBody,
    reply: messageReply,
    access: keeper(inBody('portfolioId')),
    tags,
  }),
  assess: contract({
    method: 'POST',
    path: '/api/v1/portfolio/assess',
    body: assessOutcomeBody,
    reply: savedReply,
    access: assessor,
    tags,
  }),
  certify: contract({
    method: 'POST',
    path: '/api/v1/portfolio/certify',
    body: certifyBody,
    reply: messageReply,
    access: assessor,
    tags,
  }),
  summary: contract({
    method: 'GET',
    path: '/api/v1/portfolio/summary/:courseId',
    params: courseParams,
    reply: summaryReply,
    access: access.course('teach', inParams('courseId'), {
      roles: ['teacher'],
      describe: "the course's owner, its co-teachers and administrators",
    }),
    tags,
  }),
  personalDescription: contract({
    method: 'GET',
    path: '/api/v1/portfolio/personalDescription/:userName',
    params: userNameParams,
    reply: personalDescriptionReply,
    access: access.signedIn(
      'signed in; the student themselves, those who teach a course they attend and administrators read it',
    ),
    tags,
  }),
  savePersonalDescription: contract({
    method: 'POST',
    path: '/api/v1/portfolio/savePersonalDescription',
    body: savePersonalDescriptionBody,
    reply: messageReply,
    access: access.student('students, their own description'),
    tags,
  }),
};
