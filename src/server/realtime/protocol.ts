import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { openBeforeApproval } from '../../core/contracts/access';
import { fieldMessages } from '../../core/schemas/issueMessages';
import { type MethodReply, methodCall, publishPayload, type RealtimeAck } from '../../core/schemas/realtime';
import { resolveAccess } from '../compose/access';
import type { ServiceContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { approvalRefusal } from './approvalGate';
import type { Publication, RealtimeCaller, RealtimeMethod } from './definitions';
import { FixedWindowLimiter } from './eventLimiter';
import type { RoomMemory } from './roomMemory';

/**
 * The SPEC §7 protocol on one connected socket: `publish` (join, leave, data; answered through the ack) and
 * `method` (answered once by emitting the method's name). Every payload is validated; a refused call changes
 * nothing.
 */

export interface Registries {
  publications: Map<string, Publication<unknown>>;
  methods: Map<string, RealtimeMethod<unknown>>;
}

/** What a joiner is told when the room's memory cannot be read: nothing is vouched for, so it reads again. */
const NOTHING_RECALLED = { horizonMs: 0, events: [] };

/** Protocol events per socket per window: generous for a page, small enough to stop a flood. */
const EVENTS_PER_WINDOW = 60;
/** Data publishes make every member re-fetch, so they get a tighter limit of their own. */
const DATA_PUBLISHES_PER_WINDOW = 5;
const LIMIT_WINDOW_MS = 10_000;

/** Event names socket.io keeps for itself: a method of that name could not be answered. */
const RESERVED_EVENTS = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

const TOO_MANY: RealtimeAck = { code: 429, msg: 'Too many realtime requests. Please wait a moment.' };
const SERVER_FAILURE: RealtimeAck = { code: 500, msg: 'Something went wrong on our side. Please try again.' };

/** zod issues as the HTTP API names them: `fields` with dotted paths. */
function invalid(
  error: z.ZodError,
  msg: string,
  prefix?: string,
): RealtimeAck & { fields: Record<string, string> } {
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: [...(prefix ? [prefix] : []), ...issue.path],
  }));
  return { code: 400, msg, fields: fieldMessages(issues, 'payload') };
}

function failure(log: FastifyBaseLogger, error: unknown): RealtimeAck & { fields?: Record<string, string> } {
  if (error instanceof AppError)
    return { code: error.status, msg: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  log.error({ err: error }, 'realtime handler failed');
  return SERVER_FAILURE;
}

/** The publication's access rule, decided as for an HTTP call, then the area's own check if it has one. */
async function mayJoin<Options>(caller: RealtimeCaller, publication: Publication<Options>, options: Options) {
  try {
    await resolveAccess(publication.access, caller.user, { ...NO_PARTS, options }, caller.ctx);
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 404)) return false;
    throw error;
  }
  return publication.mayJoin ? publication.mayJoin(caller, options) : true;
}

const NO_PARTS = { params: undefined, query: undefined, body: undefined };

/** The rooms this socket joined whose publication wants to know when it leaves, each with what to run then. */
type LeaveHooks = Map<string, () => Promise<void>>;

/** A publication's join or leave hook: what it does is not the caller's to wait on or to fail by. */
const runHook = (log: FastifyBaseLogger, hook: () => Promise<void>) =>
  hook().catch((error: unknown) => log.error({ err: error }, 'realtime room hook failed'));

async function handlePublish(
  caller: RealtimeCaller,
  registries: Registries,
  memory: RoomMemory,
  raw: unknown,
  leaveHooks: LeaveHooks,
): Promise<RealtimeAck> {
  const { ctx, user, socket } = caller;
  const parsed = publishPayload.safeParse(raw);
  if (!parsed.success)
    return invalid(parsed.error, 'A publish needs a name, options and one of join, leave or data.');
  const { name, options: rawOptions, join, data } = parsed.data;
  const publication = registries.publications.get(name);
  if (!publication) {
    ctx.log.warn({ userId: user.id, publication: name }, 'realtime publish refused: unknown publication');
    return { code: 403, msg: 'You cannot join this channel.' };
  }
  const options = publication.options.safeParse(rawOptions);
  if (!options.success)
    return invalid(options.error, `The ${name} channel's options are not valid.`, 'options');
  const held = await approvalRefusal(caller, !data && (!join || openBeforeApproval(publication.access)));
  if (held) return held;
  const room = publication.room(options.data, caller.user);

  if (data) {
    if (!publication.onData) return { code: 400, msg: `The ${name} channel takes no data.` };
    return publication.onData(caller, options.data, data);
  }
  if (!join) {
    await socket.leave(room);
    const left = leaveHooks.get(room);
    leaveHooks.delete(room);
    if (left) await runHook(ctx.log, left);
    return { code: 0, msg: 'Left.' };
  }
  const refused = (): RealtimeAck => {
    ctx.log.warn({ userId: user.id, room }, 'realtime join refused');
    return { code: 403, msg: 'You cannot join this channel.' };
  };
  if (!(await mayJoin(caller, publication, options.data))) return refused();
  await socket.join(room);
  // Access lost while this join was decided is evicted once its change commits, which may be before the join
  // above. Asked again now, the policy sees that change: the socket does not stay in a room it lost.
  if (!(await mayJoin(caller, publication, options.data))) {
    await socket.leave(room);
    return refused();
  }
  const { onJoined, onLeft } = publication;
  if (onLeft) leaveHooks.set(room, () => onLeft(caller, options.data, room));
  if (onJoined) await runHook(ctx.log, () => onJoined(caller, options.data, room));
  // Read once the socket is in the room: what comes from now on reaches it live.
  const recent = await memory.recall(room).catch((error: unknown) => {
    ctx.log.warn({ err: error, room }, 'the room memory could not be read');
    return NOTHING_RECALLED;
  });
  return { code: 0, msg: 'Joined.', recent };
}

async function handleMethod(
  caller: RealtimeCaller,
  registries: Registries,
  name: string,
  raw: unknown,
): Promise<MethodReply> {
  const parsed = methodCall.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, 'A method call needs a name and params.');
  const held = await approvalRefusal(caller, false);
  if (held) return held;
  const method = registries.methods.get(name);
  if (!method) return { code: 404, msg: `There is no method named ${name}.` };
  const params = method.params.safeParse(parsed.data.params);
  if (!params.success) return invalid(params.error, `The parameters of ${name} are not valid.`, 'params');
  const data = await method.run(caller, params.data);
  return { code: 0, msg: 'Success', ...(data === undefined ? {} : { data }) };
}

/** The name to answer a method call under, when one can be answered at all. */
function replyName(raw: unknown): string | null {
  const name = (raw as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || !methodCall.shape.name.safeParse(name).success) return null;
  return RESERVED_EVENTS.has(name) ? null : name;
}

export function serveProtocol(
  ctx: ServiceContext,
  socket: Socket,
  registries: Registries,
  memory: RoomMemory,
) {
  const caller: RealtimeCaller = { ctx, user: socket.data.user, socket };
  const events = new FixedWindowLimiter(EVENTS_PER_WINDOW, LIMIT_WINDOW_MS);
  const dataPublishes = new FixedWindowLimiter(DATA_PUBLISHES_PER_WINDOW, LIMIT_WINDOW_MS);
  const leaveHooks: LeaveHooks = new Map();
  // Gone from every room by now: each hook sees the room without this socket.
  socket.on('disconnect', () => {
    for (const left of leaveHooks.values()) void runHook(ctx.log, left);
    leaveHooks.clear();
  });

  socket.on('publish', async (raw: unknown, ack?: unknown) => {
    const answer = typeof ack === 'function' ? (ack as (reply: RealtimeAck) => void) : () => {};
    const sendsData = typeof raw === 'object' && raw !== null && 'data' in raw;
    if (!events.take() || (sendsData && !dataPublishes.take())) return answer(TOO_MANY);
    try {
      answer(await handlePublish(caller, registries, memory, raw, leaveHooks));
    } catch (error) {
      answer(failure(ctx.log, error));
    }
  });

  socket.on('method', async (raw: unknown) => {
    const name = replyName(raw);
    // A call without a usable name cannot be answered under its name: it is answered under `method`.
    const replyTo = name ?? 'method';
    if (!events.take()) return socket.emit(replyTo, TOO_MANY);
    if (!name) return socket.emit(replyTo, { code: 400, msg: 'A method call needs a valid name.' });
    try {
      socket.emit(replyTo, await handleMethod(caller, registries, name, raw));
    } catch (error) {
      socket.emit(replyTo, failure(ctx.log, error));
    }
  });
}
