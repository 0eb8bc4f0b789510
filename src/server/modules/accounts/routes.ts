import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_CALLS_PER_MINUTE,
  REGISTRATION_ATTEMPTS_PER_ADDRESS,
  REGISTRATION_WINDOW_MINUTES,
} from '../../../core/constants';
import { access } from '../../../core/contracts/access';
import {
  checkUserProfileReply,
  createUserReply,
  loginReply,
  sessionReply,
  verifyEmailReply,
  verifyResetReply,
} from '../../../core/schemas/accountReplies';
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
} from '../../../core/schemas/accounts';
import { messageReply } from '../../../core/schemas/reply';
import { tooManyRequests } from '../../http/errors';
import { signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { presentUser } from '../users/presenter';
import { masterLogin, passwordLogin } from './login';
import { changePassword, checkResetToken, forgotPassword, resetPassword } from './passwordReset';
import { checkUserProfile, updateLastLogin } from './profile';
import { createAccount, resendVerification, verifyEmail } from './registration';
import { type ClientInfo, endSession, renewSession, sessionFields } from './sessions';

/**
 * A per-address ceiling on the calls that take credentials or send mail, on top of the database-counted login
 * limits. The signed-in profile calls go without: they spend no secret and a classroom shares one address.
 */
const rateLimit = { max: ACCOUNT_CALLS_PER_MINUTE, timeWindow: '1 minute' };
/** Sign-ups per address, every attempt counted, so one client cannot flood the school with accounts. */
const registrationLimit = {
  max: REGISTRATION_ATTEMPTS_PER_ADDRESS,
  timeWindow: REGISTRATION_WINDOW_MINUTES * 60_000,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
    tooManyRequests(`Too many sign-up attempts from your network. Please try again in ${context.after}.`),
};
const tags = ['accounts'];
const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

const SAME_REPLY_VERIFY =
  'If an account uses this address and is not verified yet, a new link is on its way.';
const SAME_REPLY_FORGOT = 'If an account uses this address, a link to reset the password is on its way.';

/** SPEC §7 account calls, at their exact paths. */
export async function accountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/user/login',
    {
      config: { access: access.public, rateLimit },
      schema: { tags, body: loginBody, response: { 200: loginReply } },
    },
    async (request) => {
      const { user, tokens, deviceToken } = await passwordLogin(request.ctx, request.body, client(request));
      return ok(undefined, { ...sessionFields(user, tokens), deviceToken }, 'Signed in.');
    },
  );

  app.post(
    '/user/create',
    {
      config: { access: access.public, rateLimit: registrationLimit },
      schema: { tags, body: createUserBody, response: { 200: createUserReply } },
    },
    async (request) => {
      const user = await createAccount(request.ctx, request.body);
      const created = `Account created. We sent a confirmation link to ${user.email}.`;
      return ok(
        presentUser(user),
        { userId: user.id },
        user.teacherApproval === 'pending'
          ? `${created} An administrator approves each teacher account before it can teach.`
          : created,
      );
    },
  );

  app.post(
    '/user/sendVerificationEmail',
    {
      config: { access: access.public, rateLimit },
      schema: { tags, body: emailBody, response: { 200: messageReply } },
    },
    async (request) => {
      await resendVerification(request.ctx, request.body.email);
      return ok(undefined, {}, SAME_REPLY_VERIFY);
    },
  );

  app.get(
    '/user/verifyEmail/:emailToken',
    {
      config: { access: access.public, rateLimit },
      schema: { tags, params: emailTokenParams, response: { 200: verifyEmailReply } },
    },
    async (request) => {
      const userId = await verifyEmail(request.ctx, request.params.emailToken);
      return ok(undefined, { userId }, 'Your email address is confirmed.');
    },
  );

  app.post(
    '/user/changePassword',
    {
      config: { access: access.ownAccount('own account only'), rateLimit },
      schema: { tags, body: changePasswordBody, response: { 200: messageReply } },
    },
    async (request) => {
      const caller = signedInUser(request);
      await changePassword(request.ctx, caller, request.body);
      return ok(undefined, {}, 'Your password is changed. Your other devices were signed out.');
    },
  );

  app.post(
    '/user/forgotPassword',
    {
      config: { access: access.public, rateLimit },
      schema: { tags, body: emailBody, response: { 200: messageReply } },
    },
    async (request) => {
      await forgotPassword(request.ctx, request.body.email);
      return ok(undefined, {}, SAME_REPLY_FORGOT);
    },
  );

  app.get(
    '/user/verifyResetPasswordMail/:resetToken',
    {
      config: { access: access.public, rateLimit },
      schema: { tags, params: resetTokenParams, response: { 200: verifyResetReply } },
    },
    async (request) => {
      const checked = await checkResetToken(request.ctx, request.params.resetToken);
      return ok(undefined, checked, 'The link is valid. Choose a new password.');
    },
  );

  app.post(
    '/user/resetPassword',
    {
      config: { access: access.public, rateLimit },
      schema: { tags, body: resetPasswordBody, response: { 200: messageReply } },
    },
    async (request) => {
      await resetPassword(request.ctx, request.body.passwordToken, request.body.newPassword);
      return ok(undefined, {}, 'Your password is changed. Please sign in with it.');
    },
  );

  app.post(
    '/user/renew',
    {
      config: { access: access.public, rateLimit },
      schema: { tags, body: renewBody, response: { 200: sessionReply } },
    },
    async (request) => {
      // The refresh token alone decides; the access token is accepted for SPEC §7 and not needed.
      const { user, tokens } = await renewSession(request.ctx, request.body.refreshToken);
      return ok(undefined, sessionFields(user, tokens), 'Session renewed.');
    },
  );

  app.get(
    '/user/logout',
    {
      config: { access: access.ownAccount('own session'), rateLimit },
      schema: { tags, response: { 200: messageReply } },
    },
    async (request) => {
      await endSession(request.ctx, signedInUser(request).sessionId, 'logout');
      return ok(undefined, {}, 'Signed out.');
    },
  );

  app.post(
    '/api/v1/accounts/login/master',
    {
      config: { access: access.admin, rateLimit },
      schema: { tags, body: masterLoginBody, response: { 200: sessionReply } },
    },
    async (request) => {
      const admin = signedInUser(request);
      const { user, tokens } = await masterLogin(
        request.ctx,
        admin.id,
        request.body.username,
        client(request),
      );
      return ok(undefined, sessionFields(user, tokens), `Signed in as ${user.username}.`);
    },
  );

  app.post(
    '/api/v1/user/checkUserProfile',
    {
      config: { access: access.ownAccount('self or admin') },
      schema: { tags, body: userIdBody, response: { 200: checkUserProfileReply } },
    },
    async (request) => {
      const checked = await checkUserProfile(app.db, signedInUser(request), request.body.userId);
      return ok(
        undefined,
        checked,
        checked.result ? 'The profile is complete.' : 'Please complete your profile.',
      );
    },
  );

  app.post(
    '/api/v1/user/updateLastLogin',
    {
      config: { access: access.ownAccount('own account only') },
      schema: { tags, body: updateLastLoginBody, response: { 200: messageReply } },
    },
    async (request) => {
      await updateLastLogin(app.db, signedInUser(request), request.body);
      return ok(undefined, {}, 'Recorded.');
    },
  );
}
