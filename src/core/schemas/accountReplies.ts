import { z } from 'zod';
import { okReply } from './reply';
import { userSchema } from './users';

/** Why a disabled account gets no session, whichever way it signs in (password, master login, single sign-on). */
export const ACCOUNT_DISABLED = 'This account is disabled. Please contact your school administrator.';

/** SPEC §3 login response (also renew and master login): code, accessToken, refreshToken, userId, user. */
export const sessionReply = okReply({
  accessToken: z.string(),
  refreshToken: z.string(),
  userId: z.string(),
  user: userSchema,
});
export type SessionReply = z.infer<typeof sessionReply>;

/**
 * POST /user/login adds a device token: the client keeps it after signing out and sends it with its next sign-in to
 * this account, so failures from elsewhere never slow it down (docs/api.md, Limits).
 */
export const loginReply = sessionReply.extend({ deviceToken: z.string() });

/** POST /user/create: the new account (not signed in). */
export const createUserReply = okReply({ data: userSchema, userId: z.string() });

/** GET /user/verifyEmail/{emailToken}. */
export const verifyEmailReply = okReply({ userId: z.string() });

/** SPEC §7 GET /user/verifyResetPasswordMail: userId and the token to send back as resetPassword's passwordToken. */
export const verifyResetReply = okReply({ userId: z.string(), token: z.string() });

/** SPEC §7 POST /api/v1/user/checkUserProfile: result is the boolean; missing names what to fill in. */
export const checkUserProfileReply = okReply({
  result: z.boolean(),
  missing: z.array(z.enum(['fullName', 'phone', 'institution', 'emailVerified'])),
});
