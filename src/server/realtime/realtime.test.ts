import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../../core/schemas/notifications';
import type { RoomRecall } from '../../core/schemas/realtimeNames';
import { chatGroupMembers, chatGroups, sessions, users } from '../db/schema';
import { notify } from '../modules/notifications/notify';
import { emitTo } from '../platform/liveEvents';
import { courseRoom, userRoom } from '../platform/rooms';
import { inTransaction } from '../platform/transaction';
import { addMember, createCourse, createItem } from '../test/courseFactories';
import { createUser, signIn, type TestUser } from '../test/factories';
import {
  callMethod,
  caughtUp,
  collect,
  connect,
  connected,
  listenForSockets,
  nextEvent,
  openSocket,
  publish,
} from '../test/realtimeClient';
import { socketTestApp } from '../test/socketTestApp';
import { buildTestApp, TEST_TOKEN_SECRET } from '../test/testApp';
import { RECALL_MS } from './roomMemory';

const t = socketTestApp();

const notificationChannel = { name: 'notification', options: { teamId: 'notification' } };

describe('handshake', () => {
  const refusal = (socket: Socket) => {
    t.closesAfterTest(socket);
    return connected(socket).then(
      () => null,
      (error: Error & { data?: { code: number } }) => ({ msg: error.message, code: error.data?.code }),
    );
  };

  it('refuses a socket without a token, with a forged one, or with a malformed one', async () => {
    expect(await refusal(openSocket(t.url))).toEqual({ msg: 'Please sign in to continue.', code: 401 });
    expect(await refusal(openSocket(t.url, 'not-a-jwt'))).toEqual({
      msg: 'Please sign in to continue.',
      code: 401,
    });
    const user = await createUser(t.app);
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!!'));
    expect((await refusal(openSocket(t.url, forged)))?.code).toBe(401);
  });

  it('says so when the token has expired, so the client renews it', async () => {
    const user = await createUser(t.app);
    await signIn(t.app, user);
    const sid = (await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.id;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
    expect(await refusal(openSocket(t.url, expired))).toEqual({
      msg: 'Your session has expired. Please sign in again.',
      code: 401,
    });
  });

  it('refuses the token of a session that has ended or a user who is disabled', async () => {
    const leaver = await signIn(t.app, await createUser(t.app));
    await t.app.inject({ method: 'GET', url: '/user/logout', headers: leaver.headers });
    expect((await refusal(openSocket(t.url, leaver.accessToken)))?.code).toBe(401);

    const user = await createUser(t.app);
    const session = await signIn(t.app, user);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await refusal(openSocket(t.url, session.accessToken)))?.code).toBe(401);
  });

  it('puts a signed-in socket in its user room, so emits to that user reach it and no one else', async () => {
    const alice = await t.online();
    const bob = await t.online();
    const bobSees = collect(bob.socket, 'hello');
    const received = nextEvent(alice.socket, 'hello');
    t.app.realtime.io.to(userRoom(alice.user.id)).emit('hello', { n: 1 });
    expect(await received).toEqual({ n: 1 });
    await caughtUp(t.app, bob.socket);
    expect(bobSees).toEqual([]);
  });
});

describe('ending sessions', () => {
  /** Resolves with the disconnect reason, or null when the socket is still connected after a while. */
  const disconnectReason = (socket: Socket) =>
    new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 1500);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  it('signing out closes the sockets of that session only, and tells them not to reconnect', async () => {
    const user = await createUser(t.app);
    const leaving = await signIn(t.app, user);
    const staying = await signIn(t.app, user);
    const closed = disconnectReason(await t.connect(leaving.accessToken));
    const kept = disconnectReason(await t.connect(staying.accessToken));
    await t.app.inject({ method: 'GET', url: '/user/logout', headers: leaving.headers });
    expect(await closed).toBe('io server disconnect');
    expect(await kept).toBeNull();
  });

  it("a password change closes the user's other sessions' sockets and keeps the caller's", async () => {
    const user = await createUser(t.app);
    const mine = await signIn(t.app, user);
    const other = await signIn(t.app, user);
    const kept = disconnectReason(await t.connect(mine.accessToken));
    const closed = disconnectReason(await t.connect(other.accessToken));
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/changePassword',
      headers: mine.headers,
      payload: { userId: user.id, oldPassword: user.password, newPassword: 'another-Pass-2026!' },
    });
    expect(response.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await kept).toBeNull();
  });

  it('disabling an account closes all its sockets at once', async () => {
    const admin = await signIn(t.app, await createUser(t.app, { role: 'teacher', isAdmin: true }));
    const user = await createUser(t.app);
    const closed = disconnectReason(await t.connect((await signIn(t.app, user)).accessToken));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/setDisabled',
      headers: admin.headers,
      payload: { userId: user.id, disabled: true },
    });
    expect(response.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('publish: joining rooms', () => {
  it('lets a course member join the course room and receive its events, until they leave', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, teacher);
    const student = await t.online();
    await addMember(t.app, course, student.user);
    const options = { courseId: course.id };

    expect(await publish(student.socket, { name: 'course', options, join: true })).toMatchObject({
      code: 0,
      msg: 'Joined.',
    });
    const event = nextEvent(student.socket, 'notification');
    t.app.realtime.io.to(`course:${course.id}`).emit('notification', { courseId: course.id });
    expect(await event).toEqual({ courseId: course.id });

    expect(await publish(student.socket, { name: 'course', options, leave: true })).toMatchObject({
      code: 0,
    });
    const afterLeaving = collect(student.socket, 'notification');
    t.app.realtime.io.to(`course:${course.id}`).emit('notification', { courseId: course.id });
    await caughtUp(t.app, student.socket);
    expect(afterLeaving).toEqual([]);
  });

  it('answers a join with what the room was sent lately (issue 40)', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, teacher);
    const student = await t.online();
    await addMember(t.app, course, student.user);
    const change = { courseId: course.id, refType: 'course' };
    await t.app.realtime.send([emitTo(courseRoom(course.id), 'notification', change)]);

    const ack = await publish(student.socket, {
      name: 'course',
      options: { courseId: course.id },
      join: true,
    });
    expect(ack).toMatchObject({ code: 0, recent: { events: [{ event: 'notification', payload: change }] } });
    const { horizonMs, events } = ack.recent as RoomRecall;
    expect(events[0]?.agoMs).toBeLessThan(horizonMs);
    expect(horizonMs).toBeLessThanOrEqual(RECALL_MS);
  });

  it('refuses with 403 a join to a course the user is not in, and the user hears nothing from it', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, teacher);
    const outsider = await t.online({ role: 'teacher' });
    const ack = await publish(outsider.socket, {
      name: 'course',
      options: { courseId: course.id },
      join: true,
    });
    expect(ack).toEqual({ code: 403, msg: 'You cannot join this channel.' });
    const heard = collect(outsider.socket, 'notification');
    t.app.realtime.io.to(`course:${course.id}`).emit('notification', { courseId: course.id });
    await caughtUp(t.app, outsider.socket);
    expect(heard).toEqual([]);
  });

  it('lets an admin join any course room, and no one a removed course', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, teacher);
    const admin = await t.online({ role: 'teacher', isAdmin: true });
    expect(
      await publish(admin.socket, { name: 'course', options: { courseId: course.id }, join: true }),
    ).toMatchObject({ code: 0 });
    const removed = await createCourse(t.app, teacher, { removedAt: new Date() });
    const owner = await t.connect((await signIn(t.app, teacher)).accessToken);
    expect(
      await publish(owner, { name: 'course', options: { courseId: removed.id }, join: true }),
    ).toMatchObject({
      code: 403,
    });
  });

  it('lets chat members only join a chat room', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, teacher);
    const inChat = await t.online();
    const notInChat = await t.online();
    await addMember(t.app, course, inChat.user);
    await addMember(t.app, course, notInChat.user);
    const [group] = await t.app.db
      .insert(chatGroups)
      .values({ courseId: course.id, kind: 'group', name: 'Study group', createdBy: teacher.id })
      .returning();
    await t.app.db.insert(chatGroupMembers).values({ groupId: group!.id, userId: inChat.user.id });
    const join = { name: 'chat', options: { chatListId: group!.id }, join: true };
    expect(await publish(inChat.socket, join)).toMatchObject({ code: 0 });
    expect(await publish(notInChat.socket, join)).toMatchObject({ code: 403 });
  });

  it("lets members of a lecture's course join its lecture room, and refuses other items and outsiders", async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, teacher);
    const lecture = await createItem(t.app, course, { kind: 'lecture' });
    const project = await createItem(t.app, course, { kind: 'project' });
    const student = await t.online();
    await addMember(t.app, course, student.user);
    const outsider = await t.online();
    expect(
      await publish(student.socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true }),
    ).toMatchObject({ code: 0 });
    expect(
      await publish(student.socket, { name: 'lecture', options: { lectureId: project.id }, join: true }),
    ).toMatchObject({ code: 403 });
    expect(
      await publish(outsider.socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true }),
    ).toMatchObject({ code: 403 });
  });

  it('refuses an unknown publication with 403', async () => {
    const { socket } = await t.online();
    expect(await publish(socket, { name: 'user', options: { userId: 'someone-else' }, join: true })).toEqual({
      code: 403,
      msg: 'You cannot join this channel.',
    });
  });

  it.each([
    ['no name', { options: {}, join: true }],
    ['join and leave at once', { name: 'course', options: { courseId: 'c' }, join: true, leave: true }],
    ['neither join, leave nor data', { name: 'course', options: { courseId: 'c' } }],
    ['a course without courseId', { name: 'course', options: {}, join: true }],
    ['options of the wrong kind', { name: 'course', options: { courseId: 42 }, join: true }],
    ['an unexpected option', { name: 'course', options: { courseId: 'c', all: true }, join: true }],
    ['a wrong team id', { name: 'notification', options: { teamId: 'everyone' }, join: true }],
    ['not an object', 'course'],
  ])('answers 400 to a malformed publish: %s', async (_case, payload) => {
    const { socket } = await t.online();
    const ack = await publish(socket, payload);
    expect(ack.code).toBe(400);
    expect(ack.msg).toBeTruthy();
  });
});

describe('live notifications', () => {
  async function notifyLive(recipients: TestUser[], sender: TestUser | null, courseId: string | null = null) {
    return inTransaction(t.app.ctx, (tx) =>
      notify(
        tx,
        recipients.map((r) => r.id),
        {
          type: 'notification',
          title: 'New assignment',
          message: 'Essay on rivers',
          link: '/viewassignment/c/a',
          refType: 'assignment',
          refId: 'a',
          courseId,
          senderId: sender?.id ?? null,
        },
      ),
    );
  }

  it('reaches the recipient on the notification channel, in the presented shape, and no one else', async () => {
    const teacher = await createUser(t.app, { role: 'teacher', fullName: 'Ada Teacher' });
    const recipient = await t.online();
    const bystander = await t.online();
    for (const s of [recipient.socket, bystander.socket])
      expect(await publish(s, { ...notificationChannel, join: true })).toMatchObject({ code: 0 });
    const bystanderHeard = collect(bystander.socket, 'notification');

    const arrived = nextEvent(recipient.socket, 'notification');
    const [row] = await notifyLive([recipient.user], teacher);
    const presented = notificationSchema.strict().parse(await arrived);
    expect(presented).toMatchObject({
      _id: row!.id,
      title: 'New assignment',
      flag: true,
      members: [{ _id: recipient.user.id }],
      user: { userName: teacher.username, fullName: 'Ada Teacher' },
    });
    await caughtUp(t.app, bystander.socket);
    expect(bystanderHeard).toEqual([]);
  });

  it('names the System as sender when nobody caused it', async () => {
    const recipient = await t.online();
    await publish(recipient.socket, { ...notificationChannel, join: true });
    const arrived = nextEvent<{ user: { userName: string } }>(recipient.socket, 'notification');
    await notifyLive([recipient.user], null);
    expect((await arrived).user.userName).toBe('System');
  });

  it('is not pushed to a socket that has not joined the notification channel', async () => {
    const recipient = await t.online();
    const heard = collect(recipient.socket, 'notification');
    await notifyLive([recipient.user], null);
    await caughtUp(t.app, recipient.socket);
    expect(heard).toEqual([]);
  });
});

describe('publish: refresh messages on the notification channel', () => {
  async function courseWith() {
    const teacher = await t.online({ role: 'teacher' });
    const course = await createCourse(t.app, teacher.user);
    const student = await t.online();
    await addMember(t.app, course, student.user);
    await publish(student.socket, { name: 'course', options: { courseId: course.id }, join: true });
    return { teacher, course, student };
  }

  it("relays a member's refresh to the course room as a background event stamped by the server", async () => {
    const { teacher, course, student } = await courseWith();
    const arrived = nextEvent(student.socket, 'notification');
    const ack = await publish(teacher.socket, {
      ...notificationChannel,
      data: { courseId: course.id, refType: 'selfLearning', refId: 'unit-1', type: 'notification' },
    });
    // `type` is the server's to set: a client cannot send one.
    expect(ack.code).toBe(400);
    const sent = await publish(teacher.socket, {
      ...notificationChannel,
      data: { courseId: course.id, refType: 'selfLearning', refId: 'unit-1' },
    });
    expect(sent).toEqual({ code: 0, msg: 'Sent.' });
    expect(await arrived).toMatchObject({
      courseId: course.id,
      refType: 'selfLearning',
      refId: 'unit-1',
      flag: true,
      type: 'background',
      createdAt: expect.any(String),
    });
  });

  it('refuses with 403 a refresh for a course the sender is not in, and relays nothing', async () => {
    const { course, student } = await courseWith();
    const outsider = await t.online({ role: 'teacher' });
    const heard = collect(student.socket, 'notification');
    const ack = await publish(outsider.socket, {
      ...notificationChannel,
      data: { courseId: course.id, refType: 'lecture' },
    });
    expect(ack.code).toBe(403);
    await caughtUp(t.app, student.socket);
    expect(heard).toEqual([]);
  });

  it('refuses data on a publication that takes none, and a refresh without refType', async () => {
    const { course, teacher } = await courseWith();
    expect(
      (await publish(teacher.socket, { name: 'course', options: { courseId: course.id }, data: { x: 1 } }))
        .code,
    ).toBe(400);
    expect(
      (await publish(teacher.socket, { ...notificationChannel, data: { courseId: course.id } })).code,
    ).toBe(400);
  });

  it('limits refreshes from one socket to 5 in 10 seconds', async () => {
    const { course, teacher } = await courseWith();
    const data = { courseId: course.id, refType: 'lecture' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await publish(teacher.socket, { ...notificationChannel, data })).code);
    expect(codes).toEqual([0, 0, 0, 0, 0, 429]);
  });
});

describe('method', () => {
  it('answers notification.unreadCount once, under its own name, with the caller’s unread count', async () => {
    const { user, socket } = await t.online();
    await inTransaction(t.app.ctx, (tx) =>
      notify(tx, [user.id], {
        type: 'notification',
        title: 'Hello',
        message: '',
        link: '',
        refType: 'lecture',
        refId: '',
        courseId: null,
        senderId: null,
      }),
    );
    const replies = collect(socket, 'notification.unreadCount');
    expect(await callMethod(socket, 'notification.unreadCount')).toEqual({
      code: 0,
      msg: 'Success',
      data: { unread: 1 },
    });
    await caughtUp(t.app, socket);
    expect(replies).toHaveLength(1);
  });

  it('answers 404 to an unknown method and 400 to bad params, under the method name', async () => {
    const { socket } = await t.online();
    expect(await callMethod(socket, 'grades.everyone')).toMatchObject({ code: 404 });
    expect(await callMethod(socket, 'notification.unreadCount', { userId: 'someone' })).toMatchObject({
      code: 400,
      fields: { params: expect.stringMatching(/userId/) },
    });
  });

  it('answers a call without a usable name under `method`', async () => {
    const { socket } = await t.online();
    for (const payload of [{ params: {} }, { name: 'disconnect', params: {} }, 'unreadCount']) {
      const reply = nextEvent(socket, 'method');
      socket.emit('method', payload);
      expect(await reply).toMatchObject({ code: 400 });
    }
  });
});

describe('shutdown', () => {
  it('drops the connections so that clients reconnect by themselves, rather than telling them to go away', async () => {
    const closing = await buildTestApp();
    const closingUrl = await listenForSockets(closing.app);
    const user = await createUser(closing.app);
    const socket = await connect(closingUrl, (await signIn(closing.app, user)).accessToken);
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await closing.close();
    // 'io server disconnect' would stop socket.io-client from ever reconnecting (SPEC §4 reconnect).
    expect(await reason).toBe('transport close');
  });
});
