import {
  adminTeacherListQuery,
  adminTeacherListReply,
  outboxQuery,
  outboxReply,
  publicUserListReply,
  publicUserReply,
  roleParams,
  setAdminBody,
  setDisabledBody,
  teacherDecisionBody,
  updateProfileBody,
  userIdParams,
  userListQuery,
  userNameParams,
  userReply,
  viewUserReply,
} from '../schemas/users';
import { access, inBody } from './access';
import { contract } from './contract';

const tags = ['users'] as const;

/** SPEC §7 user data calls, plus the profile and admin calls the spec does not show (DESIGN §3 style). */
export const userCalls = {
  publicUser: contract({
    method: 'GET',
    path: '/api/v1/user/getPublicUser/:userName',
    params: userNameParams,
    reply: publicUserReply,
    access: access.signedIn(),
    tags,
  }),
  /** The full record for the user themself or an admin, the public shape for anyone else. */
  view: contract({
    method: 'GET',
    path: '/api/v1/users/view/:userId',
    params: userIdParams,
    reply: viewUserReply,
    access: access.ownAccount(
      'full record for self or admin, public shape for others; a teacher awaiting approval sees only self',
    ),
    tags,
  }),
  updateProfile: contract({
    method: 'POST',
    path: '/api/v1/user/updateProfile',
    body: updateProfileBody,
    reply: userReply,
    access: access.selfOnly(inBody('userId'), {
      beforeApproval: true,
      refusal: 'You can only edit your own profile.',
      describe: 'own account only',
    }),
    tags,
  }),
  /** Enabled users of one role (the member picker's search). */
  userList: contract({
    method: 'GET',
    path: '/api/v1/user/userList/:role',
    params: roleParams,
    query: userListQuery,
    reply: publicUserListReply,
    access: access.teacher(),
    tags,
  }),
  adminTeacherList: contract({
    method: 'GET',
    path: '/api/v1/user/userAdminList/teacher',
    query: adminTeacherListQuery,
    reply: adminTeacherListReply,
    access: access.admin,
    tags,
  }),
  approveTeacher: contract({
    method: 'POST',
    path: '/api/v1/user/approveTeacher',
    body: teacherDecisionBody,
    reply: userReply,
    access: access.admin,
    tags,
  }),
  refuseTeacher: contract({
    method: 'POST',
    path: '/api/v1/user/refuseTeacher',
    body: teacherDecisionBody,
    reply: userReply,
    access: access.admin,
    tags,
  }),
  setAdmin: contract({
    method: 'POST',
    path: '/api/v1/user/setAdmin',
    body: setAdminBody,
    reply: userReply,
    access: access.admin,
    tags,
  }),
  setDisabled: contract({
    method: 'POST',
    path: '/api/v1/user/setDisabled',
    body: setDisabledBody,
    reply: userReply,
    access: access.admin,
    tags,
  }),
  /** The mails the app sent, newest first, their links left out (docs/api.md). */
  outbox: contract({
    method: 'GET',
    path: '/api/v1/mail/outbox',
    query: outboxQuery,
    reply: outboxReply,
    access: access.admin,
    tags: ['mail'],
  }),
};
