import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../core/contracts/access';
import { publicationOptions } from '../../core/schemas/realtime';
import { createChat } from '../test/chatFactories';
import { addMember, createCourse, createItem } from '../test/courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from '../test/factories';
import { caughtUp, connect, listenForSockets, nextEvent, publish } from '../test/realtimeClient';
import { buildTestApp, type TestApp } from '../test/testApp';
import { isCourseMember } from './roomPolicy';
import { chatRoom, courseRoom, lectureRoom } from './rooms';

/**
 * DESIGN §4, rooms follow access: whoever loses a course, a chat or a lecture hears nothing more from its room,
 * on any of their sockets, once the change has committed. Each case sends a probe to the rooms afterwards: a
 * member who kept access hears it (so it was sent), the one who lost it does not (the marker that follows it
 * on their socket arrives first).
 */

let t: TestApp;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

interface Online {
  user: TestUser;
  session: SignedIn;
  socket: Socket;
}

async function online(overrides: Parameters<typeof createUser>[1] = {}): Promise<Online> {
  const user = await createUser(t.app, overrides);
  const session = await signIn(t.app, user);
  return { user, session, socket: await socketOf(session) };
}

async function socketOf(session: SignedIn): Promise<Socket> {
  const socket = await connect(url, session.accessToken);
  open.push(socket);
  return socket;
}

const post = (path: string, payload: object, s: SignedIn) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: s.headers });

async function joined(socket: Socket, name: string, options: Record<string, string>) {
  expect(await publish(socket, { name, options, join: true })).toMatchObject({ code: 0 });
}

/** A course with its owner, two students, a group chat of the three and a lecture; everyone in every room. */
async function classroom() {
  const teacher = await online({ role: 'teacher' });
  const course = await createCourse(t.app, teacher.user);
  const ann = await online();
  const bob = await online();
  await addMember(t.app, course, ann.user);
  await addMember(t.app, course, bob.user);
  const chat = await createChat(t.app, course, [teacher.user, ann.user, bob.user]);
  const lecture = await createItem(t.app, course, { kind: 'lecture' });
  const rooms = [courseRoom(course.id), chatRoom(chat.id), lectureRoom(lecture.id)];
  for (const person of [teacher, ann, bob]) await enterAll(person.socket);
  async function enterAll(socket: Socket) {
    await joined(socket, 'course', { courseId: course.id });
    await joined(socket, 'chat', { chatListId: chat.id });
    await joined(socket, 'lecture', { lectureId: lecture.id });
  }
  return { course, chat, lecture, rooms, teacher, ann, bob, enterAll };
}

/** Sends a probe to each room; answers, per socket, the rooms it heard from once all sent to it has arrived. */
async function heardFrom(rooms: readonly string[], sockets: readonly Socket[]): Promise<string[][]> {
  const heard = sockets.map(() => [] as string[]);
  const handlers = sockets.map((socket, index) => {
    const handler = ({ room }: { room: string }) => heard[index]!.push(room);
    socket.on('probe', handler);
    return handler;
  });
  for (const room of rooms) t.app.realtime.io.to(room).emit('probe', { room });
  await Promise.all(sockets.map((socket) => caughtUp(t.app, socket)));
  for (const [index, socket] of sockets.entries()) socket.off('probe', handlers[index]);
  return heard;
}

describe('removing a member from a course', () => {
  it('takes every socket of theirs out of the course, its chats and its lectures, after telling them', async () => {
    const { course, rooms, teacher, ann, bob, enterAll } = await classroom();
    const secondTab = await socketOf(await signIn(t.app, ann.user));
    await enterAll(secondTab);

    const told = nextEvent(ann.socket, 'notification');
    const response = await post(
      '/api/v1/course/removeMember',
      { courseId: course.id, userId: ann.user.id },
      teacher.session,
    );
    expect(response.statusCode).toBe(200);
    expect(await told).toMatchObject({ courseId: course.id, refType: 'course', type: 'background' });

    expect(await heardFrom(rooms, [ann.socket, secondTab, bob.socket])).toEqual([[], [], rooms]);
  });

  it('leaves them out of what the course says next: a chat message, a lecture message, a course change', async () => {
    const { course, chat, lecture, teacher, ann, bob } = await classroom();
    await post('/api/v1/course/removeMember', { courseId: course.id, userId: ann.user.id }, teacher.session);
    await caughtUp(t.app, ann.socket);
    const annHeard: string[] = [];
    const courseEvents = new Set(['chat', 'chatList', 'livechat', 'notification']);
    ann.socket.onAny((event: string) => courseEvents.has(event) && annHeard.push(event));
    const bobHears = Promise.all([
      nextEvent(bob.socket, 'chat'),
      nextEvent(bob.socket, 'livechat'),
      nextEvent(bob.socket, 'notification'),
    ]);

    await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Homework is due' }, teacher.session);
    await post('/api/v1/livechat/send', { lectureId: lecture.id, text: 'Slide 4' }, teacher.session);
    await post('/api/v1/course/update', { courseId: course.id, name: 'Renamed' }, teacher.session);

    expect(await bobHears).toMatchObject([
      { action: 'created', chatListId: chat.id },
      { action: 'created', lectureId: lecture.id },
      { courseId: course.id, type: 'background' },
    ]);
    await caughtUp(t.app, ann.socket);
    expect(annHeard).toEqual([]);
  });
});

describe('removing a course', () => {
  it('closes its course, chat and lecture rooms to everyone in them, admins included', async () => {
    const { course, rooms, teacher, ann, bob } = await classroom();
    const admin = await online({ role: 'teacher', isAdmin: true });
    await joined(admin.socket, 'course', { courseId: course.id });
    const elsewhere = await classroom();

    const response = await post('/api/v1/course/remove', { courseId: course.id }, teacher.session);
    expect(response.statusCode).toBe(200);

    const sockets = [teacher, ann, bob, admin].map((p) => p.socket);
    expect(await heardFrom([...rooms, ...elsewhere.rooms], [...sockets, elsewhere.ann.socket])).toEqual([
      [],
      [],
      [],
      [],
      elsewhere.rooms,
    ]);
  });
});

describe('setting a course back to draft', () => {
  it('closes its rooms to its students and keeps its teachers in them', async () => {
    const { course, rooms, teacher, ann, bob } = await classroom();
    const response = await post(
      '/api/v1/course/update',
      { courseId: course.id, status: 'draft' },
      teacher.session,
    );
    expect(response.statusCode).toBe(200);
    expect(await heardFrom(rooms, [ann.socket, bob.socket, teacher.socket])).toEqual([[], [], rooms]);
  });

  it('keeps students in its rooms when it changes to a status still open to them', async () => {
    const { course, rooms, teacher, ann } = await classroom();
    await post('/api/v1/course/update', { courseId: course.id, status: 'archived' }, teacher.session);
    expect(await heardFrom(rooms, [ann.socket])).toEqual([rooms]);
  });
});

describe('chats', () => {
  it('takes a member who leaves a group out of its room; the others stay', async () => {
    const { chat, teacher, ann, bob } = await classroom();
    const response = await post('/api/v1/chat/leaveGroup', { chatListId: chat.id }, ann.session);
    expect(response.statusCode).toBe(200);
    const room = chatRoom(chat.id);
    expect(await heardFrom([room], [ann.socket, bob.socket, teacher.socket])).toEqual([[], [room], [room]]);
  });

  it('closes the room of a removed group, and of a group whose last member left', async () => {
    const { course, chat, teacher, ann, bob } = await classroom();
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: chat.id }, teacher.session)).statusCode,
    ).toBe(200);
    const sockets = [teacher, ann, bob].map((p) => p.socket);
    expect(await heardFrom([chatRoom(chat.id)], sockets)).toEqual([[], [], []]);

    const alone = await createChat(t.app, course, [ann.user]);
    await joined(ann.socket, 'chat', { chatListId: alone.id });
    expect((await post('/api/v1/chat/leaveGroup', { chatListId: alone.id }, ann.session)).statusCode).toBe(
      200,
    );
    expect(await heardFrom([chatRoom(alone.id)], [ann.socket])).toEqual([[]]);
  });
});

describe('lectures', () => {
  it('closes the room of a removed lecture to everyone', async () => {
    const { lecture, teacher, ann } = await classroom();
    expect((await post('/api/v1/item/remove', { itemId: lecture.id }, teacher.session)).statusCode).toBe(200);
    const room = lectureRoom(lecture.id);
    expect(await heardFrom([room], [teacher.socket, ann.socket])).toEqual([[], []]);
  });

  it('closes the room of a lecture hidden from students to them, not to its teachers', async () => {
    const { lecture, teacher, ann, bob } = await classroom();
    const response = await post(
      '/api/v1/item/update',
      { itemId: lecture.id, active: false },
      teacher.session,
    );
    expect(response.statusCode).toBe(200);
    const room = lectureRoom(lecture.id);
    expect(await heardFrom([room], [ann.socket, bob.socket, teacher.socket])).toEqual([[], [], [room]]);
  });
});

describe('an administrator who is one no longer', () => {
  it('signs in again on every socket, out of the course rooms only the flag let them into', async () => {
    const { course, rooms, ann } = await classroom();
    const other = await online({ role: 'teacher', isAdmin: true });
    const demoted = await online({ role: 'teacher', isAdmin: true });
    await joined(demoted.socket, 'course', { courseId: course.id });
    const closed = new Promise<string>((resolve) => demoted.socket.once('disconnect', resolve));

    const response = await post(
      '/api/v1/user/setAdmin',
      { userId: demoted.user.id, isAdmin: false },
      other.session,
    );
    expect(response.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');

    // The web client renews and reconnects (socket.ts); the session is still live, and joins as who they now are.
    const again = await socketOf(demoted.session);
    expect(await publish(again, { name: 'course', options: { courseId: course.id }, join: true })).toEqual({
      code: 403,
      msg: 'You cannot join this channel.',
    });
    expect(await heardFrom(rooms.slice(0, 1), [again, ann.socket])).toEqual([[], rooms.slice(0, 1)]);
  });
});

describe('joining while access is taken away', () => {
  it('does not leave a socket in a room whose access ended after the check and before the join', async () => {
    const { course, teacher, ann } = await classroom();
    const latecomer = await online();
    await addMember(t.app, course, latecomer.user);
    let removedDuringTheCheck = false;
    // The course publication's rule, with the teacher's removal committing right after it answered yes.
    t.app.realtime.addPublication<{ courseId: string }>('course-with-a-removal', {
      options: publicationOptions.course,
      room: ({ courseId }) => courseRoom(courseId),
      access: access.signedIn(),
      async mayJoin({ ctx, user }, { courseId }) {
        const member = await isCourseMember(ctx.db, user.id, courseId);
        if (!removedDuringTheCheck) {
          removedDuringTheCheck = true;
          await post('/api/v1/course/removeMember', { courseId, userId: user.id }, teacher.session);
        }
        return member;
      },
    });

    const ack = await publish(latecomer.socket, {
      name: 'course-with-a-removal',
      options: { courseId: course.id },
      join: true,
    });
    expect(ack).toEqual({ code: 403, msg: 'You cannot join this channel.' });
    const room = courseRoom(course.id);
    expect(await heardFrom([room], [latecomer.socket, ann.socket])).toEqual([[], [room]]);
  });
});
