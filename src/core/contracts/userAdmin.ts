import {
  adminCreateUserBody,
  adminUserFilters,
  adminUserIdBody,
  adminUserListQuery,
  adminUserListReply,
  auditListQuery,
  auditListReply,
  importReportReply,
  USER_IMPORT_BODY_LIMIT,
  userImportBody,
} from '../schemas/userAdmin';
import { userReply } from '../schemas/users';
import { access } from './access';
import { contract } from './contract';

const tags = ['admin'] as const;

/** Issue 34: the administrator's people (search, create, import, export) and the audit of admin actions. */
export const userAdminCalls = {
  list: contract({
    method: 'GET',
    path: '/api/v1/user/adminUserList',
    query: adminUserListQuery,
    reply: adminUserListReply,
    access: access.admin,
    tags,
  }),
  create: contract({
    method: 'POST',
    path: '/api/v1/user/adminCreate',
    body: adminCreateUserBody,
    reply: userReply,
    access: access.admin,
    tags,
  }),
  /** The set-password mail again for an account made by an administrator, else the verification mail. */
  sendVerification: contract({
    method: 'POST',
    path: '/api/v1/user/adminSendVerification',
    body: adminUserIdBody,
    reply: userReply,
    access: access.admin,
    tags,
  }),
  importPreview: contract({
    method: 'POST',
    path: '/api/v1/user/import/preview',
    body: userImportBody,
    reply: importReportReply,
    access: access.admin,
    tags,
    bodyLimit: USER_IMPORT_BODY_LIMIT,
  }),
  importCommit: contract({
    method: 'POST',
    path: '/api/v1/user/import/commit',
    body: userImportBody,
    reply: importReportReply,
    access: access.admin,
    tags,
    bodyLimit: USER_IMPORT_BODY_LIMIT,
  }),
  /** Every user matching the filters as CSV (text/csv, streamed), in the columns an import reads. */
  export: contract({
    method: 'GET',
    path: '/api/v1/user/export',
    query: adminUserFilters,
    reply: null,
    access: access.admin,
    tags,
  }),
  audit: contract({
    method: 'GET',
    path: '/api/v1/audit/list',
    query: auditListQuery,
    reply: auditListReply,
    access: access.admin,
    tags,
  }),
};
