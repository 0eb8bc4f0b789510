import {
  checkUserProfileReply,
  createUserReply,
  loginReply,
  sessionReply,
  verifyEmailReply,
  verifyResetReply,
} from '../schemas/accountReplies';
import {
  changePasswordBody,
  createUserBody,
  emailBody,
  emailTokenParams,
  loginBody,
  masterLoginBody,
  renewBody,
  resetPasswordBody,
  resetTokenParams,
  updateLastLoginBody,
  userIdBody,
} from '../schemas/accounts';
import { messageReply } from '../schemas/reply';
import { access, inBody } from './access';
import { contract } from './contract';

const tags = ['accounts'] as const;

/** SPEC §7 account calls at their exact paths (no /api/v1 prefix for /user/...), the master login and the profile checks. */
export const accountCalls = {
  login: contract({
    method: 'POST',
    path: '/user/login',
    body: loginBody,
    reply: loginReply,
    access: access.public,
    tags,
  }),
  create: contract({
    method: 'POST',
    path: '/user/create',
    body: createUserBody,
    reply: createUserReply,
    access: access.public,
    tags,
  }),
  sendVerificationEmail: contract({
    method: 'POST',
    path: '/user/sendVerificationEmail',
    body: emailBody,
    reply: messageReply,
    access: access.public,
    tags,
  }),
  verifyEmail: contract({
    method: 'GET',
    path: '/user/verifyEmail/:emailToken',
    params: emailTokenParams,
    reply: verifyEmailReply,
    access: access.public,
    tags,
  }),
  changePassword: contract({
    method: 'POST',
    path: '/user/changePassword',
    body: changePasswordBody,
    reply: messageReply,
    access: access.selfOnly(inBody('userId'), {
      beforeApproval: true,
      refusal: 'You can only change your own password.',
      describe: 'own account only',
    }),
    tags,
  }),
  forgotPassword: contract({
    method: 'POST',
    path: '/user/forgotPassword',
    body: emailBody,
    reply: messageReply,
    access: access.public,
    tags,
  }),
  verifyResetPasswordMail: contract({
    method: 'GET',
    path: '/user/verifyResetPasswordMail/:resetToken',
    params: resetTokenParams,
    reply: verifyResetReply,
    access: access.public,
    tags,
  }),
  resetPassword: contract({
    method: 'POST',
    path: '/user/resetPassword',
    body: resetPasswordBody,
    reply: messageReply,
    access: access.public,
    tags,
  }),
  /** The refresh token is the credential. */
  renew: contract({
    method: 'POST',
    path: '/user/renew',
    body: renewBody,
    reply: sessionReply,
    access: access.public,
    tags,
  }),
  logout: contract({
    method: 'GET',
    path: '/user/logout',
    reply: messageReply,
    access: access.ownAccount('own session'),
    tags,
  }),
  masterLogin: contract({
    method: 'POST',
    path: '/api/v1/accounts/login/master',
    body: masterLoginBody,
    reply: sessionReply,
    access: access.admin,
    tags,
  }),
  checkUserProfile: contract({
    method: 'POST',
    path: '/api/v1/user/checkUserProfile',
    body: userIdBody,
    reply: checkUserProfileReply,
    access: access.self(inBody('userId'), { beforeApproval: true, describe: 'self or admin' }),
    tags,
  }),
  updateLastLogin: contract({
    method: 'POST',
    path: '/api/v1/user/updateLastLogin',
    body: updateLastLoginBody,
    reply: messageReply,
    access: access.selfOnly(inBody('userId'), {
      beforeApproval: true,
      refusal: 'You can only record your own sign-in.',
      describe: 'own account only',
    }),
    tags,
  }),
};
