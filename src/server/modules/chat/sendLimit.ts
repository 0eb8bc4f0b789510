import type { FastifyRequest } from 'fastify';
import { CHAT_SEND_WINDOW_SECONDS, CHAT_SENDS_PER_WINDOW } from '../../../core/constants';
import { signedInUser } from '../../platform/actor';
import { tooManyRequests } from '../../platform/errors';

/** The refusal of a send over the limit: what happened, and how long to wait before sending the kept text again. */
export function sendingTooFast(secondsLeft: number): string {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return `You are sending messages too fast. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then send again.`;
}

/**
 * The flood limit of a send route (issue 32): `CHAT_SENDS_PER_WINDOW` sends per `CHAT_SEND_WINDOW_SECONDS` for one
 * person in one room, through the app's @fastify/rate-limit (http/rateLimits.ts: Redis with REDIS_URL, so one
 * budget across instances; memory otherwise). Beyond it 429 `{ code, msg }` with `Retry-After`.
 *
 * It runs as a preHandler, after the policy's (app hooks run before a route's): the body has been validated and the
 * access rule has resolved the room the caller is a member of. The key is the caller's id and that room's id as the
 * database holds it, nothing else from the request, so a malformed send (400, stored nothing) or one to a room the
 * caller is not in (403/404) spends nothing, and no extra field or other spelling of an id opens a fresh budget.
 * A refused send stops before the handler: nothing is stored or broadcast; an accepted one goes on as before.
 */
export function sendLimit<Resolved>(roomOf: (resolved: Resolved) => string) {
  return {
    config: {
      rateLimit: {
        max: CHAT_SENDS_PER_WINDOW,
        timeWindow: CHAT_SEND_WINDOW_SECONDS * 1000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => {
          if (request.resolved === undefined)
            throw new Error('A send limit needs the room its access resolved.');
          return `${signedInUser(request).id}:${roomOf(request.resolved as Resolved)}`;
        },
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
          tooManyRequests(sendingTooFast(context.ttl / 1000)),
      },
    },
  };
}
