import { messageReply } from '../schemas/reply';
import {
  currentHelpVideoReply,
  currentVideoParams,
  helpVideoListReply,
  helpVideoReply,
  libraryDocumentReply,
  libraryListReply,
  libraryQuery,
  manualListReply,
  manualReply,
  reorderManualsBody,
  sharedIdBody,
  sharedIdParams,
  updateHelpVideoBody,
  updateLibraryDocumentBody,
  updateManualBody,
} from '../schemas/sharedDocuments';
import { access } from './access';
import { contract } from './contract';

/**
 * The library, the manuals and the help videos (issue 14), SPEC §7's GETs at their exact paths. Entries are made by
 * uploading (purposes `library`, `manual`, `helpVideo`); these calls read, change and remove them. Manuals and help
 * videos are public, so their bytes have routes of their own that need no sign-in.
 */
export const libraryCalls = {
  list: contract({
    method: 'GET',
    path: '/api/v1/library/getAll',
    query: libraryQuery,
    reply: libraryListReply,
    access: access.signedIn('any signed-in teacher or student'),
    tags: ['library'],
  }),
  update: contract({
    method: 'POST',
    path: '/api/v1/library/update',
    body: updateLibraryDocumentBody,
    reply: libraryDocumentReply,
    access: access.teacher('the teacher who added it, or an administrator'),
    tags: ['library'],
  }),
  remove: contract({
    method: 'POST',
    path: '/api/v1/library/remove',
    body: sharedIdBody,
    reply: messageReply,
    access: access.teacher('the teacher who added it, or an administrator'),
    tags: ['library'],
  }),
};

export const manualCalls = {
  list: contract({
    method: 'GET',
    path: '/api/v1/attachment/allAttachment/manuals/all',
    reply: manualListReply,
    access: access.public,
    tags: ['manuals'],
  }),
  content: contract({
    method: 'GET',
    path: '/api/v1/attachment/content/:id',
    params: sharedIdParams,
    reply: null,
    access: access.public,
    tags: ['manuals'],
  }),
  update: contract({
    method: 'POST',
    path: '/api/v1/attachment/update',
    body: updateManualBody,
    reply: manualReply,
    access: access.admin,
    tags: ['manuals'],
  }),
  reorder: contract({
    method: 'POST',
    path: '/api/v1/attachment/reorder',
    body: reorderManualsBody,
    reply: manualListReply,
    access: access.admin,
    tags: ['manuals'],
  }),
  remove: contract({
    method: 'POST',
    path: '/api/v1/attachment/remove',
    body: sharedIdBody,
    reply: messageReply,
    access: access.admin,
    tags: ['manuals'],
  }),
};

export const helpCalls = {
  list: contract({
    method: 'GET',
    path: '/api/v1/help/getAll',
    reply: helpVideoListReply,
    access: access.public,
    tags: ['help'],
  }),
  current: contract({
    method: 'GET',
    path: '/api/v1/help/getCurrentVideo/:page/:role',
    params: currentVideoParams,
    reply: currentHelpVideoReply,
    access: access.public,
    tags: ['help'],
  }),
  content: contract({
    method: 'GET',
    path: '/api/v1/help/content/:id',
    params: sharedIdParams,
    reply: null,
    access: access.public,
    tags: ['help'],
  }),
  update: contract({
    method: 'POST',
    path: '/api/v1/help/update',
    body: updateHelpVideoBody,
    reply: helpVideoReply,
    access: access.admin,
    tags: ['help'],
  }),
  remove: contract({
    method: 'POST',
    path: '/api/v1/help/remove',
    body: sharedIdBody,
    reply: messageReply,
    access: access.admin,
    tags: ['help'],
  }),
};
