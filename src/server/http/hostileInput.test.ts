import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, type DatabaseState, watchDatabase } from '../test/dbFingerprint';
import { freshAddress } from '../test/factories';
import { type Actor, buildFuzzWorld, type FuzzWorld } from '../test/fuzzWorld';
import {
  edgeCases,
  type HttpCase,
  type RouteInputs,
  requestsFor,
  routeInputs,
} from '../test/hostileRequests';
import { testFileApp } from '../test/testFileApp';

/**
 * Issue 12 §4: hostile input never reaches a 500. Every route the app registers (found from the app itself, so
 * routes added later are fuzzed too), called by every kind of caller with requests generated from the route's own
 * zod schemas and bent one hostile way. Each answer must be below 500; each refusal must have the `{code, msg}`
 * shape and leave every table exactly as it was.
 *
 * FUZZ_RUNS (requests per route and caller) and FUZZ_SEED change the run; a failure names its seed and request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 1204);

/** Tables a refused call writes on purpose: failed sign-ins are counted to slow guessing (loginLimiter.ts). */
const RECORDS_OF_REFUSALS = new Set(['login_attempts']);

const t = testFileApp();
let world: FuzzWorld;
let databaseState: (previous?: DatabaseState) => Promise<DatabaseState>;
let routes: RouteInputs[];
const tried = { requests: 0, refused: 0, edges: 0 };

beforeAll(async () => {
  world = await buildFuzzWorld(t.app);
  databaseState = await watchDatabase(t.app.db);
  routes = t.app.routeAccess.map((route, index) => routeInputs(route, world.things, SEED + index));
});
afterAll(() => {
  console.log(
    `HTTP fuzz: ${tried.requests} requests tried (${tried.refused} refused) over ${routes.length} routes ` +
      `× ${world.actors.length} kinds of caller, seed ${SEED}, ${RUNS} runs each; ${tried.edges} of them ` +
      'put edge values (unstorable text, out-of-range dates and numbers) into each field of every route',
  );
});

function envelope(
  body: string,
): { code?: unknown; msg?: unknown; fields?: Record<string, string> } | undefined {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/**
 * Sends one request as the actor and checks its answer: below 500, and a refusal in the one shape that left every
 * table as the previous call left it (`before`). Returns the refusal's body and the database state after it.
 */
async function tryRequest(actor: Actor, request: HttpCase, before: DatabaseState) {
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...actor.headers },
    payload: request.payload,
    remoteAddress: freshAddress(),
  });
  tried.requests++;
  const status = response.statusCode;
  const where = `${request.method} ${short(request.url)} with ${request.describe}`;
  if (status >= 500) throw new Error(`answered ${status} ${short(response.body)} to ${where}`);
  const after = await databaseState(before);
  if (status < 400) return { accepted: true, after, refusal: undefined };
  tried.refused++;
  const refusal = envelope(response.body);
  if (refusal?.code !== status || typeof refusal.msg !== 'string' || !refusal.msg.trim())
    throw new Error(`refused ${status} without {code, msg}: ${short(response.body)} to ${where}`);
  const changed = changedTables(before.tables, after.tables).filter(
    (table) => !RECORDS_OF_REFUSALS.has(table),
  );
  if (changed.length) throw new Error(`refused ${status} but changed ${changed.join(', ')}: ${where}`);
  return { accepted: false, after, refusal };
}

describe('every field of every route at its edges', () => {
  it('refuses text the database cannot store with 400 naming the field, and never fails on numbers or dates', async () => {
    const admin = world.actors.find((a) => a.kind === 'admin')!;
    const failures: string[] = [];
    let before = await databaseState();
    for (const inputs of routes) {
      const { route } = inputs;
      for (const request of edgeCases(inputs)) {
        tried.edges++;
        try {
          const outcome = await tryRequest(admin, request, before);
          before = outcome.after;
          const expected = request.expect?.fieldMessage;
          if (expected && !expected.test(outcome.refusal?.fields?.[request.field] ?? ''))
            failures.push(
              `${route.method} ${route.url} ${request.describe}: ${JSON.stringify(outcome.refusal)}`,
            );
        } catch (error) {
          failures.push(`${route.method} ${route.url}: ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried.edges).toBeGreaterThan(routes.length);
  }, 300_000);
});

describe.each(['anonymous', 'student', 'teacher', 'admin', 'disabled'] as const)(
  'hostile requests as %s',
  (kind) => {
    it('never answer 5xx, refuse in the one shape and change nothing when refused', async () => {
      const actor = world.actors.find((a) => a.kind === kind)!;
      const failures: string[] = [];
      let before = await databaseState();
      for (const [index, inputs] of routes.entries()) {
        const { route } = inputs;
        // Read again only when something (the heal below) wrote since the last request.
        before = await databaseState(before);
        let accepted = false;
        const result = await fc.check(
          fc.asyncProperty(requestsFor(inputs), async (request) => {
            const outcome = await tryRequest(actor, request, before);
            before = outcome.after;
            accepted ||= outcome.accepted;
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
        if (result.failed)
          failures.push(
            `${route.method} ${route.url} (seed ${SEED + index}): ${String(result.errorInstance)}`,
          );
        if (accepted) await world.heal();
      }
      expect(failures).toEqual([]);
    }, 300_000);
  },
);
