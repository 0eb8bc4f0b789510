import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { endSession } from '../accounts/sessions';
import { SIGN_ON_PROTOCOL_PLUGINS } from './protocols';

/**
 * /logoutSSO: ends our session (as GET /user/logout does) and, for a session a provider opened, answers where the
 * browser goes to end the provider's session too; undefined when there is nothing more to end.
 */
export async function signOutOfProvider(ctx: ServiceContext, sessionId: string): Promise<string | undefined> {
  const [session] = await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  await endSession(ctx, sessionId, 'logout');
  if (!session?.signOnProvider || (session.via !== 'oidc' && session.via !== 'saml')) return undefined;
  const provider = ctx.config.signOnProviders.find(
    (p) => p.protocol === session.via && p.id === session.signOnProvider,
  );
  const plugin = SIGN_ON_PROTOCOL_PLUGINS[session.via];
  if (!provider || !plugin) return undefined;
  try {
    return await plugin.signOutUrl(ctx, provider, session.signOut ?? {});
  } catch (error) {
    // Our session has ended; a provider that cannot be reached leaves only its own session open.
    ctx.log.warn({ err: error, provider: provider.id }, 'provider sign-out address unavailable');
    return undefined;
  }
}
