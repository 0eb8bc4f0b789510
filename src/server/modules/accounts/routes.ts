import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_CALLS_PER_MINUTE,
  REGISTRATION_ATTEMPTS_PER_ADDRESS,
  REGISTRATION_WINDOW_MINUTES,
} from '../../../core/constants';
import { accountCalls as calls } from '../../../core/contracts/accounts';
import { tooManyRequests } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
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
const limited = { config: { rateLimit: { max: ACCOUNT_CALLS_PER_MINUTE, timeWindow: '1 minute' } } };
/** Sign-ups per address, every attempt counted, so one client cannot flood the school with accounts. */
const registrationLimited = {
  config: {
    rateLimit: {
      max: REGISTRATION_ATTEMPTS_PER_ADDRESS,
      timeWindow: REGISTRATION_WINDOW_MINUTES * 60_000,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        tooManyRequests(`Too many sign-up attempts from your network. Please try again in ${context.after}.`),
    },
  },
};
const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

const SAME_REPLY_VERIFY =
  'If an account uses this address and is not verified yet, a new link is on its way.';
const SAME_REPLY_FORGOT = 'If an account uses this address, a link to reset the password is on its way.';

/** SPEC §7 account calls, at their exact paths (core/contracts/accounts.ts). */
export async function accountRoutes(app: FastifyInstance) {
  serve(
    app,
    calls.login,
    async ({ ctx, body, request }) => {
      const { user, tokens, deviceToken } = await passwordLogin(ctx, body, client(request));
      return ok(undefined, { ...sessionFields(user, tokens), deviceToken }, 'Signed in.');
    },
    limited,
  );

  serve(
    app,
    calls.create,
    async ({ ctx, body }) => {
      const user = await createAccount(ctx, body);
      const created = `Account created. We sent a confirmation link to ${user.email}.`;
      return ok(
        presentUser(user),
        { userId: user.id },
        user.teacherApproval === 'pending'
          ? `${created} An administrator approves each teacher account before it can teach.`
          : created,
      );
    },
    registrationLimited,
  );

  serve(
    app,
    calls.sendVerificationEmail,
    async ({ ctx, body }) => {
      await resendVerification(ctx, body.email);
      return ok(undefined, {}, SAME_REPLY_VERIFY);
    },
    limited,
  );

  serve(
    app,
    calls.verifyEmail,
    async ({ ctx, params }) => {
      const userId = await verifyEmail(ctx, params.emailToken);
      return ok(undefined, { userId }, 'Your email address is confirmed.');
    },
    limited,
  );

  serve(
    app,
    calls.changePassword,
    async ({ ctx, caller, body }) => {
      await changePassword(ctx, caller, body);
      return ok(undefined, {}, 'Your password is changed. Your other devices were signed out.');
    },
    limited,
  );

  serve(
    app,
    calls.forgotPassword,
    async ({ ctx, body }) => {
      await forgotPassword(ctx, body.email);
      return ok(undefined, {}, SAME_REPLY_FORGOT);
    },
    limited,
  );

  serve(
    app,
    calls.verifyResetPasswordMail,
    async ({ ctx, params }) => {
      const checked = await checkResetToken(ctx, params.resetToken);
      return ok(undefined, checked, 'The link is valid. Choose a new password.');
    },
    limited,
  );

  serve(
    app,
    calls.resetPassword,
    async ({ ctx, body }) => {
      await resetPassword(ctx, body.passwordToken, body.newPassword);
      return ok(undefined, {}, 'Your password is changed. Please sign in with it.');
    },
    limited,
  );

  serve(
    app,
    calls.renew,
    async ({ ctx, body }) => {
      // The refresh token alone decides; the access token is accepted for SPEC §7 and not needed.
      const { user, tokens } = await renewSession(ctx, body.refreshToken);
      return ok(undefined, sessionFields(user, tokens), 'Session renewed.');
    },
    limited,
  );

  serve(
    app,
    calls.logout,
    async ({ ctx, caller }) => {
      await endSession(ctx, caller.sessionId, 'logout');
      return ok(undefined, {}, 'Signed out.');
    },
    limited,
  );

  serve(
    app,
    calls.masterLogin,
    async ({ ctx, caller, body, request }) => {
      const { user, tokens } = await masterLogin(ctx, caller.id, body.username, client(request));
      return ok(undefined, sessionFields(user, tokens), `Signed in as ${user.username}.`);
    },
    limited,
  );

  serve(app, calls.checkUserProfile, async ({ ctx, resolved }) => {
    const checked = await checkUserProfile(ctx.db, resolved);
    return ok(
      undefined,
      checked,
      checked.result ? 'The profile is complete.' : 'Please complete your profile.',
    );
  });

  serve(app, calls.updateLastLogin, async ({ ctx, caller, body }) => {
    await updateLastLogin(ctx.db, caller, body.logTime, ctx.clock.now());
    return ok(undefined, {}, 'Recorded.');
  });
}
