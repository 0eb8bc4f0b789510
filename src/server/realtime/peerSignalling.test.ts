import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import express from 'express';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import { attendanceMarks, type LectureAttendanceRow } from '../db/schema';
import { peerCredentials, peerOwner } from '../modules/lectures/peerIds';
import { createCourse, createItem } from '../test/courseFactories';
import { createUser } from '../test/factories';
import { markAttendance, openSitting } from '../test/lectureFactories';
import { offerTo, peerClients } from '../test/peerClient';
import { publish } from '../test/realtimeClient';
import { socketTestApp } from '../test/socketTestApp';
import { loadPeer } from './peerModule';

/**
 * The PeerJS signalling server at /peerjs (SPEC §7), spoken to as the stock peerjs client speaks to it: a
 * WebSocket at /peerjs/peerjs?key=peerjs&id=...&token=..., JSON messages with `type`, `dst` and `payload`. Each
 * peer is someone's place in an open class, as joining a lecture makes it.
 */

const t = socketTestApp();
let sitting: LectureAttendanceRow;

beforeAll(async () => {
  const teacher = await createUser(t.app, { role: 'teacher' });
  const lecture = await createItem(t.app, await createCourse(t.app, teacher));
  sitting = await openSitting(t.app, lecture, teacher);
});

/** The peerjs client's own rule for a peer id (peerjs 1.5, `util.validateId`). */
const CLIENT_ID_RULE = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

const { connectPeer } = peerClients(() => t.url);

/** A new person's place in the open class, as joining gives it: their peer id and its token. */
async function credentials(inSitting = sitting) {
  const user = await createUser(t.app);
  const issued = peerCredentials(t.app.config.tokenSecret, { attendanceId: inSitting.id, userId: user.id });
  await markAttendance(t.app, inSitting, user, { peerId: issued.peerId });
  return issued;
}

/** The place of this peer id ends as leaving, a removal or the class's end ends it: the id is taken away. */
async function endPlace(peerId: string, fields: Partial<typeof attendanceMarks.$inferInsert> = {}) {
  await t.app.db
    .update(attendanceMarks)
    .set({ peerId: null, leftAt: new Date(), ...fields })
    .where(eq(attendanceMarks.peerId, peerId));
}

/** A peer with issued credentials, once the server has said OPEN. */
async function openPeer(inSitting = sitting) {
  const { peerId, token } = await credentials(inSitting);
  const peer = connectPeer(peerId, token);
  expect(await peer.next()).toEqual({ type: 'OPEN' });
  return { peerId, peer };
}

describe('peer credentials', () => {
  it('make an id the peerjs client accepts and that names its attendance and user', () => {
    const owner = { attendanceId: randomUUID(), userId: randomUUID() };
    const first = peerCredentials('secret', owner);
    const second = peerCredentials('secret', owner);
    expect(first.peerId).toMatch(CLIENT_ID_RULE);
    expect(first.peerId).not.toBe(second.peerId);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(peerOwner(first.peerId)).toEqual(owner);
  });

  it('owner of nothing that is not a peer id of this server', () => {
    for (const id of [
      '',
      'peer',
      `${randomUUID()}_${randomUUID()}`,
      `a_b_c_d`,
      `${randomUUID()}__x_0a1b2c3d`,
    ])
      expect(peerOwner(id)).toBeNull();
  });
});

describe('connecting', () => {
  it('opens a peer with the credentials the server issued', async () => {
    await openPeer();
  });

  it('refuses a wrong token, the token of another id and no token, and closes the socket', async () => {
    const mine = await credentials();
    const other = await credentials();
    const attempts = [
      connectPeer(mine.peerId, `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`),
      connectPeer(mine.peerId, other.token),
      connectPeer(mine.peerId),
    ];
    const refusals = await Promise.all(attempts.map((peer) => peer.next()));
    expect(refusals.map((message) => message.type)).toEqual(['ERROR', 'ERROR', 'ERROR']);
    expect(refusals.map((message) => (message.payload as { msg: string }).msg)).toEqual([
      'Invalid token provided',
      'Invalid token provided',
      'No id, token, or key supplied to websocket server',
    ]);
    for (const peer of attempts) await peer.closed;
    // None of them took the id: its owner opens it.
    const owner = connectPeer(mine.peerId, mine.token);
    expect(await owner.next()).toEqual({ type: 'OPEN' });
  });

  it('refuses an issued id whose place in the class has ended, and one the server never seated', async () => {
    const left = await credentials();
    const removed = await credentials();
    await endPlace(left.peerId);
    await endPlace(removed.peerId, { removed: true });
    const unseated = peerCredentials(t.app.config.tokenSecret, {
      attendanceId: sitting.id,
      userId: randomUUID(),
    });
    const attempts = [left, removed, unseated].map(({ peerId, token }) => connectPeer(peerId, token));
    const refusals = await Promise.all(attempts.map((peer) => peer.next()));
    expect(refusals).toEqual(
      Array(3).fill({
        type: 'ERROR',
        payload: { msg: 'This place in the class has ended: join the class again.' },
      }),
    );
    expect(await Promise.all(attempts.map((peer) => peer.closed))).toEqual([1008, 1008, 1008]);
  });

  it('closes a connected peer once its place ends, at the next sweep, and keeps the others', async () => {
    const { peerId: a, peer: peerA } = await openPeer();
    const { peerId: b, peer: peerB } = await openPeer();
    expect(await t.app.peerSignalling.sweep()).toBe(0);
    await endPlace(b, { removed: true });
    expect(await t.app.peerSignalling.sweep()).toBe(1);
    expect(await peerB.next()).toMatchObject({ type: 'ERROR' });
    expect(await peerB.closed).toBe(1008);
    // A still signals to a peer in the class.
    const { peerId: c, peer: peerC } = await openPeer();
    peerA.send(offerTo(c));
    expect(await peerC.next()).toMatchObject({ type: 'OFFER', src: a });
  });

  it('relays nothing to or from a refused socket', async () => {
    const { peerId: a, peer: peerA } = await openPeer();
    const b = await credentials();
    const impostor = connectPeer(b.peerId, (await credentials()).token);
    await impostor.opened;
    impostor.send(offerTo(a));
    expect((await impostor.next()).type).toBe('ERROR');
    await impostor.closed;
    // The offer the impostor sent never reached A; B, once open, gets what A sends, and A hears only B.
    const peerB = connectPeer(b.peerId, b.token);
    expect(await peerB.next()).toEqual({ type: 'OPEN' });
    peerA.send(offerTo(b.peerId));
    expect((await peerB.next()).src).toBe(a);
    peerB.send({ ...offerTo(a), type: 'ANSWER' });
    expect(await peerA.next()).toMatchObject({ type: 'ANSWER', src: b.peerId });
  });
});

describe('signalling', () => {
  it("carries A's offer to B from A, payload intact, whatever source A claims", async () => {
    const { peerId: a, peer: peerA } = await openPeer();
    const { peerId: b, peer: peerB } = await openPeer();
    const offer = offerTo(b);
    peerA.send({ ...offer, src: 'someone-else' });
    expect(await peerB.next()).toEqual({ ...offer, src: a });
    const candidate = {
      type: 'CANDIDATE',
      dst: a,
      payload: { candidate: { candidate: 'candidate:1 1 udp 2122260223 192.0.2.7 54400 typ host' } },
    };
    peerB.send(candidate);
    expect(await peerA.next()).toEqual({ ...candidate, src: b });
  });

  it('relays nothing to a peer of another class: the sender hears that peer is not there', async () => {
    const { peerId: victim, peer: victimPeer } = await openPeer();
    const { peerId: classmate, peer: classmatePeer } = await openPeer();
    const teacher = await createUser(t.app, { role: 'teacher' });
    const otherClass = await openSitting(
      t.app,
      await createItem(t.app, await createCourse(t.app, teacher)),
      teacher,
    );
    const { peerId: stranger, peer: strangerPeer } = await openPeer(otherClass);
    strangerPeer.send(offerTo(victim));
    strangerPeer.send({
      type: 'CANDIDATE',
      dst: victim,
      payload: { candidate: { candidate: 'candidate:1' } },
    });
    expect(await strangerPeer.next()).toEqual({ type: 'EXPIRE', src: victim, dst: stranger });
    expect(await strangerPeer.next()).toEqual({ type: 'EXPIRE', src: victim, dst: stranger });
    // What reaches the victim next on its socket is its classmate's offer: nothing of the stranger's came first.
    classmatePeer.send(offerTo(victim));
    expect(await victimPeer.next()).toMatchObject({ type: 'OFFER', src: classmate });
  });

  it('relays nothing to or from a peer whose place has ended, before the sweep closes it', async () => {
    const { peerId: a, peer: peerA } = await openPeer();
    const { peerId: b, peer: peerB } = await openPeer();
    const { peerId: c, peer: peerC } = await openPeer();
    await endPlace(b, { removed: true });
    peerB.send(offerTo(a));
    expect(await peerB.next()).toEqual({ type: 'EXPIRE', src: a, dst: b });
    peerA.send(offerTo(b));
    expect(await peerA.next()).toEqual({ type: 'EXPIRE', src: b, dst: a });
    peerC.send(offerTo(a));
    expect(await peerA.next()).toMatchObject({ type: 'OFFER', src: c });
  });

  it('keeps relaying after a peer sends what is not JSON', async () => {
    const { peerId: a, peer: peerA } = await openPeer();
    const { peerId: b, peer: peerB } = await openPeer();
    peerA.send('not json {');
    peerA.send(offerTo(b));
    expect(await peerB.next()).toMatchObject({ type: 'OFFER', src: a });
  });

  it('closes the socket of a peer that sends a message larger than 64 KB', async () => {
    const { peer } = await openPeer();
    peer.send({ ...offerTo('anyone'), payload: 'x'.repeat(70 * 1024) });
    expect(await peer.closed).toBe(1009);
  });
});

describe('on the same server as socket.io', () => {
  it('lets a socket.io client connect and call while peers are connected, and both keep working', async () => {
    const { peerId: a, peer: peerA } = await openPeer();
    const { peerId: b, peer: peerB } = await openPeer();
    const student = await t.online();
    expect(student.socket.connected).toBe(true);
    const joined = await publish(student.socket, {
      name: 'notification',
      options: { teamId: 'notification' },
      join: true,
    });
    expect(joined.code).toBe(0);
    peerA.send(offerTo(b));
    expect(await peerB.next()).toMatchObject({ type: 'OFFER', src: a });
  });
});

describe('HTTP', () => {
  it('answers the id call, and refuses the list of peers in the one shape', async () => {
    const id = await fetch(`${t.url}/peerjs/peerjs/id?ts=1716200000000.123`);
    expect(id.status).toBe(200);
    expect(await id.text()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const peers = await fetch(`${t.url}/peerjs/peerjs/peers`);
    expect(peers.status).toBe(401);
    expect(await peers.json()).toEqual({ code: 401, msg: 'This server does not list its peers.' });
  });

  it('knows only the peerjs key', async () => {
    const other = await t.get('/peerjs/another-key/id');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 400 });
  });
});

describe('closing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stops peer's housekeeping loops, which would otherwise keep the process alive", () => {
    vi.useFakeTimers();
    const { peer, stopTimers } = loadPeer();
    const server = createServer();
    const host = express();
    host.use(
      '/peerjs',
      peer.ExpressPeerServer(server, {
        createWebSocketServer: () => new WebSocketServer({ noServer: true }),
      }),
    );
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(10_000);
    expect(vi.getTimerCount()).toBe(2);
    stopTimers();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
