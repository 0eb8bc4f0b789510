import type { FastifyInstance } from 'fastify';
import type { SignOnProviderConfig } from '../../../core/schemas/signOnConfig';
import type { SignOutData } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';

/**
 * What a sign-on protocol brings to the base (issue 34): its routes (start, callback, metadata; each ends with
 * `finishSignOn` or `redirectRefused`), and where the browser goes to end a session it opened at the provider too.
 */
export interface SignOnProtocolPlugin {
  routes(app: FastifyInstance): Promise<void>;
  /** The provider's sign-out address for a session of ours it opened; undefined: the provider has none. */
  signOutUrl(
    ctx: ServiceContext,
    provider: SignOnProviderConfig,
    signOut: SignOutData,
  ): Promise<string | undefined>;
}
