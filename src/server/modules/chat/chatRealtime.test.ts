import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent, ChatListEvent } from '../../../core/schemas/chat';
import { chatGroups, courseMembers, courses, notifications } from '../../db/schema';
import { createChat } from '../../test/chatFactories';
import { addMember, createCourse } from '../../test/courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { caughtUp, collect, connect, listenForSockets, nextEvent, publish } from '../../test/realtimeClient';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { isChatMember } from './membership';

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

const post = (path: string, payload: object, s: SignedIn) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: s.headers });

interface Person {
  user: TestUser;
  session: SignedIn;
  socket: Socket;
}
async function online(overrides: Parameters<typeof createUser>[1] = {}): Promise<Person> {
  const user = await createUser(t.app, overrides);
  const session = await signIn(t.app, user);
  const socket = await connect(url, session.accessToken);
  open.push(socket);
  return { user, session, socket };
}

async function chatWithThree() {
  const teacher = await online({ role: 'teacher' });
  const course = await createCourse(t.app, teacher.user);
  const ann = await online({ fullName: 'Ann Able' });
  const bob = await online();
  await addMember(t.app, course, ann.user);
  await addMember(t.app, course, bob.user);
  const chat = await createChat(t.app, course, [ann.user, bob.user, teacher.user]);
  return { course, chat, teacher, ann, bob };
}

const joinChat = (p: Person, chatListId: string) =>
  publish(p.socket, { name: 'chat', options: { chatListId }, join: true });

describe('chat events', () => {
  it('reach the sockets in the chat room; members in the room get no stored notice, those away do', async () => {
    const { course, chat, teacher, ann, bob } = await chatWithThree();
    expect(await joinChat(ann, chat.id)).toMatchObject({ code: 0 });
    expect(await joinChat(bob, chat.id)).toMatchObject({ code: 0 });
    const teacherChatEvents = collect(teacher.socket, 'chat');
    const received = nextEvent<ChatEvent>(ann.socket, 'chat');
    const listChanged = nextEvent<ChatListEvent>(teacher.socket, 'chatList');

    const sent = await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Live!' }, bob.session);
    expect(sent.statusCode).toBe(200);
    expect(await received).toEqual({ action: 'created', chatListId: chat.id, message: sent.json().data });
    expect(await listChanged).toEqual({ action: 'message', courseId: course.id, chatListId: chat.id });
    await caughtUp(t.app, teacher.socket);
    expect(teacherChatEvents).toEqual([]);

    const noticed = await t.app.db.select({ userId: notifications.userId }).from(notifications);
    const ids = noticed.map((n) => n.userId);
    expect(ids).toContain(teacher.user.id);
    expect(ids).not.toContain(ann.user.id);
  });

  it('tell the room of changes and deletions, with the tombstone and no text', async () => {
    const { chat, ann, bob } = await chatWithThree();
    await joinChat(ann, chat.id);
    const created = nextEvent<ChatEvent>(ann.socket, 'chat');
    const sent = (await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Draft' }, bob.session)).json()
      .data;
    expect(await created).toMatchObject({ action: 'created', message: { text: 'Draft' } });

    const changed = nextEvent<ChatEvent>(ann.socket, 'chat');
    await post('/api/v1/chat/edit', { messageId: sent._id, text: 'Final' }, bob.session);
    expect(await changed).toMatchObject({ action: 'changed', message: { _id: sent._id, text: 'Final' } });

    const deleted = nextEvent<ChatEvent>(ann.socket, 'chat');
    await post('/api/v1/chat/delete', { messageId: sent._id }, bob.session);
    expect(await deleted).toMatchObject({
      action: 'deleted',
      message: { _id: sent._id, text: '', deleted: true },
    });
  });

  it('send the SPEC §3 background notification of a change to the other members’ notification channel', async () => {
    const { course, chat, ann, bob } = await chatWithThree();
    expect(
      await publish(ann.socket, { name: 'notification', options: { teamId: 'notification' }, join: true }),
    ).toMatchObject({ code: 0 });
    const sent = (await post('/api/v1/chat/send', { chatListId: chat.id, text: 'x' }, bob.session)).json()
      .data;
    await caughtUp(t.app, ann.socket);
    const background = new Promise<{ type: string; refType: string; courseId: string }>((resolve) => {
      const onNotice = (notice: { type: string; refType: string; courseId: string }) => {
        if (notice.type !== 'background') return;
        ann.socket.off('notification', onNotice);
        resolve(notice);
      };
      ann.socket.on('notification', onNotice);
    });
    await post('/api/v1/chat/delete', { messageId: sent._id }, bob.session);
    expect(await background).toMatchObject({
      type: 'background',
      refType: 'chat_delete',
      courseId: course.id,
    });
  });

  it('tell new members that they are in a new chat', async () => {
    const { course, ann, bob } = await chatWithThree();
    const added = nextEvent<ChatListEvent>(bob.socket, 'chatList');
    const response = await post(
      '/api/v1/chat/createPersonal',
      { courseId: course.id, userId: bob.user.id },
      ann.session,
    );
    expect(await added).toEqual({
      action: 'added',
      courseId: course.id,
      chatListId: response.json().data._id,
    });
  });
});

describe('isChatMember (the room policy of chat:<id>)', () => {
  it('is true for members of a live chat who still belong to its course, and false otherwise', async () => {
    const teacher = await createUser(t.app, { role: 'teacher' });
    const course = await createCourse(t.app, teacher);
    const ann = await createUser(t.app);
    const carl = await createUser(t.app);
    await addMember(t.app, course, ann);
    await addMember(t.app, course, carl);
    const chat = await createChat(t.app, course, [ann, teacher]);

    expect(await isChatMember(t.app.db, chat.id, ann.id)).toBe(true);
    expect(await isChatMember(t.app.db, chat.id, teacher.id)).toBe(true);
    expect(await isChatMember(t.app.db, chat.id, carl.id)).toBe(false);
    expect(await isChatMember(t.app.db, 'no-such-chat', ann.id)).toBe(false);

    await t.app.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, course.id));
    expect(await isChatMember(t.app.db, chat.id, ann.id)).toBe(false);
    expect(await isChatMember(t.app.db, chat.id, teacher.id)).toBe(true);
    await t.app.db.update(courses).set({ status: 'active' }).where(eq(courses.id, course.id));

    await t.app.db
      .delete(courseMembers)
      .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.userId, ann.id)));
    expect(await isChatMember(t.app.db, chat.id, ann.id)).toBe(false);

    await t.app.db.update(chatGroups).set({ removedAt: new Date() }).where(eq(chatGroups.id, chat.id));
    expect(await isChatMember(t.app.db, chat.id, teacher.id)).toBe(false);
  });
});
