import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { EndedSessions } from '../modules/accounts/sessionCache';
import type { LiveEventSink } from '../platform/liveEvents';
import { sessionRoom, userRoom } from '../platform/rooms';
import type { Publication, PublicationHost, RealtimeMethod } from './definitions';
import { deliverLiveEvents } from './deliverLiveEvents';
import { sweepEndedSessionsWhileDeaf } from './endedSessionSweep';
import { authenticateSockets } from './handshake';
import { type Registries, serveProtocol } from './protocol';
import { installRedisAdapter } from './redisAdapter';
import { redisRoomMemory } from './redisRoomMemory';
import { localRoomMemory, type RoomMemory } from './roomMemory';
import { addBuiltInPublications } from './roomPolicy';

export { chatRoom, courseRoom, lectureRoom, notificationRoom, userRoom } from '../platform/rooms';

/** What the rest of the server may do with the realtime channel (DESIGN §4). */
/** The live channel: the sink services' committed events go to, and the publications and methods clients use. */
export interface Realtime extends LiveEventSink, PublicationHost {
  io: Server;
  /** Adds a method clients may call (`socket.emit('method', { name, params })`). */
  addMethod<Params>(name: string, method: RealtimeMethod<Params>): void;
  /** Every publication and method clients may use, by name (for the fuzz test). */
  readonly publications: ReadonlyMap<string, Publication<unknown>>;
  readonly methods: ReadonlyMap<string, RealtimeMethod<unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const MAX_MESSAGE_BYTES = 64 * 1024;
/** Between instances: sessions that ended elsewhere, to forget here. */
const FORGET_SESSIONS = 'lms:forget-sessions';

/**
 * socket.io on the app's own HTTP server (same port as the API): authenticated handshakes, each socket in its
 * user's room, the SPEC §7 publish/method protocol, and Redis-shared rooms when REDIS_URL is set.
 */
export function installRealtime(app: FastifyInstance) {
  // Clients only send small protocol messages (publish, method): a large frame is refused before it is parsed.
  const io = new Server(app.server, { serveClient: false, maxHttpBufferSize: MAX_MESSAGE_BYTES });
  const registries: Registries = { publications: new Map(), methods: new Map() };
  const closeRedis = app.redis ? installRedisAdapter(app, io, app.redis) : null;
  const memory: RoomMemory = app.redis ? redisRoomMemory(app, app.redis) : localRoomMemory();

  app.decorate('realtime', {
    io,
    send: (events) => {
      // An ended session must not outlive its sockets in any instance's session cache (http/sessionCache.ts).
      for (const event of events) {
        if (event.kind !== 'disconnect' && event.kind !== 'sessionsChanged') continue;
        app.sessionCache.forget(event.target);
        if (closeRedis) io.serverSideEmit(FORGET_SESSIONS, event.target);
      }
      return deliverLiveEvents(io, memory, events, app.log);
    },
    async usersIn(room) {
      try {
        const present = new Set<string>();
        for (const socket of await io.in(room).fetchSockets()) present.add(socket.data.user.id);
        return present;
      } catch (error) {
        app.log.warn({ err: error, room }, 'could not list the sockets of a room');
        return new Set();
      }
    },
    addPublication(name, publication) {
      if (registries.publications.has(name)) throw new Error(`Publication ${name} is already defined.`);
      registries.publications.set(name, publication as Publication<unknown>);
    },
    addMethod(name, method) {
      if (registries.methods.has(name)) throw new Error(`Method ${name} is already defined.`);
      registries.methods.set(name, method as RealtimeMethod<unknown>);
    },
    publications: registries.publications,
    methods: registries.methods,
  } satisfies Realtime);
  addBuiltInPublications(app.realtime);
  io.on(FORGET_SESSIONS, (ended: EndedSessions) => app.sessionCache.forget(ended));
  if (app.redis) sweepEndedSessionsWhileDeaf(app, io, app.redis);

  authenticateSockets(app, io);
  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.user.id), sessionRoom(socket.data.user.sessionId)]);
    serveProtocol(app.ctx, socket, registries, memory);
  });

  // Open WebSockets would keep the HTTP server from closing: end this instance's connections first. Only the
  // transports are closed: socket.io's disconnect packet would tell clients not to come back, and a client of a
  // restarting or replaced instance must reconnect by itself (SPEC §4).
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await memory.close();
    await closeRedis?.();
  });
}
