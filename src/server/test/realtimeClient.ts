import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { MethodReply, PublishPayload, RealtimeAck } from '../../core/schemas/realtime';

/** Starts the app on a free loopback port (once per app) and returns its address for socket clients. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket.io client as the web app opens it: WebSocket only, the access token in `auth`, no reconnection. */
export function openSocket(url: string, token?: string): Socket {
  return io(url, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
}

/** Connects, resolving with the socket, or rejecting with the server's connect_error. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function connect(url: string, token: string): Promise<Socket> {
  return connected(openSocket(url, token));
}

/** Emits a publish and resolves with the server's ack. */
export function publish(socket: Socket, payload: PublishPayload | unknown): Promise<RealtimeAck> {
  return socket.timeout(5000).emitWithAck('publish', payload);
}

/** The next `event` on the socket, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Collects every `event` the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** SPEC §7 method call: emits `method` and resolves with the one reply under the method's name. */
export function callMethod<T = unknown>(
  socket: Socket,
  name: string,
  params: object = {},
): Promise<MethodReply<T>> {
  const reply = nextEvent<MethodReply<T>>(socket, name);
  socket.emit('method', { name, params });
  return reply;
}

/** The event `drained` sends last. */
export const MARKER = 'test:marker';

/**
 * Resolves once everything the server sent this socket so far has arrived: `sendMarker` emits a marker event to
 * the socket's own room (its id) after whatever the test is checking, and socket.io keeps one socket's events in
 * order. What was not received by then was never sent; no waiting on a clock.
 */
export async function drained(
  socket: Socket,
  sendMarker: (room: string, event: string) => unknown,
): Promise<void> {
  const arrived = nextEvent(socket, MARKER);
  await sendMarker(socket.id!, MARKER);
  await arrived;
}

/** `drained` for a socket of this in-process app. */
export const caughtUp = (app: FastifyInstance, socket: Socket) =>
  drained(socket, (room, event) => app.realtime.io.to(room).emit(event));
