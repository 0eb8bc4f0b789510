import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_CALLS_PER_MINUTE } from '../../../core/constants';
import { signOnCalls as calls } from '../../../core/contracts/signOn';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { sessionFields } from '../accounts/sessions';
import { secretKey, signDeviceToken } from '../accounts/tokens';
import { SIGN_ON_PROTOCOL_PLUGINS } from './protocols';
import { listProviders } from './providers';
import { signOutOfProvider } from './signOut';
import { exchangeTicket } from './tickets';

/** The calls that spend a credential (a ticket) keep the account calls' per-address ceiling. */
const limited = { config: { rateLimit: { max: ACCOUNT_CALLS_PER_MINUTE, timeWindow: '1 minute' } } };
const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Single sign-on (issue 34): the base's calls, then each protocol's own routes. */
export async function signOnRoutes(app: FastifyInstance) {
  serve(app, calls.providers, async ({ ctx }) => {
    const providers = listProviders(ctx.config);
    return ok(
      providers,
      {},
      providers.length ? 'The school’s sign-in providers.' : 'No single sign-on is set up.',
    );
  });

  serve(
    app,
    calls.exchange,
    async ({ ctx, body, request }) => {
      const { user, tokens } = await exchangeTicket(ctx, body.ticket, client(request));
      const deviceToken = await signDeviceToken(secretKey(ctx.config.tokenSecret), user.id);
      return ok(undefined, { ...sessionFields(user, tokens), deviceToken }, 'Signed in.');
    },
    limited,
  );

  serve(app, calls.logout, async ({ ctx, caller }) => {
    const redirectUrl = await signOutOfProvider(ctx, caller.sessionId);
    return ok(
      undefined,
      redirectUrl ? { redirectUrl } : {},
      redirectUrl ? 'Signed out here; signing out at your school’s provider.' : 'Signed out.',
    );
  });

  for (const plugin of Object.values(SIGN_ON_PROTOCOL_PLUGINS)) await plugin.routes(app);
}
