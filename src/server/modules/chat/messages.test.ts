import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from '../../../core/schemas/chat';
import { chatGroupMembers, chatMessages, deletedHistory, notifications } from '../../db/schema';
import { courseCast, person } from '../../test/cast';
import { createChat, createChatMessage } from '../../test/chatFactories';
import { addMember, createCourse } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const { get, post } = t;

/**
 * A course with its cast and a group chat of its owner and two students (Ann Able and Bob Baker); Carl, a third
 * student of the course, is not in it.
 */
async function chatRoom() {
  const cast = await courseCast(t.app);
  const carl = await person(t.app, { fullName: 'Carl Cole' });
  await addMember(t.app, cast.course, carl.user);
  const { course, studentMember, classmate, teacherOwner } = cast;
  const chat = await createChat(t.app, course, [studentMember.user, classmate.user, teacherOwner.user], {
    name: 'Team',
  });
  return { ...cast, chat, carl };
}

const messagesOf = (chatId: string) =>
  t.app.db.select().from(chatMessages).where(eq(chatMessages.groupId, chatId));
const noticesOf = (userId: string) =>
  t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/v1/chat/send', () => {
  it('stores the text as typed (trimmed) and answers the message', async () => {
    const { chat, studentMember } = await chatRoom();
    const text = '  <b>Hi</b> & see https://example.com\nline two  ';
    const response = await post('/api/v1/chat/send', { chatListId: chat.id, text }, studentMember.session);
    expect(response.statusCode).toBe(200);
    const message = chatMessageSchema.strict().parse(response.json().data);
    expect(message).toMatchObject({
      chatListId: chat.id,
      text: text.trim(),
      sender: { _id: studentMember.user.id, fullName: 'Ann Able' },
      editedAt: null,
      deleted: false,
    });
    expect((await messagesOf(chat.id)).map((m) => m.text)).toEqual([text.trim()]);
  });

  it('notifies members who are away once, linking to the chat, until they read that notice', async () => {
    const { course, chat, studentMember, classmate, teacherOwner, carl } = await chatRoom();
    await post('/api/v1/chat/send', { chatListId: chat.id, text: 'First' }, studentMember.session);
    await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Second' }, studentMember.session);
    for (const away of [classmate, teacherOwner]) {
      const notices = await noticesOf(away.user.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        type: 'notification',
        refType: 'chat',
        refId: chat.id,
        courseId: course.id,
        link: `/personalchat/${course.id}/${chat.id}`,
        title: 'Ann Able in Team',
        message: 'First',
        senderId: studentMember.user.id,
      });
    }
    expect(await noticesOf(studentMember.user.id)).toEqual([]);
    expect(await noticesOf(carl.user.id)).toEqual([]);
    await t.app.db
      .update(notifications)
      .set({ flag: false })
      .where(eq(notifications.userId, classmate.user.id));
    await post('/api/v1/chat/send', { chatListId: chat.id, text: 'Third' }, studentMember.session);
    expect((await noticesOf(classmate.user.id)).map((n) => n.message).sort()).toEqual(['First', 'Third']);
  });

  it('names a personal chat’s notice after the sender', async () => {
    const { course, studentMember, classmate } = await chatRoom();
    const personal = await createChat(t.app, course, [studentMember.user, classmate.user], {
      kind: 'personal',
      name: '',
    });
    await post('/api/v1/chat/send', { chatListId: personal.id, text: 'Psst' }, studentMember.session);
    expect((await noticesOf(classmate.user.id))[0]?.title).toBe('Ann Able sent you a message');
  });

  it('refuses empty, blank and over-long texts and malformed bodies with 400, storing nothing', async () => {
    const { chat, studentMember } = await chatRoom();
    for (const body of [
      { chatListId: chat.id, text: '' },
      { chatListId: chat.id, text: ' \n\t ' },
      { chatListId: chat.id, text: 'x'.repeat(4001) },
      { chatListId: chat.id },
      { text: 'Hello' },
    ]) {
      const response = await post('/api/v1/chat/send', body, studentMember.session);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().fields).toBeDefined();
    }
    const longest = await post(
      '/api/v1/chat/send',
      { chatListId: chat.id, text: 'y'.repeat(4000) },
      studentMember.session,
    );
    expect(longest.statusCode).toBe(200);
    expect(await messagesOf(chat.id)).toHaveLength(1);
  });

  it('is for members of the chat: 403 others in the course and outsiders, 404 unknown chats, 401 unsigned', async () => {
    const { chat, carl, studentOutsider } = await chatRoom();
    expect(
      (await post('/api/v1/chat/send', { chatListId: chat.id, text: 'hi' }, carl.session)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/send', { chatListId: chat.id, text: 'hi' }, studentOutsider.session))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/send', { chatListId: 'nope', text: 'hi' }, carl.session)).statusCode,
    ).toBe(404);
    expect((await post('/api/v1/chat/send', { chatListId: chat.id, text: 'hi' })).statusCode).toBe(401);
    expect(await messagesOf(chat.id)).toEqual([]);
  });
});

describe('GET /api/v1/chat/chatMgs/:courseId/:chatListId', () => {
  const url = (courseId: string, chatId: string, query = '') =>
    `/api/v1/chat/chatMgs/${courseId}/${chatId}${query}`;

  it('answers the newest page oldest first, and older pages from `before` without losing same-time messages', async () => {
    const { course, chat, studentMember, classmate } = await chatRoom();
    const base = Date.now() - 60_000;
    const sameTime = new Date(base + 2000);
    const texts = ['m0', 'm1', 'm2a', 'm2b', 'm2c', 'm3', 'm4'];
    const times = [base, base + 1000, sameTime, sameTime, sameTime, base + 3000, base + 4000];
    for (const [i, text] of texts.entries())
      await createChatMessage(t.app, chat, i % 2 ? classmate.user : studentMember.user, {
        text,
        sendTime: new Date(times[i]!),
      });

    const seen: string[] = [];
    let query = '?limit=3';
    for (;;) {
      const response = await get(url(course.id, chat.id, query), studentMember.session);
      expect(response.statusCode).toBe(200);
      const { data, hasMore } = response.json();
      expect(data.length).toBeLessThanOrEqual(3);
      seen.unshift(...data.map((m: { text: string }) => m.text));
      if (!hasMore) break;
      const oldest = data[0];
      query = `?limit=3&before=${encodeURIComponent(oldest.sendTime)}&beforeId=${oldest._id}`;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(texts));
    expect(seen.slice(0, 2)).toEqual(['m0', 'm1']);
    expect(seen.slice(-2)).toEqual(['m3', 'm4']);
  });

  it('shows deleted messages as tombstones without their text', async () => {
    const { course, chat, studentMember, classmate } = await chatRoom();
    await createChatMessage(t.app, chat, classmate.user, { text: 'a secret', deletedAt: new Date() });
    const [message] = (await get(url(course.id, chat.id), studentMember.session)).json().data;
    expect(message).toMatchObject({ text: '', deleted: true, sender: { _id: classmate.user.id } });
    expect(JSON.stringify(message)).not.toContain('a secret');
  });

  it('refuses a chat of another course (404), non-members (403), bad paging (400), unsigned (401)', async () => {
    const { course, chat, studentMember, carl, studentOutsider, teacherOwner } = await chatRoom();
    const otherCourse = await createCourse(t.app, teacherOwner.user);
    await addMember(t.app, otherCourse, studentMember.user);
    expect((await get(url(otherCourse.id, chat.id), studentMember.session)).statusCode).toBe(404);
    expect((await get(url(course.id, chat.id), carl.session)).statusCode).toBe(403);
    expect((await get(url(course.id, chat.id), studentOutsider.session)).statusCode).toBe(403);
    expect((await get(url(course.id, chat.id, '?limit=0'), studentMember.session)).statusCode).toBe(400);
    expect((await get(url(course.id, chat.id, '?before=yesterday'), studentMember.session)).statusCode).toBe(
      400,
    );
    expect((await get(url(course.id, chat.id))).statusCode).toBe(401);
  });
});

describe('POST /api/v1/chat/markRead', () => {
  it('clears the caller’s unread count', async () => {
    const { course, chat, studentMember, classmate } = await chatRoom();
    await t.app.db
      .update(chatGroupMembers)
      .set({ lastReadAt: new Date(Date.now() - 600_000) })
      .where(eq(chatGroupMembers.groupId, chat.id));
    await createChatMessage(t.app, chat, classmate.user, { sendTime: new Date(Date.now() - 300_000) });
    const unread = async () =>
      (
        await get(`/api/v1/chat/chatGroupList/${course.id}/${studentMember.user.id}`, studentMember.session)
      ).json().data[0].unread;
    expect(await unread()).toBe(1);
    expect(
      (await post('/api/v1/chat/markRead', { chatListId: chat.id }, studentMember.session)).statusCode,
    ).toBe(200);
    expect(await unread()).toBe(0);
  });

  it('refuses non-members (403) and malformed bodies (400)', async () => {
    const { chat, carl, studentMember } = await chatRoom();
    expect((await post('/api/v1/chat/markRead', { chatListId: chat.id }, carl.session)).statusCode).toBe(403);
    expect((await post('/api/v1/chat/markRead', { chatListId: '' }, studentMember.session)).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/v1/chat/edit', () => {
  it('changes one’s own message, marks it edited and tells the other members in the background', async () => {
    const { course, chat, studentMember, classmate, teacherOwner } = await chatRoom();
    const message = await createChatMessage(t.app, chat, studentMember.user, { text: 'Teh answer' });
    const response = await post(
      '/api/v1/chat/edit',
      { messageId: message.id, text: ' The answer ' },
      studentMember.session,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: message.id,
      text: 'The answer',
      editedAt: expect.any(String),
    });
    for (const other of [classmate, teacherOwner])
      expect(await noticesOf(other.user.id)).toMatchObject([
        { type: 'background', refType: 'chat_change', refId: chat.id, courseId: course.id },
      ]);
    expect(await noticesOf(studentMember.user.id)).toEqual([]);
  });

  it('refuses others’ messages (403, teachers too), deleted ones (409), bad text (400), unknown ids (404)', async () => {
    const { chat, studentMember, teacherOwner, studentOutsider } = await chatRoom();
    const message = await createChatMessage(t.app, chat, studentMember.user, { text: 'original' });
    const gone = await createChatMessage(t.app, chat, studentMember.user, {
      text: 'gone',
      deletedAt: new Date(),
    });
    expect(
      (await post('/api/v1/chat/edit', { messageId: message.id, text: 'x' }, teacherOwner.session))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/edit', { messageId: message.id, text: 'x' }, studentOutsider.session))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/edit', { messageId: gone.id, text: 'back' }, studentMember.session))
        .statusCode,
    ).toBe(409);
    expect(
      (await post('/api/v1/chat/edit', { messageId: message.id, text: '  ' }, studentMember.session))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/v1/chat/edit', { messageId: 'nope', text: 'x' }, studentMember.session)).statusCode,
    ).toBe(404);
    const [row] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row).toMatchObject({ text: 'original', editedAt: null });
  });
});

describe('POST /api/v1/chat/delete', () => {
  const historyOf = (id: string) =>
    t.app.db.select().from(deletedHistory).where(eq(deletedHistory.entityId, id));

  it('turns one’s own message into a tombstone, keeps the text in the deleted history, refreshes the others', async () => {
    const { course, chat, studentMember, classmate } = await chatRoom();
    const message = await createChatMessage(t.app, chat, studentMember.user, { text: 'Oops, wrong chat' });
    const response = await post('/api/v1/chat/delete', { messageId: message.id }, studentMember.session);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: message.id, text: '', deleted: true });
    const [history] = await historyOf(message.id);
    expect(history).toMatchObject({
      type: 'chatMessage',
      name: 'Oops, wrong chat',
      deletedBy: studentMember.user.id,
    });
    expect(history!.snapshot).toMatchObject({ text: 'Oops, wrong chat' });
    expect(await noticesOf(classmate.user.id)).toMatchObject([
      { type: 'background', refType: 'chat_delete', refId: chat.id, courseId: course.id },
    ]);
    const [listed] = (await get(`/api/v1/chat/chatMgs/${course.id}/${chat.id}`, classmate.session)).json()
      .data;
    expect(listed).toMatchObject({ _id: message.id, deleted: true, text: '' });
  });

  it('lets a teacher of the course in the chat delete a student’s message', async () => {
    const { chat, studentMember, teacherOwner } = await chatRoom();
    const message = await createChatMessage(t.app, chat, studentMember.user);
    expect(
      (await post('/api/v1/chat/delete', { messageId: message.id }, teacherOwner.session)).statusCode,
    ).toBe(200);
    expect((await historyOf(message.id))[0]?.deletedBy).toBe(teacherOwner.user.id);
  });

  it('refuses other students (403), outsiders (403), a second delete (409), unknown (404), malformed (400)', async () => {
    const { chat, studentMember, classmate, studentOutsider } = await chatRoom();
    const message = await createChatMessage(t.app, chat, studentMember.user);
    expect((await post('/api/v1/chat/delete', { messageId: message.id }, classmate.session)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/api/v1/chat/delete', { messageId: message.id }, studentOutsider.session)).statusCode,
    ).toBe(403);
    expect((await post('/api/v1/chat/delete', { messageId: 'nope' }, studentMember.session)).statusCode).toBe(
      404,
    );
    expect((await post('/api/v1/chat/delete', { id: message.id }, studentMember.session)).statusCode).toBe(
      400,
    );
    const [row] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row!.deletedAt).toBeNull();
    expect(await historyOf(message.id)).toEqual([]);
    expect(
      (await post('/api/v1/chat/delete', { messageId: message.id }, studentMember.session)).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/chat/delete', { messageId: message.id }, studentMember.session)).statusCode,
    ).toBe(409);
    expect(
      await t.app.db
        .select()
        .from(deletedHistory)
        .where(and(eq(deletedHistory.entityId, message.id), eq(deletedHistory.type, 'chatMessage'))),
    ).toHaveLength(1);
  });
});
