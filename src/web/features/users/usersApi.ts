import type { PublicUser, UpdateProfile, User } from '../../../core/schemas/users';
import { apiCall } from '../../api/http';

/** The SPEC §7 user calls this app makes, typed. Each throws ApiError on a failure reply. */

export const getPublicUser = (userName: string) =>
  apiCall<{ data: PublicUser }>('GET', `/api/v1/user/getPublicUser/${encodeURIComponent(userName)}`);

export const viewUser = (userId: string) =>
  apiCall<{ data: User }>('GET', `/api/v1/users/view/${encodeURIComponent(userId)}`);

export const updateProfile = (body: UpdateProfile) =>
  apiCall<{ data: User }>('POST', '/api/v1/user/updateProfile', body);
