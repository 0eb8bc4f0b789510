import { call } from '../../api/call';
import { storage } from '../../platform/storage';

const loadCalls = () => import('../../../core/contracts/signOn').then((contracts) => contracts.signOnCalls);

/** POST /api/v1/sso/exchange: the callback's one-time ticket for a session, answered like POST /user/login. */
export async function exchangeTicket(ticket: string) {
  const reply = await call((await loadCalls()).exchange, { ticket });
  storage.deviceToken.set(reply.deviceToken);
  return reply;
}

/** POST /api/v1/sso/logout with the session's token: ends it, and answers where the provider's sign-out is. */
export async function signOnLogout(accessToken: string): Promise<string | undefined> {
  const reply = await call((await loadCalls()).logout, undefined, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return reply.redirectUrl;
}
