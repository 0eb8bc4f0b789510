import type { FastifyReply } from 'fastify';
import { SIGN_ON_PAGES, type SignOnError, type SignOnProtocol } from '../../../core/schemas/signOn';

/**
 * A sign-on that ends without a session (a wrong state, the provider said no, an email it has not verified, a
 * disabled account): the callback sends the browser to the protocol's page with the code, which the page words.
 */
export class SignOnRefused extends Error {
  constructor(
    readonly code: SignOnError,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}

/** The page address a sign-on ends on: the ticket to exchange, or the reason it was refused. */
export function signOnPageAddress(
  protocol: SignOnProtocol,
  outcome: { ticket: string } | { error: SignOnError },
): string {
  const query =
    'ticket' in outcome ? `ticket=${encodeURIComponent(outcome.ticket)}` : `error=${outcome.error}`;
  return `${SIGN_ON_PAGES[protocol]}?${query}`;
}

/** Sends the browser to the protocol's page with the refusal's code; an error not foreseen is `failed`, and logged. */
export function redirectRefused(reply: FastifyReply, protocol: SignOnProtocol, error: unknown): FastifyReply {
  const code = error instanceof SignOnRefused ? error.code : 'failed';
  if (error instanceof SignOnRefused) reply.log.info({ code, reason: error.message }, 'sign-on refused');
  else reply.log.error({ err: error }, 'sign-on failed');
  return reply.redirect(signOnPageAddress(protocol, { error: code }), 303);
}
