import { readFile, writeFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import type { AccessRule, IdField } from '../../core/contracts/access';
import {
  attempts,
  cvqs,
  discussionComments,
  lectureAttendances,
  portfolios,
  sessions,
  slModules,
  slProgress,
  slStatuses,
  submissions,
  users,
} from '../db/schema';
import { type MatrixRow, matrixRow, renderMatrix } from '../test/accessMatrix';
import { ACTORS, type ActorName, type CastPeople, castPeople, headersOf } from '../test/cast';
import { createChat } from '../test/chatFactories';
import { addMember, createCourse, createItem } from '../test/courseFactories';
import { changedTables, type DatabaseState, watchDatabase } from '../test/dbFingerprint';
import { freshAddress } from '../test/factories';
import { createFile } from '../test/fileFactories';
import { thingsIn } from '../test/fuzzWorld';
import { requestOf } from '../test/hostileRequests';
import { type Things, validSamples } from '../test/hostileValues';
import { connect, listenForSockets, publish } from '../test/realtimeClient';
import { buildTestApp, type TestApp } from '../test/testApp';

/**
 * Issue 11 §2: every registered HTTP route and realtime publication, tried by every kind of actor, gets through
 * its access rule exactly as docs/access-matrix.md says, which is itself made from the declared rules; a call
 * missing from the matrix fails, and a refused call changes nothing in the database. After every call that got
 * through and wrote to the database, the cast is healed and its course made anew, so what one allowed call changes
 * (a removed course, a signed-out session) never decides another cell.
 */
const MATRIX_FILE = new URL('../../../docs/access-matrix.md', import.meta.url);
const SEED = 1211;
const CELL = 'x-access-matrix-cell';

let t: TestApp;
let socketUrl: string;
let cast: CastPeople;
let things: Things;
let databaseState: (previous?: DatabaseState) => Promise<DatabaseState>;
/** The cells whose request got past the access rule, seen by a hook that runs after the policy's. */
const through = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (app) =>
      app.addHook('preHandler', async (request) => {
        const cell = request.headers[CELL];
        if (typeof cell === 'string') through.add(cell);
      }),
  });
  socketUrl = await listenForSockets(t.app);
  cast = await castPeople(t.app);
  await freshCourse();
  things = await thingsIn(t.app);
  databaseState = await watchDatabase(t.app.db);
});
afterAll(() => t.close());

/**
 * The cast's course, open to students, with its chat, a lecture students see (with an open sitting), a file, the
 * student member's submitted work on an assignment, their comment in a discussion, their portfolio towards a
 * qualification and their progress in a self-learning unit's module: made anew for every cell.
 */
async function freshCourse() {
  const course = await createCourse(t.app, cast.teacherOwner.user);
  await addMember(t.app, course, cast.coTeacher.user, 'teacher');
  await addMember(t.app, course, cast.studentMember.user);
  await addMember(t.app, course, cast.disabled.user);
  const lecture = await createItem(t.app, course, { kind: 'lecture' });
  const [sitting] = await t.app.db
    .insert(lectureAttendances)
    .values({ lectureId: lecture.id, startedBy: cast.teacherOwner.user.id, startedAt: new Date() })
    .returning();
  const file = await createFile(t.app, course, cast.teacherOwner.user);
  const assignment = await createItem(t.app, course, { kind: 'assignment' });
  const [submission] = await t.app.db
    .insert(submissions)
    .values({
      itemId: assignment.id,
      authorId: cast.studentMember.user.id,
      answer: 'Mine.',
      state: 'submitted',
    })
    .returning();
  const test = await createItem(t.app, course, { kind: 'test' });
  const [attempt] = await t.app.db
    .insert(attempts)
    .values({
      itemId: test.id,
      userId: cast.studentMember.user.id,
      number: 1,
      startedAt: new Date(),
      deadlineAt: new Date(Date.now() + 3_600_000),
      order: { questions: [], choices: {} },
    })
    .returning();
  const discussion = await createItem(t.app, course, { kind: 'discussion' });
  const [comment] = await t.app.db
    .insert(discussionComments)
    .values({ discussionId: discussion.id, authorId: cast.studentMember.user.id, body: '<p>Mine.</p>' })
    .returning();
  const chat = await createChat(t.app, course, [
    cast.teacherOwner.user,
    cast.coTeacher.user,
    cast.studentMember.user,
  ]);
  const [cvq] = await t.app.db
    .insert(cvqs)
    .values({ code: `CVQ-${course.id.slice(0, 8)}`, title: 'Electrical installation' })
    .returning();
  const [portfolio] = await t.app.db
    .insert(portfolios)
    .values({ studentId: cast.studentMember.user.id, cvqId: cvq!.id })
    .returning();
  const unit = await createItem(t.app, course, { kind: 'selfLearning' });
  const [module] = await t.app.db
    .insert(slModules)
    .values({ itemId: unit.id, position: 0, title: 'Welcome', kind: 'video' })
    .returning();
  const [status] = await t.app.db
    .insert(slStatuses)
    .values({
      itemId: unit.id,
      userId: cast.studentMember.user.id,
      startedAt: new Date(),
      lastActivityAt: new Date(),
    })
    .returning();
  const [progress] = await t.app.db
    .insert(slProgress)
    .values({ statusId: status!.id, moduleId: module!.id, userId: cast.studentMember.user.id })
    .returning();
  return {
    course: course.id,
    item: lecture.id,
    lecture: lecture.id,
    chat: chat.id,
    user: cast.studentMember.user.id,
    file: file.id,
    submission: submission!.id,
    attempt: attempt!.id,
    attendance: sitting!.id,
    comment: comment!.id,
    portfolio: portfolio!.id,
    slModule: module!.id,
    slStatus: status!.id,
    slProgress: progress!.id,
  };
}

/** Puts back what an allowed call may have done to the actors themselves (signed out, disabled, demoted). */
async function heal() {
  for (const [name, { user }] of Object.entries(cast)) {
    await t.app.db
      .update(users)
      .set({ isAdmin: name === 'admin', disabled: name === 'disabled', teacherApproval: 'approved' })
      .where(eq(users.id, user.id));
    t.app.sessionCache.forget({ userId: user.id });
  }
  await t.app.db
    .update(sessions)
    .set({ revokedAt: null, revokedReason: null })
    .where(
      inArray(
        sessions.userId,
        Object.values(cast).map((p) => p.user.id),
      ),
    );
}

type Ids = Awaited<ReturnType<typeof freshCourse>>;

/** A value the schema accepts, with the rule's resource id put where the rule reads it. */
function inputFor(schema: unknown, part: IdField['in'], rule: AccessRule, ids: Ids): Record<string, unknown> {
  const [sample] = schema ? validSamples(schema as $ZodType, things, SEED) : [];
  const value = { ...(sample as Record<string, unknown> | undefined) };
  if (rule.kind === 'relation' && rule.id.in === part) value[rule.id.name] = ids[rule.resource];
  return value;
}

describe('the access matrix', () => {
  const rows: MatrixRow[] = [];
  const mismatches: string[] = [];
  const changedByRefusals: string[] = [];

  it('lets through every route exactly the actors its rule names, and a refused call changes nothing', async () => {
    let cellNumber = 0;
    let ids = await freshCourse();
    // A refused call changes nothing (checked below), and most calls that get through only read, so the cast is
    // made anew only after a call that got through moved the database's write mark.
    let touched = false;
    let last: DatabaseState | undefined;
    for (const route of t.app.routeAccess) {
      const rule = route.access;
      if (!rule) throw new Error(`${route.method} ${route.url} has no access rule.`);
      const expected = matrixRow(`${route.method} ${route.url}`, rule);
      rows.push(expected);
      for (const actor of ACTORS) {
        if (touched) {
          await heal();
          ids = await freshCourse();
        }
        const cell = String(++cellNumber);
        const request = requestOf(
          route,
          {
            params: inputFor(route.schema?.params, 'params', rule, ids),
            querystring: inputFor(route.schema?.querystring, 'query', rule, ids),
            body: inputFor(route.schema?.body, 'body', rule, ids),
          },
          expected.call,
        );
        const before = await databaseState(last);
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...headersOf(cast, actor), [CELL]: cell },
          remoteAddress: freshAddress(),
          payload: request.payload,
        });
        const got = through.has(cell);
        const after = await databaseState(before);
        last = after;
        touched = got && after.writeMark !== before.writeMark;
        if (got !== expected.cells[actor])
          mismatches.push(
            `${expected.call} as ${actor}: expected ${expected.cells[actor] ? 'through' : 'refused'}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        if (!got) {
          const changed = changedTables(before.tables, after.tables);
          if (changed.length)
            changedByRefusals.push(`${expected.call} as ${actor} changed ${changed.join(', ')}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(changedByRefusals).toEqual([]);
  }, 600_000);

  it('lets every actor join exactly the realtime publications its rule names', async () => {
    await heal();
    const ids = await freshCourse();
    const sockets = new Map<ActorName, Socket>();
    for (const actor of ACTORS) {
      if (actor === 'anonymous' || actor === 'disabled') continue;
      sockets.set(actor, await connect(socketUrl, cast[actor].session.accessToken));
    }
    for (const [name, publication] of t.app.realtime.publications) {
      const expected = matrixRow(`join ${name}`, publication.access);
      rows.push(expected);
      const options = inputFor(publication.options, 'options', publication.access, ids);
      for (const actor of ACTORS) {
        const socket = sockets.get(actor);
        // Without a live session there is no socket to join with (the handshake itself is refused).
        const ack = socket ? await publish(socket, { name, options, join: true }) : null;
        const got = ack?.code === 0;
        if (got !== expected.cells[actor])
          mismatches.push(
            `${expected.call} as ${actor}: expected ${expected.cells[actor]}, got ${JSON.stringify(ack)}`,
          );
      }
    }
    for (const socket of sockets.values()) socket.disconnect();
    expect(mismatches).toEqual([]);
  });

  it('is written out in docs/access-matrix.md, with no call missing', async () => {
    const made = renderMatrix(rows);
    if (process.env.UPDATE_ACCESS_MATRIX === '1') await writeFile(MATRIX_FILE, made);
    const written = await readFile(MATRIX_FILE, 'utf8').catch(() => '');
    expect(written, 'docs/access-matrix.md is out of date: see its first lines').toBe(made);
  });
});
