import type { accountCalls } from '../../../core/contracts/accounts';
import type { CallInput } from '../../../core/contracts/contract';
import { call } from '../../api/call';
import { storage } from '../../platform/storage';

/**
 * The SPEC §7 account calls this app makes, through their contracts. Each throws ApiError on a failure reply.
 *
 * The sign-in page imports this module and its first load stays as small as it can (docs/decisions.md, 'the first
 * page's code stays small'): the account contracts load with the first call.
 */
const loadAccountCalls = () =>
  import('../../../core/contracts/accounts').then((contracts) => contracts.accountCalls);

type Calls = typeof accountCalls;

/**
 * POST /user/login with the device token of this browser's last sign-in, and keeps the new one, so that failed
 * guesses from anywhere else never slow down its own user's sign-in.
 */
export async function login(body: Omit<CallInput<Calls['login']>, 'deviceToken'>) {
  const reply = await call((await loadAccountCalls()).login, {
    ...body,
    deviceToken: storage.deviceToken.get() ?? undefined,
  });
  storage.deviceToken.set(reply.deviceToken);
  return reply;
}

export const createAccount = async (body: CallInput<Calls['create']>) =>
  call((await loadAccountCalls()).create, body);

export const sendVerificationEmail = async (email: string) =>
  call((await loadAccountCalls()).sendVerificationEmail, { email });

export const verifyEmail = async (emailToken: string) =>
  call((await loadAccountCalls()).verifyEmail, { emailToken });

export const changePassword = async (body: CallInput<Calls['changePassword']>) =>
  call((await loadAccountCalls()).changePassword, body);

export const forgotPassword = async (email: string) =>
  call((await loadAccountCalls()).forgotPassword, { email });

export const verifyResetPasswordMail = async (resetToken: string) =>
  call((await loadAccountCalls()).verifyResetPasswordMail, { resetToken });

export const resetPassword = async (body: CallInput<Calls['resetPassword']>) =>
  call((await loadAccountCalls()).resetPassword, body);

export const checkUserProfile = async (userId: string) =>
  call((await loadAccountCalls()).checkUserProfile, { userId });

export const updateLastLogin = async (userId: string, logTime: string) =>
  call((await loadAccountCalls()).updateLastLogin, { userId, logTime });
