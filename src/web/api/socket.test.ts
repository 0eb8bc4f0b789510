import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeAck } from '../../core/schemas/realtimeNames';
import { addMember, createCourse } from '../../server/test/courseFactories';
import { createUser, signIn } from '../../server/test/factories';
import { socketTestApp } from '../../server/test/socketTestApp';
import { clearAccountKeys, STORAGE_KEYS } from '../platform/storage';
import { setApiRoot } from './http';
import { callMethod, closeSocket, getSocket, isSocketConnected, onEvent, subscribe } from './socket';

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
    expect(acks[0]).toEqual({ code: 0, msg: 'Joined.' });
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
