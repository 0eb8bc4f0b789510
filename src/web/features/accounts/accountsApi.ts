import type { z } from 'zod';
import type { createUserBody } from '../../../core/schemas/accounts';
import type { User } from '../../../core/schemas/users';
import { apiCall } from '../../api/http';
import { type StoredSession, storage } from '../../app/storage';

/** The SPEC §7 account calls this app makes, typed. Each throws ApiError on a failure reply. */

const segment = encodeURIComponent;

/**
 * POST /user/login with the device token of this browser's last sign-in, and keeps the new one, so that failed
 * guesses from anywhere else never slow down its own user's sign-in.
 */
export async function login(body: { username?: string; email?: string; password: string }) {
  const reply = await apiCall<StoredSession & { deviceToken: string }>('POST', '/user/login', {
    ...body,
    deviceToken: storage.deviceToken.get() ?? undefined,
  });
  storage.deviceToken.set(reply.deviceToken);
  return reply;
}

export const createAccount = (body: z.output<typeof createUserBody>) =>
  apiCall<{ data: User; userId: string }>('POST', '/user/create', body);

export const sendVerificationEmail = (email: string) =>
  apiCall('POST', '/user/sendVerificationEmail', { email });

export const verifyEmail = (emailToken: string) =>
  apiCall<{ userId: string }>('GET', `/user/verifyEmail/${segment(emailToken)}`);

export const changePassword = (body: { userId: string; oldPassword: string; newPassword: string }) =>
  apiCall('POST', '/user/changePassword', body);

export const forgotPassword = (email: string) => apiCall('POST', '/user/forgotPassword', { email });

export const verifyResetPasswordMail = (resetToken: string) =>
  apiCall<{ userId: string; token: string }>('GET', `/user/verifyResetPasswordMail/${segment(resetToken)}`);

export const resetPassword = (body: { passwordToken: string; newPassword: string }) =>
  apiCall('POST', '/user/resetPassword', body);

export const checkUserProfile = (userId: string) =>
  apiCall<{ result: boolean; missing: string[] }>('POST', '/api/v1/user/checkUserProfile', { userId });

export const updateLastLogin = (userId: string, logTime: string) =>
  apiCall('POST', '/api/v1/user/updateLastLogin', { userId, logTime });
