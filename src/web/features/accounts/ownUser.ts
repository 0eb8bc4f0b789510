import { userCalls } from '../../../core/contracts/users';
import { call } from '../../api/call';
import { ApiError } from '../../api/envelope';

/**
 * The caller's own record in full. users/view answers the full user to the user themself (and to administrators)
 * and the public shape to anyone else, so a public shape here means the stored account is not the signed-in one.
 */
export async function viewOwnUser(userId: string) {
  const reply = await call(userCalls.view, { userId });
  const { data } = reply;
  if (!('email' in data))
    throw new ApiError({ code: 403, msg: 'You can only do this for your own account.' });
  return { ...reply, data };
}
