import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_STORE_MESSAGE } from '../../core/schemas/storable';
import { changedTables, type DatabaseState, watchDatabase } from '../test/dbFingerprint';
import { type Actor, buildFuzzWorld, type FuzzWorld } from '../test/fuzzWorld';
import { type SocketEmit, socketEdgeEmits, socketEmits } from '../test/hostileSocketEvents';
import { hostileLeaf, toValue } from '../test/hostileValues';
import { connect, openSocket, publish } from '../test/realtimeClient';
import { socketTestApp } from '../test/socketTestApp';

/**
 * Issue 12 §4 for realtime: hostile `publish` and `method` payloads over a real socket.io client, made from every
 * publication and method the app registered, for every kind of caller that can connect. No crash, an error reply
 * to every call that can be answered, the server still answering on that connection afterwards, and nothing
 * changed in the database by a refused call. Callers who cannot connect try hostile handshakes instead.
 *
 * FUZZ_RUNS and FUZZ_SEED change the run, as in the HTTP fuzz test.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 1204);
/** Sequences of emits per caller: each opens its own connection, so the per-socket event limit is not reached. */
const SEQUENCES = RUNS * 10;
/** The server ends a connection that sends a larger frame (server.ts); a smaller one must never end it. */
const FRAME_LIMIT = 64 * 1024;
const REPLY_WAIT_MS = 5000;

const t = socketTestApp();
let world: FuzzWorld;
let databaseState: (previous?: DatabaseState) => Promise<DatabaseState>;
const tried = { emits: 0, handshakes: 0 };

beforeAll(async () => {
  world = await buildFuzzWorld(t.app);
  databaseState = await watchDatabase(t.app.db);
});
afterAll(() => {
  console.log(
    `Realtime fuzz: ${tried.emits} hostile emits and ${tried.handshakes} hostile handshakes tried over ` +
      `${t.app.realtime.publications.size} publications and ${t.app.realtime.methods.size} methods, seed ${SEED}`,
  );
});

type Outcome = { reply: { code?: unknown; msg?: unknown } } | { ended: true } | { silent: true };

/** The first of these events on the socket, the end of the connection, or nothing within the wait. */
function firstOf(socket: Socket, events: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      for (const event of events) socket.off(event, onReply);
      socket.off('disconnect', onEnd);
      resolve(outcome);
    };
    const onReply = (reply: { code?: unknown; msg?: unknown }) => done({ reply });
    const onEnd = () => done({ ended: true });
    const timer = setTimeout(() => done({ silent: true }), REPLY_WAIT_MS);
    for (const event of events) socket.once(event, onReply);
    socket.once('disconnect', onEnd);
  });
}

/** Sends one emit and waits for what answers it: the ack, the method's reply, or nothing for the rest. */
function send(socket: Socket, emit: SocketEmit): Promise<Outcome> {
  if (emit.size > FRAME_LIMIT) {
    const outcome = firstOf(socket, []);
    socket.emit(emit.event, emit.payload, () => {});
    return outcome;
  }
  if (emit.event === 'publish' && emit.withAck) {
    const outcome = firstOf(socket, []);
    return new Promise((resolve) => {
      socket.emit('publish', emit.payload, (reply: { code?: unknown; msg?: unknown }) => resolve({ reply }));
      void outcome.then(resolve);
    });
  }
  if (emit.event === 'method') {
    const name = (emit.payload as { name?: unknown } | null)?.name;
    const outcome = firstOf(socket, typeof name === 'string' ? [name, 'method'] : ['method']);
    socket.emit('method', emit.payload);
    return outcome;
  }
  socket.emit(emit.event, emit.payload);
  return Promise.resolve({ silent: true });
}

/** One connection: the emits in order, each answer checked, then a plain leave that must still be answered. */
async function runSequence(actor: Actor, emits: SocketEmit[]) {
  const before = await databaseState();
  let socket = await connect(t.url, actor.accessToken!);
  let accepted = false;
  try {
    for (const emit of emits) {
      tried.emits++;
      const outcome = await send(socket, emit);
      if (emit.size > FRAME_LIMIT) {
        if (!('ended' in outcome))
          throw new Error(`a frame over the limit did not end the connection: ${emit.describe}`);
        socket = await connect(t.url, actor.accessToken!);
        continue;
      }
      if ('ended' in outcome) throw new Error(`the connection ended after ${emit.describe}`);
      if ('silent' in outcome) {
        if (emit.event === 'method' || (emit.event === 'publish' && emit.withAck))
          throw new Error(`no answer within ${REPLY_WAIT_MS} ms to ${emit.describe}`);
        continue;
      }
      const { code, msg } = outcome.reply ?? {};
      if (typeof code !== 'number' || typeof msg !== 'string' || !msg.trim())
        throw new Error(`answered without {code, msg}: ${JSON.stringify(outcome.reply)} to ${emit.describe}`);
      if (code >= 500) throw new Error(`answered ${code} ${msg} to ${emit.describe}`);
      accepted ||= code === 0;
    }
    const probe = await publish(socket, {
      name: 'notification',
      options: { teamId: 'notification' },
      leave: true,
    });
    if (probe.code !== 0) throw new Error(`the connection stopped answering: ${JSON.stringify(probe)}`);
  } finally {
    socket.disconnect();
  }
  const after = await databaseState(before);
  const changed = changedTables(before.tables, after.tables);
  if (!accepted && changed.length) throw new Error(`refused emits changed ${changed.join(', ')}`);
}

describe('every text field of every publication and method', () => {
  it('refuses text the database cannot store with 400 naming the field', async () => {
    const student = world.actors.find((a) => a.kind === 'student')!;
    const failures: string[] = [];
    for (const emit of socketEdgeEmits(t.app, world.things, SEED)) {
      tried.emits++;
      // A connection per emit: one for the whole sweep would reach the per-socket event limit.
      const socket = await connect(t.url, student.accessToken!);
      const outcome = await send(socket, emit);
      socket.disconnect();
      const reply =
        'reply' in outcome
          ? (outcome.reply as { code?: number; fields?: Record<string, string> })
          : undefined;
      if (reply?.code !== 400 || !CANNOT_STORE_MESSAGE.test(reply.fields?.[emit.field] ?? ''))
        failures.push(`${emit.describe}: ${JSON.stringify(outcome)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe.each(['student', 'teacher', 'admin'] as const)('hostile realtime payloads as %s', (kind) => {
  it('get an error reply, crash nothing, change nothing, and the connection still answers', async () => {
    const actor = world.actors.find((a) => a.kind === kind)!;
    await fc.assert(
      fc.asyncProperty(
        fc.array(socketEmits(t.app, world.things, SEED), { minLength: 1, maxLength: 4 }),
        (emits) => runSequence(actor, emits),
      ),
      { seed: SEED, numRuns: SEQUENCES, endOnFailure: true },
    );
    await world.heal();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 300_000);
});

/** How a handshake ended: refused with its error, the transport closed, connected, or nothing at all. */
function handshake(
  auth: unknown,
): Promise<{ refused?: Error & { data?: { code?: number } }; closed?: true; connected?: true }> {
  const socket = openSocket(t.url);
  socket.auth = auth as Record<string, unknown>;
  return new Promise((resolve) => {
    const done = (outcome: Awaited<ReturnType<typeof handshake>>) => {
      clearTimeout(timer);
      socket.disconnect();
      resolve(outcome);
    };
    const timer = setTimeout(() => done({}), REPLY_WAIT_MS);
    socket.once('connect', () => done({ connected: true }));
    socket.once('connect_error', (refused) => done({ refused }));
    // A refused socket closes its connection first and reports the refusal right after, in the same turn.
    socket.io.once('close', () => queueMicrotask(() => done({ closed: true })));
  });
}

describe('hostile handshakes', () => {
  it('are refused for anyone without a live session (401 when the handshake can be read), and the server goes on', async () => {
    const disabled = world.actors.find((a) => a.kind === 'disabled')!;
    const auth = fc.oneof(
      hostileLeaf.map((token) => ({ token, tried: 'a hostile token' })),
      hostileLeaf.map((whole) => ({ whole, tried: 'a hostile handshake' })),
      fc.constant({ token: disabled.accessToken, tried: 'a disabled account’s token' }),
      fc.constant({ token: `${disabled.accessToken}\u0000`, tried: 'a token with NUL' }),
    );
    await fc.assert(
      fc.asyncProperty(auth, async (value) => {
        tried.handshakes++;
        // A handshake the server can read (an object, within the frame limit) is refused with 401; any other is
        // refused by closing the connection.
        const readable = 'token' in value && (JSON.stringify(value.token)?.length ?? 0) < FRAME_LIMIT;
        const outcome = await handshake('whole' in value ? toValue(value.whole) : { token: value.token });
        if (outcome.connected) throw new Error(`${value.tried} connected`);
        if (outcome.refused) {
          expect(outcome.refused.message).toMatch(/sign in/i);
          expect(outcome.refused.data?.code).toBe(401);
        } else if (readable || !outcome.closed)
          throw new Error(`${value.tried}: no refusal within ${REPLY_WAIT_MS} ms`);
      }),
      { seed: SEED, numRuns: SEQUENCES, endOnFailure: true },
    );
    const student = world.actors.find((a) => a.kind === 'student')!;
    const socket = await connect(t.url, student.accessToken!);
    const join = { name: 'notification', options: { teamId: 'notification' }, join: true };
    expect((await publish(socket, join)).code).toBe(0);
    socket.disconnect();
  }, 300_000);
});
