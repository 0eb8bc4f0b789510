import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { access } from '../../core/contracts/access';
import { publicationOptions } from '../../core/schemas/realtime';
import { chatRoom, courseRoom, lectureRoom } from '../platform/rooms';
import { courseCast } from '../test/cast';
import { createChat } from '../test/chatFactories';
import { addMember, createItem } from '../test/courseFactories';
import { signIn } from '../test/factories';
import { caughtUp, nextEvent, publish } from '../test/realtimeClient';
import { socketTestApp } from '../test/socketTestApp';
import { isCourseMember } from './roomPolicy';

/**
 * DESIGN §4, rooms follow access: whoever loses a course, a chat or a lecture hears nothing more from its room,
 * on any of their sockets, once the change has committed. Each case sends a probe to the rooms afterwards: a
 * member who kept access hears it (so it was sent), the one who lost it does not (the marker that follows it
 * on their socket arrives first).
 */

const t = socketTestApp();

const { post } = t;

async function joined(socket: Socket, name: string, options: Record<string, string>) {
  expect(await publish(socket, { name, options, join: true })).toMatchObject({ code: 0 });
}

/**
 * A course with its cast, a group chat of its owner and two students and a lecture; those three online in every
 * room.
 */
async function classroom() {
  const cast = await courseCast(t.app);
  const { course } = cast;
  const teacherOwner = await t.goOnline(cast.teacherOwner);
  const studentMember = await t.goOnline(cast.studentMember);
  const classmate = await t.goOnline(cast.classmate);
  const chat = await createChat(t.app, course, [teacherOwner.user, studentMember.user, classmate.user]);
  const lecture = await createItem(t.app, course, { kind: 'lecture' });
  const rooms = [courseRoom(course.id), chatRoom(chat.id), lectureRoom(lecture.id)];
  for (const person of [teacherOwner, studentMember, classmate]) await enterAll(person.socket);
  async function enterAll(socket: Socket) {
    await joined(socket, 'course', { courseId: course.id });
    await joined(socket, 'chat', { chatListId: chat.id });
    await joined(socket, 'lecture', { lectureId: lecture.id });
  }
  return { course, chat, lecture, rooms, teacherOwner, studentMember, classmate, enterAll };
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
    const { course, rooms, teacherOwner, studentMember, classmate, enterAll } = await classroom();
    const secondTab = await t.connect((await signIn(t.app, studentMember.user)).accessToken);
    await enterAll(secondTab);

    const told = nextEvent(studentMember.socket, 'notification');
    const response = await post(
      '/api/v1/course/removeMember',
      { courseId: course.id, userId: studentMember.user.id },
      teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    expect(await told).toMatchObject({ courseId: course.id, refType: 'course', type: 'background' });

    expect(await heardFrom(rooms, [studentMember.socket, secondTab, classmate.socket])).toEqual([
      [],
      [],
      rooms,
    ]);
  });

  it('leaves them out of what the course says next: a chat message, a lecture message, a course change', async () => {
    const { course, chat, lecture, teacherOwner, studentMember, classmate } = await classroom();
    await post(
      '/api/v1/course/removeMember',
      { courseId: course.id, userId: studentMember.user.id },
      teacherOwner.session,
    );
    await caughtUp(t.app, studentMember.socket);
    const annHeard: string[] = [];
    const courseEvents = new Set(['chat', 'chatList', 'livechat', 'notification']);
    studentMember.socket.onAny((event: string) => courseEvents.has(event) && annHeard.push(event));
    const bobHears = Promise.all([
      nextEvent(classmate.socket, 'chat'),
      nextEvent(classmate.socket, 'livechat'),
      nextEvent(classmate.socket, 'notification'),
    ]);

    await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Homework is due' }, teacherOwner.session);
    await post('/api/v1/livechat/send', { lectureId: lecture.id, text: 'Slide 4' }, teacherOwner.session);
    await post('/api/v1/course/update', { courseId: course.id, name: 'Renamed' }, teacherOwner.session);

    expect(await bobHears).toMatchObject([
      { action: 'created', chatListId: chat.id },
      { action: 'created', lectureId: lecture.id },
      { courseId: course.id, type: 'background' },
    ]);
    await caughtUp(t.app, studentMember.socket);
    expect(annHeard).toEqual([]);
  });
});

describe('removing a course', () => {
  it('closes its course, chat and lecture rooms to everyone in them, admins included', async () => {
    const { course, rooms, teacherOwner, studentMember, classmate } = await classroom();
    const admin = await t.online({ role: 'teacher', isAdmin: true });
    await joined(admin.socket, 'course', { courseId: course.id });
    const elsewhere = await classroom();

    const response = await post('/api/v1/course/remove', { courseId: course.id }, teacherOwner.session);
    expect(response.statusCode).toBe(200);

    const sockets = [teacherOwner, studentMember, classmate, admin].map((p) => p.socket);
    expect(
      await heardFrom([...rooms, ...elsewhere.rooms], [...sockets, elsewhere.studentMember.socket]),
    ).toEqual([[], [], [], [], elsewhere.rooms]);
  });
});

describe('setting a course back to draft', () => {
  it('closes its rooms to its students and keeps its teachers in them', async () => {
    const { course, rooms, teacherOwner, studentMember, classmate } = await classroom();
    const response = await post(
      '/api/v1/course/update',
      { courseId: course.id, status: 'draft' },
      teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    expect(await heardFrom(rooms, [studentMember.socket, classmate.socket, teacherOwner.socket])).toEqual([
      [],
      [],
      rooms,
    ]);
  });

  it('keeps students in its rooms when it changes to a status still open to them', async () => {
    const { course, rooms, teacherOwner, studentMember } = await classroom();
    await post('/api/v1/course/update', { courseId: course.id, status: 'archived' }, teacherOwner.session);
    expect(await heardFrom(rooms, [studentMember.socket])).toEqual([rooms]);
  });
});

describe('consults and team meetings', () => {
  it("takes a student who cancels their booking out of the consult's room", async () => {
    const { course, teacherOwner, studentMember, classmate } = await classroom();
    const consult = await createItem(t.app, course, { kind: 'consult' });
    for (const person of [studentMember, classmate]) {
      expect(
        (await post('/api/v1/consult/book', { consultId: consult.id, topic: '' }, person.session)).statusCode,
      ).toBe(200);
      await joined(person.socket, 'lecture', { lectureId: consult.id });
    }
    await joined(teacherOwner.socket, 'lecture', { lectureId: consult.id });
    const room = lectureRoom(consult.id);

    expect(
      (await post('/api/v1/consult/cancel', { consultId: consult.id }, studentMember.session)).statusCode,
    ).toBe(200);
    expect(await heardFrom([room], [studentMember.socket, classmate.socket, teacherOwner.socket])).toEqual([
      [],
      [room],
      [room],
    ]);
  });

  it("takes a member who declines, or is no longer invited, out of the team meeting's room", async () => {
    const { course, teacherOwner, studentMember, classmate } = await classroom();
    const meeting = await createItem(t.app, course, { kind: 'teamMeeting' });
    const invite = (userIds: string[]) =>
      post('/api/v1/teammeeting/saveMembers', { teamMeetingId: meeting.id, userIds }, teacherOwner.session);
    expect((await invite([studentMember.user.id, classmate.user.id])).statusCode).toBe(200);
    for (const person of [studentMember, classmate, teacherOwner])
      await joined(person.socket, 'lecture', { lectureId: meeting.id });
    const room = lectureRoom(meeting.id);

    const declined = await post(
      '/api/v1/teammeeting/respond',
      { teamMeetingId: meeting.id, accept: 'declined' },
      studentMember.session,
    );
    expect(declined.statusCode).toBe(200);
    expect(await heardFrom([room], [studentMember.socket, classmate.socket])).toEqual([[], [room]]);

    expect((await invite([studentMember.user.id])).statusCode).toBe(200);
    expect(await heardFrom([room], [classmate.socket, teacherOwner.socket])).toEqual([[], [room]]);
  });
});

describe('chats', () => {
  it('takes a member who leaves a group out of its room; the others stay', async () => {
    const { chat, teacherOwner, studentMember, classmate } = await classroom();
    const response = await post('/api/v1/chat/leaveGroup', { chatListId: chat.id }, studentMember.session);
    expect(response.statusCode).toBe(200);
    const room = chatRoom(chat.id);
    expect(await heardFrom([room], [studentMember.socket, classmate.socket, teacherOwner.socket])).toEqual([
      [],
      [room],
      [room],
    ]);
  });

  it('closes the room of a removed group, and of a group whose last member left', async () => {
    const { course, chat, teacherOwner, studentMember, classmate } = await classroom();
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: chat.id }, teacherOwner.session)).statusCode,
    ).toBe(200);
    const sockets = [teacherOwner, studentMember, classmate].map((p) => p.socket);
    expect(await heardFrom([chatRoom(chat.id)], sockets)).toEqual([[], [], []]);

    const alone = await createChat(t.app, course, [studentMember.user]);
    await joined(studentMember.socket, 'chat', { chatListId: alone.id });
    expect(
      (await post('/api/v1/chat/leaveGroup', { chatListId: alone.id }, studentMember.session)).statusCode,
    ).toBe(200);
    expect(await heardFrom([chatRoom(alone.id)], [studentMember.socket])).toEqual([[]]);
  });
});

describe('lectures', () => {
  it('closes the room of a removed lecture to everyone', async () => {
    const { lecture, teacherOwner, studentMember } = await classroom();
    expect((await post('/api/v1/item/remove', { itemId: lecture.id }, teacherOwner.session)).statusCode).toBe(
      200,
    );
    const room = lectureRoom(lecture.id);
    expect(await heardFrom([room], [teacherOwner.socket, studentMember.socket])).toEqual([[], []]);
  });

  it('closes the room of a lecture hidden from students to them, not to its teachers', async () => {
    const { lecture, teacherOwner, studentMember, classmate } = await classroom();
    const response = await post(
      '/api/v1/item/update',
      { itemId: lecture.id, active: false },
      teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    const room = lectureRoom(lecture.id);
    expect(await heardFrom([room], [studentMember.socket, classmate.socket, teacherOwner.socket])).toEqual([
      [],
      [],
      [room],
    ]);
  });
});

describe('an administrator who is one no longer', () => {
  it('signs in again on every socket, out of the course rooms only the flag let them into', async () => {
    const { course, rooms, studentMember } = await classroom();
    const other = await t.online({ role: 'teacher', isAdmin: true });
    const demoted = await t.online({ role: 'teacher', isAdmin: true });
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
    const again = await t.connect(demoted.session.accessToken);
    expect(await publish(again, { name: 'course', options: { courseId: course.id }, join: true })).toEqual({
      code: 403,
      msg: 'You cannot join this channel.',
    });
    expect(await heardFrom(rooms.slice(0, 1), [again, studentMember.socket])).toEqual([
      [],
      rooms.slice(0, 1),
    ]);
  });
});

describe('joining while access is taken away', () => {
  it('does not leave a socket in a room whose access ended after the check and before the join', async () => {
    const { course, teacherOwner, studentMember } = await classroom();
    const latecomer = await t.online();
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
          await post('/api/v1/course/removeMember', { courseId, userId: user.id }, teacherOwner.session);
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
    expect(await heardFrom([room], [latecomer.socket, studentMember.socket])).toEqual([[], [room]]);
  });
});
