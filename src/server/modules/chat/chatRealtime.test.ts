import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatEvent, ChatListEvent } from '../../../core/schemas/chat';
import { chatGroups, courseMembers, courses, notifications } from '../../db/schema';
import { courseCast } from '../../test/cast';
import { createChat } from '../../test/chatFactories';
import { addMember, createCourse } from '../../test/courseFactories';
import { createUser } from '../../test/factories';
import { caughtUp, collect, nextEvent, publish } from '../../test/realtimeClient';
import { type Online, socketTestApp } from '../../test/socketTestApp';
import { requireChatMember } from './membership';

const t = socketTestApp();

const { post } = t;

/** A course with its cast and a group chat of its owner and two students, those three online. */
async function chatWithThree() {
  const cast = await courseCast(t.app);
  const teacherOwner = await t.goOnline(cast.teacherOwner);
  const studentMember = await t.goOnline(cast.studentMember);
  const classmate = await t.goOnline(cast.classmate);
  const chat = await createChat(t.app, cast.course, [studentMember.user, classmate.user, teacherOwner.user]);
  return { course: cast.course, chat, teacherOwner, studentMember, classmate };
}

const joinChat = (p: Online, chatListId: string) =>
  publish(p.socket, { name: 'chat', options: { chatListId }, join: true });

describe('chat events', () => {
  it('reach the sockets in the chat room; members in the room get no stored notice, those away do', async () => {
    const { course, chat, teacherOwner, studentMember, classmate } = await chatWithThree();
    expect(await joinChat(studentMember, chat.id)).toMatchObject({ code: 0 });
    expect(await joinChat(classmate, chat.id)).toMatchObject({ code: 0 });
    const teacherChatEvents = collect(teacherOwner.socket, 'chat');
    const received = nextEvent<ChatEvent>(studentMember.socket, 'chat');
    const listChanged = nextEvent<ChatListEvent>(teacherOwner.socket, 'chatList');

    const sent = await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Live!' }, classmate.session);
    expect(sent.statusCode).toBe(200);
    expect(await received).toEqual({ action: 'created', chatListId: chat.id, message: sent.json().data });
    expect(await listChanged).toEqual({ action: 'message', courseId: course.id, chatListId: chat.id });
    await caughtUp(t.app, teacherOwner.socket);
    expect(teacherChatEvents).toEqual([]);

    const noticed = await t.app.db.select({ userId: notifications.userId }).from(notifications);
    const ids = noticed.map((n) => n.userId);
    expect(ids).toContain(teacherOwner.user.id);
    expect(ids).not.toContain(studentMember.user.id);
  });

  it('tell the room of changes and deletions, with the tombstone and no text', async () => {
    const { chat, studentMember, classmate } = await chatWithThree();
    await joinChat(studentMember, chat.id);
    const created = nextEvent<ChatEvent>(studentMember.socket, 'chat');
    const sent = (
      await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Draft' }, classmate.session)
    ).json().data;
    expect(await created).toMatchObject({ action: 'created', message: { text: 'Draft' } });

    const changed = nextEvent<ChatEvent>(studentMember.socket, 'chat');
    await post('/api/v1/chat/edit', { messageId: sent._id, text: 'Final' }, classmate.session);
    expect(await changed).toMatchObject({ action: 'changed', message: { _id: sent._id, text: 'Final' } });

    const deleted = nextEvent<ChatEvent>(studentMember.socket, 'chat');
    await post('/api/v1/chat/delete', { messageId: sent._id }, classmate.session);
    expect(await deleted).toMatchObject({
      action: 'deleted',
      message: { _id: sent._id, text: '', deleted: true },
    });
  });

  it('send the SPEC §3 background notification of a change to the other members’ notification channel', async () => {
    const { course, chat, studentMember, classmate } = await chatWithThree();
    expect(
      await publish(studentMember.socket, {
        name: 'notification',
        options: { teamId: 'notification' },
        join: true,
      }),
    ).toMatchObject({ code: 0 });
    const sent = (
      await post('/api/v1/chat/send', { chatListId: chat.id, text: 'x' }, classmate.session)
    ).json().data;
    await caughtUp(t.app, studentMember.socket);
    const background = new Promise<{ type: string; refType: string; courseId: string }>((resolve) => {
      const onNotice = (notice: { type: string; refType: string; courseId: string }) => {
        if (notice.type !== 'background') return;
        studentMember.socket.off('notification', onNotice);
        resolve(notice);
      };
      studentMember.socket.on('notification', onNotice);
    });
    await post('/api/v1/chat/delete', { messageId: sent._id }, classmate.session);
    expect(await background).toMatchObject({
      type: 'background',
      refType: 'chat_delete',
      courseId: course.id,
    });
  });

  it('tell new members that they are in a new chat', async () => {
    const { course, studentMember, classmate } = await chatWithThree();
    const added = nextEvent<ChatListEvent>(classmate.socket, 'chatList');
    const response = await post(
      '/api/v1/chat/createPersonal',
      { courseId: course.id, userId: classmate.user.id },
      studentMember.session,
    );
    expect(await added).toEqual({
      action: 'added',
      courseId: course.id,
      chatListId: response.json().data._id,
    });
  });
});

/** The chat relation, which decides every chat call and the room policy of chat:<id> alike. */
const isChatMember = (db: typeof t.app.db, chatListId: string, userId: string) =>
  requireChatMember(db, chatListId, userId).then(
    () => true,
    () => false,
  );

describe('the chat relation (the room policy of chat:<id>)', () => {
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
