import { io, type Socket } from 'socket.io-client';
import { SOCKET_CLIENT_DEFAULTS } from '../../core/constants';
import { isDebugMode } from '../../core/rules/debugMode';
import type { PublishPayload } from '../../core/schemas/realtime';
import type { MethodReply, RealtimeAck, RoomRecall } from '../../core/schemas/realtimeNames';
import { pageOpenedAt } from '../platform/pageOpened';
import { READS_FRESH_MS } from '../platform/queryClient';
import { storage, subscribeStorage } from '../platform/storage';
import { catchUp } from './catchUp';
import { renewSession } from './http';

/**
 * The one realtime connection of a signed-in user (SPEC §4, §7, DESIGN §4). It is opened on first use, carries
 * the stored access token (read again at every connection attempt, so a reconnect uses a renewed token), follows
 * the session (closed at sign-out, reopened when another user signs in) and, on every (re)connect, unsubscribes and
 * subscribes again each active publication (SPEC §4). Each join is answered with what its room was sent lately,
 * and the events the page may have missed are handed on as if they came live (issue 40). Import it only from
 * after-login code: socket.io-client then stays out of the /login bundle.
 */

export type PublicationOptions = Readonly<Record<string, unknown>>;
export type EventHandler = (payload: unknown) => void;

interface ActiveSubscription {
  name: string;
  options: PublicationOptions;
  /** Several components may ask for the same publication; it is left when the last one lets go. */
  holders: number;
  onReply?: (ack: RealtimeAck) => void;
  /**
   * From when (performance.now()) the page may have missed the room's events: it began to read before joining, or
   * its connection dropped. Null while joined and live.
   */
  missingSince: number | null;
}

const subscriptions = new Map<string, ActiveSubscription>();
/** When each publication let go of lately was last live: coming back to it, a page may show what it read then. */
const recentlyLeft = new Map<string, number>();
/** Joins not answered yet. */
let joining = 0;
/**
 * What the page handled, by content, while a join was on its way: the events its room was sent after the socket
 * entered it came live, and the join's answer holds them too. An equal one it holds is no later than the one
 * handled, whose read again covers it.
 */
const handledWhileJoining = new Set<string>();
const missedListeners = new Set<() => void>();
const handlers = new Map<string, Set<EventHandler>>();
const connectionListeners = new Set<(connected: boolean) => void>();
/** Method calls of one name run one at a time: the reply carries only the name, so two would be ambiguous. */
const methodQueues = new Map<string, Promise<unknown>>();

let socket: Socket | null = null;
let socketUserId: string | null = null;
/** Set after a refused handshake has renewed the session once; cleared by the next successful connect. */
let renewedAfterRefusal = false;
let unwatchSession: (() => void) | null = null;
/** A connection asked for from a component's effect, opened in a task of its own (see openSoon). */
let opening: ReturnType<typeof setTimeout> | null = null;

const METHOD_TIMEOUT_REPLY: MethodReply<never> = {
  code: 408,
  msg: 'The live connection did not answer in time. Try again.',
};

function debugWarn(message: string, detail?: unknown) {
  if (typeof location !== 'undefined' && isDebugMode(location)) console.warn(message, detail);
}

/** Options as a stable text, so that `{a, b}` and `{b, a}` are one subscription. */
function subscriptionKey(name: string, options: PublicationOptions): string {
  const sorted = Object.keys(options)
    .sort()
    .map((key) => [key, options[key]]);
  return `${name}\u0000${JSON.stringify(sorted)}`;
}

function emitPublish(payload: PublishPayload, onReply?: (ack: RealtimeAck) => void) {
  socket
    ?.timeout(SOCKET_CLIENT_DEFAULTS.timeout)
    .emit('publish', payload, (error: Error | null, ack: RealtimeAck) => {
      const reply = error ? METHOD_TIMEOUT_REPLY : ack;
      if (reply.code !== 0) debugWarn(`Realtime ${payload.name} refused: ${reply.msg}`, payload.options);
      onReply?.(reply);
    });
}

/** Hands on what the room was sent since the subscription was last live; too long ago, the page reads again. */
function catchUpOn(subscription: ActiveSubscription, recall: RoomRecall) {
  const { missingSince } = subscription;
  subscription.missingSince = null;
  if (missingSince === null) return;
  const { replay, readAgain } = catchUp(recall, performance.now() - missingSince);
  if (readAgain) for (const listener of missedListeners) listener();
  for (const { event, payload } of replay)
    if (!handledWhileJoining.has(contentOf(event, payload))) handle(event, payload);
}

function join(subscription: ActiveSubscription) {
  const { name, options, onReply } = subscription;
  joining += 1;
  emitPublish({ name, options, join: true }, (ack) => {
    if (ack.code === 0 && ack.recent) catchUpOn(subscription, ack.recent);
    joining -= 1;
    if (!joining) handledWhileJoining.clear();
    onReply?.(ack);
  });
}

/** SPEC §4: on every (re)connect each active subscription is unsubscribed and subscribed again. */
function resubscribeAll() {
  renewedAfterRefusal = false;
  for (const subscription of subscriptions.values()) {
    emitPublish({ name: subscription.name, options: subscription.options, leave: true });
    join(subscription);
  }
  for (const listener of connectionListeners) listener(true);
}

/**
 * Connects `current` again after a pause, if it is still the connection: for a handshake the server could not
 * check (its error, or an instance shutting down while the client came back) and for a renewal that could not
 * reach the server. socket.io retries neither by itself. The pause varies so that a restarted instance's clients
 * do not all come back at once.
 */
function connectLater(current: Socket) {
  const { reconnectionDelayMax, randomizationFactor } = SOCKET_CLIENT_DEFAULTS;
  setTimeout(
    () => {
      if (socket === current && !current.connected && !current.active) current.connect();
    },
    reconnectionDelayMax * (1 - randomizationFactor * Math.random()),
  );
}

/**
 * A handshake the server refused (its auth check, code 401) does not retry by itself. The usual cause is an access
 * token that expired while disconnected: renew once and connect again. A second refusal in a row stays
 * disconnected. Any other refusal is the server's trouble, not the session's: try again later.
 */
async function onConnectError(error: Error & { data?: { code?: unknown } }) {
  const current = socket;
  if (!current || current.active) return;
  debugWarn('Realtime connection refused', error.message);
  if (error.data?.code !== 401) {
    connectLater(current);
    return;
  }
  if (renewedAfterRefusal) return;
  renewedAfterRefusal = true;
  await reconnectAfterRenewal(current);
}

/**
 * Renews the session, then connects `current` again if it is still the connection. A refusal signs out; a server
 * out of reach is tried again later, with a renewal allowed again since the token may expire meanwhile.
 */
async function reconnectAfterRenewal(current: Socket) {
  const outcome = await renewSession();
  if (socket !== current) return;
  if (outcome === 'renewed') current.connect();
  else if (outcome === 'unavailable' && storage.refreshToken.get()) {
    renewedAfterRefusal = false;
    connectLater(current);
  }
}

/** Closes the connection when the session ends and reconnects when a different user signs in. */
function followSession() {
  const userId = storage.accessToken.get() ? storage.userId.get() : null;
  if (!userId) closeSocket();
  else if (socket && userId !== socketUserId) {
    socketUserId = userId;
    socket.disconnect().connect();
  }
}

const contentOf = (event: string, payload: unknown) => `${event}\u0000${JSON.stringify(payload)}`;

function handle(event: string, payload: unknown) {
  if (joining) handledWhileJoining.add(contentOf(event, payload));
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

/** The connection, opened on first use. Null when nobody is signed in. */
export function getSocket(): Socket | null {
  if (socket) return socket;
  const userId = storage.accessToken.get() ? storage.userId.get() : null;
  if (!userId) return null;
  socketUserId = userId;
  socket = io({
    ...SOCKET_CLIENT_DEFAULTS,
    // WebSocket only: a load balancer then needs no sticky sessions (docs/operations.md).
    transports: ['websocket'],
    auth: (send) => send({ token: storage.accessToken.get() ?? '' }),
  });
  socket.on('connect', resubscribeAll);
  socket.on('disconnect', (reason) => {
    const now = performance.now();
    for (const subscription of subscriptions.values()) subscription.missingSince ??= now;
    for (const listener of connectionListeners) listener(false);
    // The server closes a socket itself only when its sign-in session ended (signed out elsewhere, password
    // changed, account disabled): renewing finds out whether this tab is still signed in.
    if (reason === 'io server disconnect' && socket) void reconnectAfterRenewal(socket);
  });
  socket.on('connect_error', (error) => void onConnectError(error));
  socket.onAny(handle);
  unwatchSession = subscribeStorage(followSession);
  return socket;
}

/**
 * Opens the connection in a task of its own. Subscriptions and listeners are made from the effects of a page's
 * first render; opening the connection there (some 30 ms on a phone) lengthened that commit (issue 13).
 */
function openSoon() {
  if (socket || opening) return;
  opening = setTimeout(() => {
    opening = null;
    getSocket();
  });
}

/** Ends the connection and forgets every subscription (sign-out). */
export function closeSocket() {
  if (opening) clearTimeout(opening);
  opening = null;
  unwatchSession?.();
  unwatchSession = null;
  subscriptions.clear();
  recentlyLeft.clear();
  methodQueues.clear();
  const closing = socket;
  socket = null;
  socketUserId = null;
  closing?.disconnect();
  if (closing) for (const listener of connectionListeners) listener(false);
}

export function isSocketConnected(): boolean {
  return Boolean(socket?.connected);
}

/** Calls `listener(connected)` whenever the connection comes up or goes down; returns the unsubscribe. */
export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/**
 * Calls `listener` when a join finds that the server does not remember back to when its page may have missed
 * events (a long outage, a server restart): what the page shows is to be read again. Returns the unsubscribe.
 */
export function onMissedEvents(listener: () => void): () => void {
  missedListeners.add(listener);
  return () => missedListeners.delete(listener);
}

/**
 * Since when a publication subscribed now may have missed events: its page's first reads, or its last time live.
 * A part of the page that joins later (a class entered a few minutes in) shows reads no older than READS_FRESH_MS,
 * as older ones are read again as it mounts: its span goes back no further, and stays within what the server
 * remembers.
 */
function missingSinceFor(key: string): number {
  const now = performance.now();
  for (const [left, at] of recentlyLeft) if (now - at >= READS_FRESH_MS) recentlyLeft.delete(left);
  const leftAt = recentlyLeft.get(key);
  recentlyLeft.delete(key);
  return Math.min(Math.max(pageOpenedAt(), now - READS_FRESH_MS), leftAt ?? Number.POSITIVE_INFINITY);
}

/**
 * Joins a publication (`notification` {teamId:'notification'}, `course` {courseId}, `chat` {chatListId},
 * `lecture` {lectureId}) and keeps it joined across reconnects. `onReply` receives the server's `{code, msg}`
 * (0 joined, 403 refused, 400 malformed) after each join. Returns the unsubscribe.
 */
export function subscribe(
  name: string,
  options: PublicationOptions = {},
  onReply?: (ack: RealtimeAck) => void,
): () => void {
  const key = subscriptionKey(name, options);
  const existing = subscriptions.get(key);
  if (existing) existing.holders += 1;
  else {
    const subscription = { name, options, holders: 1, onReply, missingSince: missingSinceFor(key) };
    subscriptions.set(key, subscription);
    // Not connected yet: the connect handler joins it.
    if (socket?.connected) join(subscription);
    else openSoon();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const active = subscriptions.get(key);
    if (!active) return;
    active.holders -= 1;
    if (active.holders > 0) return;
    subscriptions.delete(key);
    recentlyLeft.set(key, active.missingSince ?? performance.now());
    if (socket?.connected) emitPublish({ name, options, leave: true });
  };
}

/** Sends data to a publication (SPEC §7: the client publishes refresh messages on `notification`). */
export function publish(
  name: string,
  options: PublicationOptions,
  data: Readonly<Record<string, unknown>>,
): Promise<RealtimeAck> {
  return new Promise((resolve) => {
    if (!getSocket()) resolve({ code: 401, msg: 'Please sign in to continue.' });
    else emitPublish({ name, options, data: { ...data } }, resolve);
  });
}

/** Listens to a server event (`notification`, or one another area defines). Returns the unsubscribe. */
export function onEvent(event: string, handler: EventHandler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  openSoon();
  return () => {
    set.delete(handler);
  };
}

function callOnce<T>(name: string, params: Readonly<Record<string, unknown>>): Promise<MethodReply<T>> {
  const current = getSocket();
  if (!current) return Promise.resolve({ code: 401, msg: 'Please sign in to continue.' });
  return new Promise((resolve) => {
    const finish = (reply: MethodReply<T>) => {
      clearTimeout(timer);
      stop();
      resolve(reply);
    };
    const stop = onEvent(name, (payload) => finish(payload as MethodReply<T>));
    const timer = setTimeout(() => finish(METHOD_TIMEOUT_REPLY), SOCKET_CLIENT_DEFAULTS.timeout);
    current.emit('method', { name, params: { ...params } });
  });
}

/**
 * SPEC §7 method call: emits `method` {name, params} and resolves with the server's one reply, emitted under the
 * method's name (`{code, msg, data?}`); code 408 when none comes within the socket timeout. Never throws.
 */
export function callMethod<T = unknown>(
  name: string,
  params: Readonly<Record<string, unknown>> = {},
): Promise<MethodReply<T>> {
  const previous = methodQueues.get(name) ?? Promise.resolve();
  const call = previous.then(() => callOnce<T>(name, params));
  methodQueues.set(name, call);
  void call.finally(() => {
    if (methodQueues.get(name) === call) methodQueues.delete(name);
  });
  return call;
}
