import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderIdentity } from '../../../core/schemas/signOn';
import type { SignOnProviderConfig } from '../../../core/schemas/signOnConfig';
import type { SignOutData } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { admitProviderIdentity } from './admit';
import { redirectRefused, signOnPageAddress } from './refusal';
import { issueTicket } from './tickets';

/**
 * The end of every protocol's callback: the identity is admitted (admit.ts), a one-time ticket issued, and the
 * browser sent to the protocol's page (/loginSSO, /loginIDQ) with it; a refusal sends it there with its code.
 */
export async function finishSignOn(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SignOnProviderConfig,
  identity: ProviderIdentity,
  signOut: SignOutData,
): Promise<FastifyReply> {
  try {
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const user = await admitProviderIdentity(ctx, provider, identity, client);
    const ticket = await issueTicket(ctx, {
      userId: user.id,
      protocol: provider.protocol,
      providerId: provider.id,
      signOut,
    });
    return reply.redirect(signOnPageAddress(provider.protocol, { ticket }), 303);
  } catch (error) {
    return redirectRefused(reply, provider.protocol, error);
  }
}
