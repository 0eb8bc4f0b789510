import type { UploadPurpose } from '../rules/uploadPolicy';
import {
  fileContentQuery,
  fileIdBody,
  fileIdParams,
  fileListParams,
  storedFileItemReply,
  storedFileListReply,
} from '../schemas/files';
import { messageReply } from '../schemas/reply';
import { type AccessRule, access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['files'] as const;

/**
 * SPEC §7's file reads at their exact paths, and removing a file (issue 14). Uploads are not a contract: they
 * speak the tus protocol at /api/v1/file/upload (server/modules/files/upload.ts, docs/decisions.md).
 */
export const fileCalls = {
  fileList: contract({
    method: 'GET',
    path: '/api/v1/file/fileList/:courseId',
    params: fileListParams,
    reply: storedFileListReply,
    access: access.course('attend', inParams('courseId')),
    tags,
  }),
  fileItem: contract({
    method: 'GET',
    path: '/api/v1/file/fileItem/:fileId',
    params: fileIdParams,
    reply: storedFileItemReply,
    access: access.file('read', inParams('fileId')),
    tags,
  }),
  /** The bytes, with Range requests (206, 416) so video can seek; `?token=` stands in for the bearer token. */
  content: contract({
    method: 'GET',
    path: '/api/v1/file/content/:fileId',
    params: fileIdParams,
    query: fileContentQuery,
    reply: null,
    access: access.file('read', inParams('fileId'), {
      describe:
        "those who attend the file's course, by their bearer token or the file token of fileItem's url",
    }),
    tags,
  }),
  /**
   * An office document as a PDF, made by LibreOffice on the first ask and kept (issue 14), sent as `content` sends
   * bytes; `?token=` as for `content`. 404 for any other file, 501 without LibreOffice.
   */
  pdf: contract({
    method: 'GET',
    path: '/api/v1/file/pdf/:fileId',
    params: fileIdParams,
    query: fileContentQuery,
    reply: null,
    access: access.file('read', inParams('fileId'), {
      describe:
        "those who attend the file's course, by their bearer token or the file token of fileItem's pdfUrl",
    }),
    tags,
  }),
  remove: contract({
    method: 'POST',
    path: '/api/v1/file/remove',
    body: fileIdBody,
    reply: messageReply,
    access: access.file('manage', inBody('fileId'), { roles: ['teacher'] }),
    tags,
  }),
};

/**
 * Who may upload for each purpose (issue 14), decided when an upload starts and again when it ends: a relation to
 * the resource its tus metadata names, read as the body of the call.
 */
export const uploadAccess: Record<UploadPurpose, AccessRule> = {
  courseMaterial: access.course('teach', inBody('courseId'), {
    roles: ['teacher'],
    describe: "the course's owner, its co-teachers and administrators",
  }),
  itemAttachment: access.item('teach', inBody('itemId'), {
    roles: ['teacher'],
    describe: "those who teach the item's course",
  }),
  submission: access.item('attend', inBody('itemId'), {
    roles: ['student'],
    describe: "the course's students who can see the item, into their own (their group's) submission",
  }),
  library: access.teacher('teachers (and administrators)'),
  manual: access.admin,
  helpVideo: access.admin,
  assessmentAnswer: access.attempt('sit', inBody('attemptId'), {
    roles: ['student'],
    describe:
      'the student sitting the attempt, while it is open, for an offline test or exam that takes a file',
  }),
  mailAttachment: {
    kind: 'role',
    roles: ['teacher', 'student'],
    describe: 'teachers and students, for a message of their own',
  },
  portfolioEvidence: access.student('students, for their own portfolio'),
};

/** The tus endpoint itself: any approved, signed-in user; `uploadAccess` decides per upload when it starts. */
export const uploadEndpointAccess = access.signedIn(
  'signed in; who may upload what is decided when it starts',
);
