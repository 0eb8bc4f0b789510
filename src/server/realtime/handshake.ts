import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { authenticateAccessToken } from '../http/auth';
import type { AuthUser } from '../platform/actor';

declare module 'socket.io' {
  interface SocketData {
    user: AuthUser;
  }
}

/** The error a refused handshake gets: the client sees `message` and `data.code` in its connect_error. */
function refusal(message: string): Error {
  return Object.assign(new Error(message), { data: { code: 401 } });
}

/**
 * DESIGN §4: a socket connects only with `auth: { token: accessToken }`, checked exactly as a bearer token is
 * (HS256 pinned, live session, enabled user). A refused socket gets nothing but a connect_error.
 */
export function authenticateSockets(app: FastifyInstance, io: Server) {
  io.use(async (socket: Socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token || token.length > 4096) {
      next(refusal('Please sign in to continue.'));
      return;
    }
    try {
      const checked = await authenticateAccessToken(app.db, app.sessionCache, app.verifiedTokens, token);
      if (!checked.ok) {
        next(
          refusal(
            checked.reason === 'expired'
              ? 'Your session has expired. Please sign in again.'
              : 'Please sign in to continue.',
          ),
        );
        return;
      }
      socket.data.user = checked.user;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'realtime handshake failed');
      next(
        Object.assign(new Error('Something went wrong on our side. Please try again.'), {
          data: { code: 500 },
        }),
      );
    }
  });
}
