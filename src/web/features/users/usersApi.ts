import type { CallInput } from '../../../core/contracts/contract';
import { userCalls } from '../../../core/contracts/users';
import { call } from '../../api/call';

/** The SPEC §7 user calls this app makes, through their contracts. Each throws ApiError on a failure reply. */

export const getPublicUser = (userName: string) => call(userCalls.publicUser, { userName });

export const updateProfile = (body: CallInput<typeof userCalls.updateProfile>) =>
  call(userCalls.updateProfile, body);
