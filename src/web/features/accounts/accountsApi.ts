import type { z } from 'zod';
import type { createUserBody } from '../../../core/schemas/accounts';
import type { User } from '../../../core/schemas/users';
import { apiCall } from '../../api/http';
import type { StoredSession } from '../../app/storage';

/** The SPEC §7 account calls this app makes, typed. Each throws ApiError on a failure reply. */

const segment = encodeURIComponent;

export const login = (body: { username?: string; email?: string; password: string }) =>
  apiCall<StoredSession>('POST', '/user/login', body);

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
