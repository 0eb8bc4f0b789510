import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatGroupSchema } from '../../../core/schemas/chat';
import { chatGroupMembers, chatGroups, courseMembers, deletedHistory } from '../../db/schema';
import { courseCast } from '../../test/cast';
import { createChat, createChatMessage } from '../../test/chatFactories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();

const { get, post } = t;

async function groupRows(courseId: string) {
  return t.app.db.select().from(chatGroups).where(eq(chatGroups.courseId, courseId));
}

describe('POST /api/v1/chat/createGroup', () => {
  it('lets a member start a group with other members; the creator is in it, ids are taken once', async () => {
    const { course, teacherOwner, studentMember, classmate } = await courseCast(t.app);
    const response = await post(
      '/api/v1/chat/createGroup',
      {
        courseId: course.id,
        name: '  Project team  ',
        memberIds: [classmate.user.id, teacherOwner.user.id, classmate.user.id, studentMember.user.id],
      },
      studentMember.session,
    );
    expect(response.statusCode).toBe(200);
    const group = chatGroupSchema.strict().parse(response.json().data);
    expect(group).toMatchObject({
      courseId: course.id,
      kind: 'group',
      name: 'Project team',
      createdBy: studentMember.user.id,
    });
    expect(group.members.map((m) => m.fullName)).toEqual(['Ann Able', 'Bob Baker', 'Tess Teacher']);
    expect(group.members.find((m) => m._id === teacherOwner.user.id)?.courseRole).toBe('owner');
  });

  it('refuses invalid input with 400 naming the fields, creating nothing', async () => {
    const { course, studentMember, classmate } = await courseCast(t.app);
    const response = await post(
      '/api/v1/chat/createGroup',
      { courseId: course.id, name: ' ', memberIds: [] },
      studentMember.session,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['memberIds', 'name']);
    const onlySelf = await post(
      '/api/v1/chat/createGroup',
      { courseId: course.id, name: 'Me', memberIds: [studentMember.user.id] },
      studentMember.session,
    );
    expect(onlySelf.statusCode).toBe(400);
    expect(onlySelf.json().fields.memberIds).toBe('Pick at least one other member.');
    const tooLong = await post(
      '/api/v1/chat/createGroup',
      { courseId: course.id, name: 'x'.repeat(101), memberIds: [classmate.user.id] },
      studentMember.session,
    );
    expect(tooLong.json().fields.name).toMatch(/at most 100/);
    expect(await groupRows(course.id)).toEqual([]);
  });

  it('refuses members from outside the course', async () => {
    const { course, studentMember, classmate, studentOutsider } = await courseCast(t.app);
    const response = await post(
      '/api/v1/chat/createGroup',
      { courseId: course.id, name: 'Mixed', memberIds: [classmate.user.id, studentOutsider.user.id] },
      studentMember.session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.memberIds).toMatch(/member of this course/);
    expect(await groupRows(course.id)).toEqual([]);
  });

  it('is for members of the course: 403 outside, 404 unknown course, 401 unsigned', async () => {
    const { course, classmate, studentOutsider } = await courseCast(t.app);
    const body = { courseId: course.id, name: 'Sneaky', memberIds: [classmate.user.id] };
    expect((await post('/api/v1/chat/createGroup', body, studentOutsider.session)).statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/v1/chat/createGroup',
          { ...body, courseId: 'no-such-course' },
          studentOutsider.session,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post('/api/v1/chat/createGroup', body)).statusCode).toBe(401);
    expect(await groupRows(course.id)).toEqual([]);
  });

  it('keeps students of a draft course out (they do not see the course yet)', async () => {
    const { course, studentMember, classmate, teacherOwner } = await courseCast(t.app, { status: 'draft' });
    const body = { courseId: course.id, name: 'Early', memberIds: [classmate.user.id] };
    expect((await post('/api/v1/chat/createGroup', body, studentMember.session)).statusCode).toBe(403);
    const byTeacher = await post('/api/v1/chat/createGroup', body, teacherOwner.session);
    expect(byTeacher.statusCode).toBe(400);
    expect(await groupRows(course.id)).toEqual([]);
  });
});

describe('POST /api/v1/chat/createPersonal', () => {
  it('makes one chat per pair, whichever side asks, and names it after the other person', async () => {
    const { course, studentMember, classmate } = await courseCast(t.app);
    const first = await post(
      '/api/v1/chat/createPersonal',
      { courseId: course.id, userId: classmate.user.id },
      studentMember.session,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ created: true, data: { kind: 'personal', name: 'Bob Baker' } });
    const again = await post(
      '/api/v1/chat/createPersonal',
      { courseId: course.id, userId: studentMember.user.id },
      classmate.session,
    );
    expect(again.json()).toMatchObject({
      created: false,
      msg: 'You already have a chat with this person.',
      data: { _id: first.json().data._id, name: 'Ann Able' },
    });
    expect(await groupRows(course.id)).toHaveLength(1);
  });

  it('makes only one chat when both ask at the same moment', async () => {
    const { course, studentMember, classmate } = await courseCast(t.app);
    const answers = await Promise.all([
      post(
        '/api/v1/chat/createPersonal',
        { courseId: course.id, userId: classmate.user.id },
        studentMember.session,
      ),
      post(
        '/api/v1/chat/createPersonal',
        { courseId: course.id, userId: studentMember.user.id },
        classmate.session,
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(await groupRows(course.id)).toHaveLength(1);
  });

  it('refuses oneself, people outside the course and malformed bodies with 400', async () => {
    const { course, studentMember, studentOutsider } = await courseCast(t.app);
    const self = await post(
      '/api/v1/chat/createPersonal',
      { courseId: course.id, userId: studentMember.user.id },
      studentMember.session,
    );
    expect(self.statusCode).toBe(400);
    const stranger = await post(
      '/api/v1/chat/createPersonal',
      { courseId: course.id, userId: studentOutsider.user.id },
      studentMember.session,
    );
    expect(stranger.json()).toMatchObject({ code: 400, fields: { userId: expect.any(String) } });
    expect(
      (await post('/api/v1/chat/createPersonal', { courseId: course.id }, studentMember.session)).statusCode,
    ).toBe(400);
    expect(await groupRows(course.id)).toEqual([]);
  });

  it('is refused to callers outside the course (403)', async () => {
    const { course, studentMember, studentOutsider } = await courseCast(t.app);
    const response = await post(
      '/api/v1/chat/createPersonal',
      { courseId: course.id, userId: studentMember.user.id },
      studentOutsider.session,
    );
    expect(response.statusCode).toBe(403);
    expect(await groupRows(course.id)).toEqual([]);
  });
});

describe('GET /api/v1/chat/currentChatGroup/:chatListId', () => {
  it('shows a chat with its members to its members', async () => {
    const { course, teacherOwner, studentMember, classmate } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user, classmate.user, teacherOwner.user], {
      name: 'Lab partners',
    });
    const response = await get(`/api/v1/chat/currentChatGroup/${chat.id}`, classmate.session);
    expect(response.statusCode).toBe(200);
    const group = chatGroupSchema.strict().parse(response.json().data);
    expect(group.name).toBe('Lab partners');
    expect(group.members.map((m) => [m.fullName, m.courseRole])).toEqual([
      ['Ann Able', 'student'],
      ['Bob Baker', 'student'],
      ['Tess Teacher', 'owner'],
    ]);
  });

  it('is refused to others in the course and outside it (403), to unknown ids (404), and unsigned (401)', async () => {
    const { course, teacherOwner, studentMember, classmate, studentOutsider } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user, classmate.user]);
    expect((await get(`/api/v1/chat/currentChatGroup/${chat.id}`, teacherOwner.session)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/v1/chat/currentChatGroup/${chat.id}`, studentOutsider.session)).statusCode).toBe(
      403,
    );
    expect((await get('/api/v1/chat/currentChatGroup/no-such-chat', studentMember.session)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/v1/chat/currentChatGroup/${'x'.repeat(65)}`, studentMember.session)).statusCode,
    ).toBe(400);
    expect((await get(`/api/v1/chat/currentChatGroup/${chat.id}`)).statusCode).toBe(401);
  });

  it('shuts out a chat member who has left the course', async () => {
    const { course, studentMember, classmate } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user, classmate.user]);
    await t.app.db
      .delete(courseMembers)
      .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.userId, classmate.user.id)));
    expect((await get(`/api/v1/chat/currentChatGroup/${chat.id}`, classmate.session)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/chat/leaveGroup', () => {
  it('takes the caller out of a group, who then cannot read it; the others stay', async () => {
    const { course, studentMember, classmate, teacherOwner } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user, classmate.user, teacherOwner.user]);
    const response = await post('/api/v1/chat/leaveGroup', { chatListId: chat.id }, classmate.session);
    expect(response.json()).toMatchObject({ code: 0, msg: 'You left the group.' });
    expect((await get(`/api/v1/chat/currentChatGroup/${chat.id}`, classmate.session)).statusCode).toBe(403);
    const group = (await get(`/api/v1/chat/currentChatGroup/${chat.id}`, studentMember.session)).json().data;
    expect(group.members.map((m: { _id: string }) => m._id).sort()).toEqual(
      [studentMember.user.id, teacherOwner.user.id].sort(),
    );
  });

  it('removes a group when its last member leaves, keeping it in the deleted history', async () => {
    const { course, studentMember } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user], { name: 'Solo' });
    expect(
      (await post('/api/v1/chat/leaveGroup', { chatListId: chat.id }, studentMember.session)).statusCode,
    ).toBe(200);
    const [row] = await t.app.db.select().from(chatGroups).where(eq(chatGroups.id, chat.id));
    expect(row!.removedAt).not.toBeNull();
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, chat.id));
    expect(history).toMatchObject({ type: 'chatGroup', name: 'Solo', deletedBy: studentMember.user.id });
  });

  it('refuses personal chats (422), non-members (403), unknown ids (404) and malformed bodies (400)', async () => {
    const { course, studentMember, classmate, teacherOwner, studentOutsider } = await courseCast(t.app);
    const personal = await createChat(t.app, course, [studentMember.user, classmate.user], {
      kind: 'personal',
      name: '',
    });
    const group = await createChat(t.app, course, [studentMember.user, classmate.user]);
    expect(
      (await post('/api/v1/chat/leaveGroup', { chatListId: personal.id }, studentMember.session)).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/v1/chat/leaveGroup', { chatListId: group.id }, teacherOwner.session)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/leaveGroup', { chatListId: group.id }, studentOutsider.session)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/leaveGroup', { chatListId: 'nope' }, studentMember.session)).statusCode,
    ).toBe(404);
    expect((await post('/api/v1/chat/leaveGroup', {}, studentMember.session)).statusCode).toBe(400);
    const members = await t.app.db
      .select()
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.groupId, personal.id));
    expect(members).toHaveLength(2);
  });
});

describe('POST /api/v1/chat/removeGroup', () => {
  const removedAt = async (id: string) =>
    (await t.app.db.select().from(chatGroups).where(eq(chatGroups.id, id)))[0]!.removedAt;

  it('lets the member who started a chat remove it: gone for everyone, kept in the deleted history', async () => {
    const { course, studentMember, classmate } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user, classmate.user], { name: 'Temporary' });
    await createChatMessage(t.app, chat, classmate.user);
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: chat.id }, studentMember.session)).statusCode,
    ).toBe(200);
    expect(await removedAt(chat.id)).not.toBeNull();
    expect((await get(`/api/v1/chat/currentChatGroup/${chat.id}`, classmate.session)).statusCode).toBe(404);
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, chat.id));
    expect(history).toMatchObject({ type: 'chatGroup', name: 'Temporary', deletedBy: studentMember.user.id });
    expect(history!.snapshot).toMatchObject({
      messageCount: 1,
      memberIds: expect.arrayContaining([classmate.user.id]),
    });
  });

  it('lets a teacher of the course who is in the chat remove it', async () => {
    const { course, studentMember, teacherOwner } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user, teacherOwner.user]);
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: chat.id }, teacherOwner.session)).statusCode,
    ).toBe(200);
    expect(await removedAt(chat.id)).not.toBeNull();
  });

  it('refuses other members and outsiders (403), unknown ids (404) and malformed bodies (400)', async () => {
    const { course, studentMember, classmate, studentOutsider } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user, classmate.user]);
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: chat.id }, classmate.session)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: chat.id }, studentOutsider.session)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: 'nope' }, studentMember.session)).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/v1/chat/removeGroup', { chatListId: 5 }, studentMember.session)).statusCode,
    ).toBe(400);
    expect(await removedAt(chat.id)).toBeNull();
  });
});
