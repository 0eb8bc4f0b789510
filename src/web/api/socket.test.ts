import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { access } from '../../core/contracts/access';
import type { RealtimeAck } from '../../core/schemas/realtimeNames';
import { emitTo } from '../../server/platform/liveEvents';
import { courseRoom, notificationRoom } from '../../server/platform/rooms';
import { RECALL_MS } from '../../server/realtime/roomMemory';
import { addMember, createCourse } from '../../server/test/courseFactories';
import { createUser, signIn } from '../../server/test/factories';
import { socketTestApp } from '../../server/test/socketTestApp';
import { markPageOpened } from '../platform/pageOpened';
import { clearAccountKeys, STORAGE_KEYS } from '../platform/storage';
import { CLOCK_SLACK_MS } from './catchUp';
import { setApiRoot } from './http';
import {
  callMethod,
  closeSocket,
  getSocket,
  isSocketConnected,
  onEvent,
  onMissedEvents,
  subscribe,
} from './socket';

/** The web client against the real server: Node has no localStorage or location, so both are stood in for. */
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});

const t = socketTestApp();
beforeAll(() => {
  vi.stubGlobal('location', new URL(t.url));
  setApiRoot(t.url);
});
afterEach(() => {
  vi.restoreAllMocks();
  closeSocket();
  stored.clear();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

async function signedInStudentOfCourse() {
  const teacher = await createUser(t.app, { role: 'teacher' });
  const course = await createCourse(t.app, teacher);
  const student = await createUser(t.app);
  await addMember(t.app, course, student);
  const session = await signIn(t.app, student);
  stored.set(STORAGE_KEYS.accessToken, session.accessToken);
  stored.set(STORAGE_KEYS.userId, student.id);
  return { course, student, session };
}

const until = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

function replies() {
  const acks: RealtimeAck[] = [];
  return { acks, onReply: (ack: RealtimeAck) => acks.push(ack) };
}

describe('web socket client', () => {
  it('opens nothing without a signed-in user', () => {
    expect(getSocket()).toBeNull();
  });

  it('joins a subscription made before the connection is up, and delivers its events', async () => {
    const { course } = await signedInStudentOfCourse();
    const { acks, onReply } = replies();
    const events: unknown[] = [];
    onEvent('notification', (payload) => events.push(payload));
    subscribe('course', { courseId: course.id }, onReply);
    await until(() => acks.length === 1);
    expect(acks[0]).toMatchObject({ code: 0, msg: 'Joined.' });
    t.app.realtime.io.to(`course:${course.id}`).emit('notification', { courseId: course.id });
    await until(() => events.length === 1);
  });

  it('subscribes again to every active publication after a reconnect (SPEC §4)', async () => {
    const { course } = await signedInStudentOfCourse();
    const { acks, onReply } = replies();
    const events: unknown[] = [];
    onEvent('notification', (payload) => events.push(payload));
    subscribe('course', { courseId: course.id }, onReply);
    await until(() => acks.length === 1);

    // The connection drops (not a server kick): socket.io reconnects on its own with a new server-side socket.
    getSocket()!.io.engine.close();
    await until(() => !isSocketConnected());
    await until(() => acks.length === 2);
    expect(acks[1]).toMatchObject({ code: 0 });
    t.app.realtime.io.to(`course:${course.id}`).emit('notification', { after: 'reconnect' });
    await until(() => events.length === 1);
    expect(events[0]).toEqual({ after: 'reconnect' });
  });

  it('reads the access token again at each connection attempt', async () => {
    const { student, session } = await signedInStudentOfCourse();
    expect((await callMethod('notification.unreadCount')).code).toBe(0);
    // A second sign-in replaces the stored token; the first session then ends.
    const renewed = await signIn(t.app, student);
    stored.set(STORAGE_KEYS.accessToken, renewed.accessToken);
    await t.app.inject({ method: 'GET', url: '/user/logout', headers: session.headers });
    getSocket()!.io.engine.close();
    await until(() => !isSocketConnected());
    await until(() => isSocketConnected());
    expect((await callMethod('notification.unreadCount')).code).toBe(0);
  });

  it('tries again, without being asked, a handshake the server could not check (an instance shutting down)', async () => {
    let failures = 1;
    t.app.realtime.io.use((_socket, next) => {
      if (failures-- > 0)
        next(Object.assign(new Error('Something went wrong on our side.'), { data: { code: 500 } }));
      else next();
    });
    await signedInStudentOfCourse();
    getSocket();
    await until(() => failures < 0 && isSocketConnected(), 15_000);
    expect((await callMethod('notification.unreadCount')).code).toBe(0);
  });

  it('keeps a publication while another holder still wants it, and leaves it with the last one', async () => {
    const { course } = await signedInStudentOfCourse();
    const { acks, onReply } = replies();
    const events: unknown[] = [];
    onEvent('notification', (payload) => events.push(payload));
    const first = subscribe('course', { courseId: course.id }, onReply);
    const second = subscribe('course', { courseId: course.id });
    await until(() => acks.length === 1);
    first();
    first();
    t.app.realtime.io.to(`course:${course.id}`).emit('notification', { n: 1 });
    await until(() => events.length === 1);
    second();
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.app.realtime.io.to(`course:${course.id}`).emit('notification', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([{ n: 1 }]);
  });

  it('hands on, once, what the rooms were sent after the page opened and before they were joined (issue 40)', async () => {
    const { course, student } = await signedInStudentOfCourse();
    const events: unknown[] = [];
    onEvent('notification', (payload) => events.push(payload));
    const send = (payload: object) =>
      t.app.realtime.send([
        emitTo([courseRoom(course.id), notificationRoom(student.id)], 'notification', payload),
      ]);
    await send({ n: 'before the page' });
    // The page opens a while after: later than the clocks' slack allows for.
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 2 * CLOCK_SLACK_MS);
    markPageOpened();
    await send({ n: 'while the page read' });

    const { acks, onReply } = replies();
    subscribe('course', { courseId: course.id }, onReply);
    subscribe('notification', { teamId: 'notification' }, onReply);
    await until(() => acks.length === 2);
    expect(acks.map(({ code }) => code)).toEqual([0, 0]);
    expect(events).toEqual([{ n: 'while the page read' }]);
  });

  it('does not hand on again an event that reached the page live once it was in the room', async () => {
    // A room whose joiner is sent an event as it enters: after the socket is in it, before the answer is made.
    t.app.realtime.addPublication('echo', {
      options: z.object({ n: z.number() }).strict(),
      room: ({ n }) => `echo:${n}`,
      access: access.ownAccount(),
      onJoined: (_caller, { n }, room) => t.app.realtime.send([emitTo(room, 'echo', { entered: n })]),
    });
    await signedInStudentOfCourse();
    markPageOpened();
    const events: unknown[] = [];
    onEvent('echo', (payload) => events.push(payload));
    const { acks, onReply } = replies();
    subscribe('echo', { n: 1 }, onReply);
    await until(() => acks.length === 1);
    expect(acks[0]).toMatchObject({ code: 0, recent: { events: [{ payload: { entered: 1 } }] } });
    expect(events).toEqual([{ entered: 1 }]);
  });

  it('hands on, after a reconnect, what the room was sent while the connection was down', async () => {
    const { course } = await signedInStudentOfCourse();
    markPageOpened();
    const events: unknown[] = [];
    onEvent('notification', (payload) => events.push(payload));
    const { acks, onReply } = replies();
    subscribe('course', { courseId: course.id }, onReply);
    await until(() => acks.length === 1);

    getSocket()!.io.engine.close();
    await until(() => !isSocketConnected());
    await t.app.realtime.send([emitTo(courseRoom(course.id), 'notification', { n: 'while away' })]);
    await until(() => acks.length === 2);
    expect(events).toEqual([{ n: 'while away' }]);
  });

  it('asks the page to read again when it was away longer than the server remembers', async () => {
    const { course } = await signedInStudentOfCourse();
    markPageOpened();
    let readAgain = 0;
    const stop = onMissedEvents(() => (readAgain += 1));
    const { acks, onReply } = replies();
    subscribe('course', { courseId: course.id }, onReply);
    await until(() => acks.length === 1);
    expect(readAgain).toBe(0);

    getSocket()!.io.engine.close();
    await until(() => !isSocketConnected());
    // The connection stays down for two minutes, as the page's clock tells.
    const now = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => now() + 2 * RECALL_MS);
    await until(() => acks.length === 2);
    expect(readAgain).toBe(1);
    stop();
  });

  it('hands on what a room joined minutes after the page opened was sent lately, without reading it all again', async () => {
    const { course } = await signedInStudentOfCourse();
    markPageOpened();
    let readAgain = 0;
    const stop = onMissedEvents(() => (readAgain += 1));
    const events: unknown[] = [];
    onEvent('notification', (payload) => events.push(payload));
    // Two minutes later, by the page's clock and the server's: a class entered a while after its page opened.
    const now = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => now() + 2 * RECALL_MS);
    const serverNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => serverNow() + 2 * RECALL_MS);
    await t.app.realtime.send([emitTo(courseRoom(course.id), 'notification', { n: 'as the class began' })]);

    const { acks, onReply } = replies();
    subscribe('course', { courseId: course.id }, onReply);
    await until(() => acks.length === 1);
    expect(events).toEqual([{ n: 'as the class began' }]);
    expect(readAgain).toBe(0);
    stop();
  });

  it('reports a refused join to the subscriber', async () => {
    await signedInStudentOfCourse();
    const other = await createCourse(t.app, await createUser(t.app, { role: 'teacher' }));
    const { acks, onReply } = replies();
    subscribe('course', { courseId: other.id }, onReply);
    await until(() => acks.length === 1);
    expect(acks[0]).toMatchObject({ code: 403 });
  });

  it('answers each of two calls of one method with its own reply', async () => {
    await signedInStudentOfCourse();
    const [good, bad] = await Promise.all([
      callMethod('notification.unreadCount'),
      callMethod('notification.unreadCount', { extra: true }),
    ]);
    expect(good).toEqual({ code: 0, msg: 'Success', data: { unread: 0 } });
    expect(bad).toMatchObject({ code: 400 });
  });

  it('closes the connection when the session ends', async () => {
    await signedInStudentOfCourse();
    expect((await callMethod('notification.unreadCount')).code).toBe(0);
    clearAccountKeys();
    expect(isSocketConnected()).toBe(false);
    expect(getSocket()).toBeNull();
  });

  it('signs this tab out when the server ends its session from elsewhere', async () => {
    const { session } = await signedInStudentOfCourse();
    stored.set(STORAGE_KEYS.refreshToken, session.refreshToken);
    expect((await callMethod('notification.unreadCount')).code).toBe(0);
    await t.app.inject({ method: 'GET', url: '/user/logout', headers: session.headers });
    await until(() => !stored.has(STORAGE_KEYS.accessToken));
    expect(getSocket()).toBeNull();
  });
});
