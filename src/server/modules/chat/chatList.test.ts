import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatListEntrySchema } from '../../../core/schemas/chat';
import { chatGroupMembers, chatGroups } from '../../db/schema';
import { courseCast, type Person } from '../../test/cast';
import { createChat, createChatMessage } from '../../test/chatFactories';
import { addMember, createCourse } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const { get } = t;

describe('GET /api/v1/chat/chatGroupList/:courseId/:userId', () => {
  const list = (courseId: string, p: Person) =>
    get(`/api/v1/chat/chatGroupList/${courseId}/${p.user.id}`, p.session);

  it('lists one’s chats of the course, latest activity first, with the last message and unread counts', async () => {
    const { course, teacherOwner, studentMember, classmate } = await courseCast(t.app);
    const otherCourse = await createCourse(t.app, teacherOwner.user);
    await addMember(t.app, otherCourse, studentMember.user);
    await createChat(t.app, otherCourse, [studentMember.user, teacherOwner.user], { name: 'Elsewhere' });
    await createChat(t.app, course, [teacherOwner.user, classmate.user], { name: 'Without Ann' });
    const quiet = await createChat(t.app, course, [studentMember.user, teacherOwner.user], { name: 'Quiet' });
    const personal = await createChat(t.app, course, [studentMember.user, classmate.user], {
      kind: 'personal',
      name: '',
    });
    const minuteAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await t.app.db
      .update(chatGroups)
      .set({ createdAt: minuteAgo(60) })
      .where(eq(chatGroups.id, quiet.id));
    await t.app.db
      .update(chatGroupMembers)
      .set({ lastReadAt: minuteAgo(10) })
      .where(eq(chatGroupMembers.groupId, personal.id));
    await createChatMessage(t.app, personal, classmate.user, { text: 'old, read', sendTime: minuteAgo(20) });
    await createChatMessage(t.app, personal, classmate.user, { text: 'new one', sendTime: minuteAgo(5) });
    await createChatMessage(t.app, personal, classmate.user, {
      text: 'gone',
      sendTime: minuteAgo(4),
      deletedAt: new Date(),
    });
    await createChatMessage(t.app, personal, studentMember.user, { text: 'my own', sendTime: minuteAgo(3) });
    await createChatMessage(t.app, personal, classmate.user, {
      text: `  last\n${'x'.repeat(200)}`,
      sendTime: minuteAgo(2),
    });

    const response = await list(course.id, studentMember);
    expect(response.statusCode).toBe(200);
    const entries = response.json().data.map((e: unknown) => chatListEntrySchema.strict().parse(e));
    expect(entries.map((e: { name: string }) => e.name)).toEqual(['Bob Baker', 'Quiet']);
    const [withBob, quietEntry] = entries;
    expect(withBob).toMatchObject({
      _id: personal.id,
      kind: 'personal',
      otherUser: { _id: classmate.user.id },
      memberCount: 2,
      unread: 2,
      lastMessage: { senderId: classmate.user.id, senderName: 'Bob Baker', deleted: false },
    });
    expect(withBob.lastMessage.text).toHaveLength(120);
    expect(withBob.lastMessage.text.startsWith('last x')).toBe(true);
    expect(quietEntry).toMatchObject({ _id: quiet.id, unread: 0, lastMessage: null, otherUser: null });

    const read = await get(`/api/v1/chat/chatMgs/${course.id}/${personal.id}`, studentMember.session);
    expect(read.statusCode).toBe(200);
    expect((await list(course.id, studentMember)).json().data[0].unread).toBe(0);
  });

  it('answers an empty list to a member without chats', async () => {
    const { course, classmate } = await courseCast(t.app);
    expect((await list(course.id, classmate)).json()).toMatchObject({ code: 0, data: [] });
  });

  it('is one’s own list only (admins too), for members of the course', async () => {
    const { course, studentMember, classmate, studentOutsider, admin } = await courseCast(t.app);
    expect(
      (await get(`/api/v1/chat/chatGroupList/${course.id}/${studentMember.user.id}`, classmate.session))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/v1/chat/chatGroupList/${course.id}/${studentMember.user.id}`, admin.session))
        .statusCode,
    ).toBe(403);
    expect((await list(course.id, studentOutsider)).statusCode).toBe(403);
    expect((await list('no-such-course', studentMember)).statusCode).toBe(404);
    expect((await get(`/api/v1/chat/chatGroupList/${course.id}/${studentMember.user.id}`)).statusCode).toBe(
      401,
    );
  });
});
