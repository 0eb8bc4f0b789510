import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SENDS_PER_WINDOW } from '../../core/constants';
import { notificationSchema } from '../../core/schemas/notifications';
import { chatMessages, liveChatMessages } from '../db/schema';
import { SESSION_CACHE_TTL_MS } from '../modules/accounts/sessionCache';
import { createChat } from '../test/chatFactories';
import { addMember, createCourse, createItem } from '../test/courseFactories';
import { createUser, type SignedIn, signIn } from '../test/factories';
import { offerTo, peerClients } from '../test/peerClient';
import { callMethod, drained, MARKER, nextEvent, publish } from '../test/realtimeClient';
import { neededServices } from '../test/scratchSpace';
import { profileOn, serverCluster } from '../test/serverCluster';
import type { ServerProcess } from '../test/serverProcess';

/**
 * DESIGN §4: with REDIS_URL set, an event reaches sockets connected to any instance. Two real server processes
 * share one PostgreSQL database and one Redis; a user connected to instance A hears what an HTTP call on instance
 * B caused. Needs DATABASE_URL and REDIS_URL (the CI's `--db-only` run sets both).
 */
const services = neededServices('THE TWO-INSTANCE REALTIME TEST', 'DATABASE_URL', 'REDIS_URL');

describe.skipIf(!services)('two server instances sharing Redis', () => {
  const cluster = serverCluster('two-instances', services);
  let setup: FastifyInstance;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // An in-process app on the same database and Redis builds the test data (and applies the migrations
    // first); its socket.io server, a third member of the cluster, sends the tests' markers.
    ({ setup, a, b } = await cluster.twoInstances());
  });

  async function course() {
    const teacher = await createUser(setup, { role: 'teacher' });
    const student = await createUser(setup);
    const row = await createCourse(setup, teacher);
    await addMember(setup, row, student);
    return { course: row, teacher: await signIn(setup, teacher), student: await signIn(setup, student) };
  }

  const peersOnB = peerClients(() => b.url);

  const socketOn = (instance: ServerProcess, session: SignedIn) => cluster.socketOn(instance.url, session);

  it("ends a removed student's place in the class on every instance: their peer on B signals nobody", async () => {
    const { course: row, teacher, student } = await course();
    const lecture = await createItem(setup, row, { kind: 'lecture' });
    const call = async (instance: ServerProcess, who: SignedIn, path: string, body: object) => {
      const response = await fetch(`${instance.url}${path}`, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Record<string, string> }).data;
    };
    const { attendanceId } = await call(a, teacher, '/api/v1/lecture/start', { lectureId: lecture.id });
    const join = (who: SignedIn) =>
      call(b, who, '/api/v1/attendance/join', { lectureId: lecture.id, attendanceId }) as Promise<{
        peerId: string;
        token: string;
      }>;
    // The teacher enters first: students are let in from then on (issue 37).
    const teacherPlace = await join(teacher);
    const studentPlace = await join(student);
    const studentPeer = await peersOnB.openPeer(studentPlace.peerId, studentPlace.token);
    const teacherPeer = await peersOnB.openPeer(teacherPlace.peerId, teacherPlace.token);
    studentPeer.send(offerTo(teacherPlace.peerId));
    expect(await teacherPeer.next()).toMatchObject({ type: 'OFFER', src: studentPlace.peerId });

    await call(a, teacher, '/api/v1/course/removeMember', { courseId: row.id, userId: student.userId });
    studentPeer.send(offerTo(teacherPlace.peerId));
    expect(await studentPeer.next()).toEqual({
      type: 'EXPIRE',
      src: teacherPlace.peerId,
      dst: studentPlace.peerId,
    });
    const again = peersOnB.connectPeer(studentPlace.peerId, studentPlace.token);
    expect(await again.next()).toMatchObject({ type: 'ERROR' });
  });

  it('delivers a notification caused by an HTTP call on B to the recipient connected to A', async () => {
    const { course: row, teacher, student } = await course();
    const studentOnA = await socketOn(a, student);
    expect(
      await publish(studentOnA, { name: 'notification', options: { teamId: 'notification' }, join: true }),
    ).toMatchObject({ code: 0 });
    const arrived = nextEvent(studentOnA, 'notification', 10_000);

    const now = Date.now();
    const response = await fetch(`${b.url}/api/v1/item/create`, {
      method: 'POST',
      headers: { ...teacher.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        courseId: row.id,
        kind: 'lecture',
        title: 'Rivers and deltas',
        startDate: new Date(now - 60_000).toISOString(),
        endDate: new Date(now + 3_600_000).toISOString(),
        manual: true,
        active: true,
      }),
    });
    expect(response.status).toBe(200);

    const notification = notificationSchema.parse(await arrived);
    expect(notification).toMatchObject({ courseId: row.id, type: 'notification', flag: true });
    expect(notification.title).toMatch(/Rivers and deltas/);
  });

  it("relays a member's refresh published on B to the course room on A, and answers methods on either", async () => {
    const { course: row, teacher, student } = await course();
    const studentOnA = await socketOn(a, student);
    const teacherOnB = await socketOn(b, teacher);
    expect(
      await publish(studentOnA, { name: 'course', options: { courseId: row.id }, join: true }),
    ).toMatchObject({
      code: 0,
    });
    const arrived = nextEvent(studentOnA, 'notification', 10_000);
    expect(
      await publish(teacherOnB, {
        name: 'notification',
        options: { teamId: 'notification' },
        data: { courseId: row.id, refType: 'selfLearning' },
      }),
    ).toMatchObject({ code: 0 });
    expect(await arrived).toMatchObject({ courseId: row.id, refType: 'selfLearning', type: 'background' });
    expect(await callMethod(teacherOnB, 'notification.unreadCount')).toMatchObject({
      code: 0,
      data: { unread: 0 },
    });
  });

  it('answers a join on A with what the room was sent through B just before (issue 40)', async () => {
    const { course: row, teacher, student } = await course();
    const teacherOnB = await socketOn(b, teacher);
    expect(
      await publish(teacherOnB, {
        name: 'notification',
        options: { teamId: 'notification' },
        data: { courseId: row.id, refType: 'selfLearning' },
      }),
    ).toMatchObject({ code: 0 });

    const studentOnA = await socketOn(a, student);
    expect(
      await publish(studentOnA, { name: 'course', options: { courseId: row.id }, join: true }),
    ).toMatchObject({
      code: 0,
      recent: {
        events: [
          {
            event: 'notification',
            payload: { courseId: row.id, refType: 'selfLearning', type: 'background' },
          },
        ],
      },
    });
  });

  it('takes a member removed through B out of the course’s rooms on A; a member on A still hears the course', async () => {
    const { course: row, teacher, student } = await course();
    const other = await createUser(setup);
    await addMember(setup, row, other);
    const chat = await createChat(setup, row, [{ id: teacher.userId }, { id: student.userId }, other]);
    const removedOnA = await socketOn(a, student);
    const stayingOnA = await socketOn(a, await signIn(setup, other));
    for (const socket of [removedOnA, stayingOnA]) {
      expect(
        await publish(socket, { name: 'course', options: { courseId: row.id }, join: true }),
      ).toMatchObject({ code: 0 });
      expect(
        await publish(socket, { name: 'chat', options: { chatListId: chat.id }, join: true }),
      ).toMatchObject({ code: 0 });
    }
    const onB = (path: string, body: object) =>
      fetch(`${b.url}${path}`, {
        method: 'POST',
        headers: { ...teacher.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const told = nextEvent(removedOnA, 'notification', 10_000);
    expect(
      (await onB('/api/v1/course/removeMember', { courseId: row.id, userId: student.userId })).status,
    ).toBe(200);
    expect(await told).toMatchObject({ courseId: row.id, type: 'background' });

    const removedHeard: string[] = [];
    removedOnA.onAny((event: string) => event !== MARKER && removedHeard.push(event));
    const stayingHears = Promise.all([
      nextEvent(stayingOnA, 'chat', 10_000),
      nextEvent(stayingOnA, 'notification', 10_000),
    ]);
    expect((await onB('/api/v1/chat/send', { chatListId: chat.id, text: 'After you left' })).status).toBe(
      200,
    );
    expect((await onB('/api/v1/course/update', { courseId: row.id, name: 'Renamed' })).status).toBe(200);
    expect(await stayingHears).toMatchObject([
      { action: 'created', chatListId: chat.id },
      { courseId: row.id, type: 'background' },
    ]);
    await drained(removedOnA, (room, event) => setup.realtime.io.to(room).emit(event));
    expect(removedHeard).toEqual([]);
  });

  it('spends one flood budget of a person’s sends to one chat, and to one lecture chat, on either instance (issue 32)', async () => {
    const { course: row, teacher, student } = await course();
    const lecture = await createItem(setup, row, { kind: 'lecture' });
    const chat = await createChat(setup, row, [{ id: teacher.userId }, { id: student.userId }]);
    const flood = (path: string, body: object) =>
      Promise.all(
        Array.from({ length: 3 * CHAT_SENDS_PER_WINDOW }, (_, i) =>
          fetch(`${(i % 2 ? b : a).url}${path}`, {
            method: 'POST',
            headers: { ...student.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ ...body, text: `flood ${i}` }),
          }).then(async (response) => ({
            on: i % 2 ? 'B' : 'A',
            status: response.status,
            reply: (await response.json()) as { code: number; msg: string; data?: { _id: string } },
          })),
        ),
      );

    for (const [replies, stored] of [
      [
        await flood('/api/v1/livechat/send', { lectureId: lecture.id }),
        await setup.db.select().from(liveChatMessages).where(eq(liveChatMessages.lectureId, lecture.id)),
      ],
      [
        await flood('/api/v1/chat/send', { chatListId: chat.id }),
        await setup.db.select().from(chatMessages).where(eq(chatMessages.groupId, chat.id)),
      ],
    ] as const) {
      const accepted = replies.filter((r) => r.status === 200);
      // Counted apart, each instance would have let its own burst through: twice as many.
      expect(accepted).toHaveLength(CHAT_SENDS_PER_WINDOW);
      for (const on of ['A', 'B']) {
        const refused = replies.filter((r) => r.on === on && r.status !== 200);
        expect(refused.length).toBeGreaterThan(0);
        for (const r of refused)
          expect(r.reply).toEqual({
            code: 429,
            msg: expect.stringMatching(/^You are sending messages too fast\./),
          });
      }
      expect(stored.map((m) => m.id).sort()).toEqual(accepted.map((r) => r.reply.data!._id).sort());
    }
  });

  it('signing out through B closes the same session’s socket on A', async () => {
    const { student } = await course();
    const studentOnA = await socketOn(a, student);
    const closed = new Promise<string>((resolve) => studentOnA.once('disconnect', resolve));
    const response = await fetch(`${b.url}/user/logout`, { headers: student.headers });
    expect(response.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses on A a session signed out through B, though A had it in its session cache', async () => {
    const { student } = await course();
    const profileOnA = () => profileOn(a, student);
    expect((await profileOnA()).status).toBe(200);
    expect((await fetch(`${b.url}/user/logout`, { headers: student.headers })).status).toBe(200);
    // The word travels through Redis: A refuses as soon as it arrives, well before the cache's own expiry.
    const deadline = Date.now() + SESSION_CACHE_TTL_MS / 2;
    let status = 200;
    while (status === 200 && Date.now() < deadline) status = (await profileOnA()).status;
    expect(status).toBe(401);
  });
});
