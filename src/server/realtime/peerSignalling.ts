import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import express from 'express';
import type { FastifyInstance } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { PEER_SIGNALLING_PATH } from '../../core/constants';
import { access } from '../../core/contracts/access';
import { peerOwner, peerTokenHolds } from '../modules/lectures/peerIds';
import { unauthorized } from '../platform/errors';
import { loadPeer } from './peerModule';

/**
 * The PeerJS signalling server (npm `peer`) on the app's own HTTP server at /peerjs (SPEC §7), for the stock
 * `peerjs` browser client: `new Peer(peerId, { host, port, path: '/peerjs', secure, token, config })`. Its
 * WebSocket is at /peerjs/peerjs; its two HTTP calls (`GET /peerjs/peerjs/id`, `/peers`) are Fastify routes.
 *
 * Only peers this server issued may connect: a peer id names the lecture attendance and the user it was issued
 * for, and its token is an HMAC of the id under the server's token secret (docs/decisions.md, Peer signalling).
 * A socket whose token does not verify gets peer's own ERROR message and is closed before `peer` sees it. The id
 * must also still be its owner's place in the class (`inClass`): one who left, was removed or whose class ended
 * is refused, and a connected peer whose place has ended is closed within PEER_SWEEP_MS. A message is relayed
 * only between two peers of the same class who both have their place in it at that moment (`verdictOn`).
 */

/** The peerjs client's default key, which it sends with every connection (`?key=peerjs`). */
const PEER_KEY = 'peerjs';
/**
 * A signalling message is an SDP offer or answer (a few KB) or one ICE candidate: a larger frame is refused
 * before it is read (ws closes the socket with 1009), instead of ws's default of 100 MiB.
 */
const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Peers one instance admits at once (`peer`'s default); the next is refused with peer's "Server has reached its
 * concurrent user limit". `npm run bench -- peerSignalling` measures what one peer costs (docs/decisions.md).
 */
export const MAX_PEERS = 5000;
/** `peer`'s own error messages (its `Errors`, which it does not export), so the client shows the usual text. */
const MISSING_PARAMETERS = 'No id, token, or key supplied to websocket server';
const INVALID_TOKEN = 'Invalid token provided';
const PLACE_ENDED = 'This place in the class has ended: join the class again.';
/**
 * How often each instance asks which of its connected peers still have a place in their class, and closes the
 * others: a removed participant whose page ignored the removal stops signalling within this time.
 */
export const PEER_SWEEP_MS = 10_000;

/** Of these peer ids, those still someone's place in an open class (modules/lectures/presence.ts). */
export type PeersInClass = (peerIds: readonly string[]) => Promise<Set<string>>;

declare module 'fastify' {
  interface FastifyInstance {
    peerSignalling: {
      /** Closes the connected peers whose place in the class has ended; answers how many. */
      sweep(): Promise<number>;
    };
  }
}

/** The refusal of a connection, by its address's query, or null when its id and token hold. */
function refusalOf(query: URLSearchParams, secret: string): string | null {
  const id = query.get('id');
  const token = query.get('token');
  if (!id || !token || !query.get('key')) return MISSING_PARAMETERS;
  return peerTokenHolds(secret, id, token) ? null : INVALID_TOKEN;
}

/** Replies that end a conversation: answering one that could not be relayed would start the exchange again. */
const CLOSING_TYPES = new Set(['LEAVE', 'EXPIRE']);

/**
 * What becomes of a message from `source`. One with a destination goes only to a peer of the same class, and only
 * while both have their place in it, so nobody reaches another class's peers (peerjs answers a data connection's
 * offer by itself, giving away its network addresses) and an ended place signals nobody. A message without one
 * (a heartbeat, a goodbye) concerns only the sender, and what `peer` cannot read it reports by itself.
 */
async function verdictOn(
  source: string,
  data: RawData,
  inClass: PeersInClass,
): Promise<{ relay: true } | { relay: false; expire: object | null }> {
  let message: { type?: unknown; dst?: unknown } | null;
  try {
    message = JSON.parse(String(data));
  } catch {
    return { relay: true };
  }
  const destination = message?.dst;
  if (destination === undefined || destination === null) return { relay: true };
  const sourceClass = peerOwner(source)?.attendanceId;
  const sameClass =
    typeof destination === 'string' &&
    sourceClass !== undefined &&
    peerOwner(destination)?.attendanceId === sourceClass;
  if (sameClass) {
    const present = await inClass([source, destination]);
    if (present.has(source) && present.has(destination)) return { relay: true };
  }
  // The sender hears what `peer` says of a peer that is not there, and gives up on that connection alone.
  const answerable = typeof destination === 'string' && !CLOSING_TYPES.has(String(message?.type));
  return { relay: false, expire: answerable ? { type: 'EXPIRE', src: destination, dst: source } : null };
}

/**
 * Hands `peer` a socket's messages only once `verdictOn` has passed each, in the order they came. `peer` listens
 * on the socket itself and cannot be asked to skip one, so the socket's own 'message' events are held back here.
 */
function gateMessages(
  ws: WebSocket,
  source: string,
  inClass: PeersInClass,
  onError: (error: unknown) => void,
) {
  const emit = ws.emit.bind(ws) as (event: string | symbol, ...args: unknown[]) => boolean;
  let line = Promise.resolve();
  ws.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event !== 'message') return emit(event, ...args);
    line = line
      .then(async () => {
        const verdict = await verdictOn(source, args[0] as RawData, inClass);
        if (verdict.relay) emit(event, ...args);
        else if (verdict.expire && ws.readyState === ws.OPEN) ws.send(JSON.stringify(verdict.expire));
      })
      .catch(onError);
    return true;
  }) as WebSocket['emit'];
}

const isPeerPath = (url: string | undefined) => {
  const path = (url ?? '').split('?')[0]!;
  return path === PEER_SIGNALLING_PATH || path.startsWith(`${PEER_SIGNALLING_PATH}/`);
};

/** Mounts the signalling server on the app; call it once, before the app is ready. */
export function installPeerSignalling(app: FastifyInstance, inClass: PeersInClass) {
  const secret = app.config.tokenSecret;
  let sockets: WebSocketServer | undefined;
  const { peer, stopTimers } = loadPeer();
  const peerServer = peer.ExpressPeerServer(app.server, {
    key: PEER_KEY,
    concurrent_limit: MAX_PEERS,
    allow_discovery: false,
    // `peer` would attach its own WebSocket server to the HTTP server, which answers 400 to every other
    // upgrade (socket.io's among them): it gets one that is handed only its own upgrades, below.
    createWebSocketServer: (options) => {
      sockets = new WebSocketServer({ noServer: true, path: options.path, maxPayload: MAX_MESSAGE_BYTES });
      return sockets;
    },
  });
  // Without a listener, the 'error' `peer` emits for a malformed message or a socket error would throw.
  peerServer.on('error', (error) => app.log.debug({ err: error }, 'peer signalling: a peer sent an error'));
  // ExpressPeerServer sets itself up (its realm, its WebSocket path) when an Express app mounts it. This one only
  // mounts it: it never serves a request.
  express().use(PEER_SIGNALLING_PATH, peerServer);
  const socketServer = sockets;
  if (!socketServer) throw new Error('peer did not create its WebSocket server');

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Every other upgrade (socket.io's /socket.io/) is left to its own listener.
    if (!isPeerPath(request.url)) return;
    socketServer.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      void admit(ws, request);
    });
  };
  const admitted = new Map<WebSocket, string>();
  const admit = async (ws: WebSocket, request: IncomingMessage) => {
    const query = new URL(request.url ?? '', 'http://peerjs').searchParams;
    let refusal = refusalOf(query, secret);
    const peerId = query.get('id') ?? '';
    if (refusal === null) {
      try {
        if (!(await inClass([peerId])).has(peerId)) refusal = PLACE_ENDED;
      } catch (error) {
        app.log.warn({ err: error }, 'peer signalling: could not check a place in a class');
        refusal = 'The class could not be checked just now. Try again.';
      }
    }
    if (ws.readyState !== ws.OPEN) return;
    if (refusal !== null) {
      // `peer` never sees this socket: nothing it sends is read, and nobody can send to it.
      ws.send(JSON.stringify({ type: 'ERROR', payload: { msg: refusal } }));
      ws.close(1008, refusal);
      return;
    }
    admitted.set(ws, peerId);
    ws.once('close', () => admitted.delete(ws));
    gateMessages(ws, peerId, inClass, (error) =>
      app.log.warn({ err: error }, 'peer signalling: could not check a message; it was not relayed'),
    );
    socketServer.emit('connection', ws, request);
  };
  app.server.on('upgrade', onUpgrade);

  const sweep = async (): Promise<number> => {
    if (admitted.size === 0) return 0;
    const current = await inClass([...new Set(admitted.values())]);
    let closed = 0;
    for (const [ws, peerId] of admitted) {
      if (current.has(peerId)) continue;
      admitted.delete(ws);
      ws.send(JSON.stringify({ type: 'ERROR', payload: { msg: PLACE_ENDED } }));
      ws.close(1008, PLACE_ENDED);
      closed += 1;
    }
    return closed;
  };
  app.decorate('peerSignalling', { sweep });
  const sweeping = setInterval(() => {
    sweep().catch((error) =>
      app.log.warn({ err: error }, 'peer signalling: the sweep of ended places failed'),
    );
  }, PEER_SWEEP_MS);
  sweeping.unref();

  // The peerjs client's HTTP calls, answered here as `peer` answers them (its own Express routes are never
  // served): a refusal then comes in the app's one shape. Only the sockets are `peer`'s.
  const options = {
    config: { access: access.public },
    schema: { hide: true, params: z.object({ key: z.literal(PEER_KEY) }) },
  };
  // A fresh id for a client that was given none. It cannot connect with it: no token was issued for it.
  app.get(`${PEER_SIGNALLING_PATH}/:key/id`, options, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(randomUUID()),
  );
  // The peerjs client reads 401 as "discovery is off": a list of peers would tell anyone who is in which class.
  app.get(`${PEER_SIGNALLING_PATH}/:key/peers`, options, async () => {
    throw unauthorized('This server does not list its peers.');
  });

  // Open WebSockets would keep the HTTP server from closing; a peer whose instance goes away reconnects.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of socketServer.clients) ws.terminate();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeping);
    stopTimers();
    await new Promise<void>((resolve) => socketServer.close(() => resolve()));
  });
}
