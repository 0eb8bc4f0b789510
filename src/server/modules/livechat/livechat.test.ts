import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type LiveChatEvent, liveChatMessageSchema } from '../../../core/schemas/chat';
import { deletedHistory, liveChatMessages } from '../../db/schema';
import { courseCast } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import type { SignedIn } from '../../test/factories';
import { nextEvent, publish } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';
import { requireLectureAccess } from './access';

/**
 * The lecture chat's routes and the room policy of lecture:<id>. Its flood limit (issue 32) is the chat's: it is
 * tested over both send routes in chat/sendLimit.test.ts.
 */
const t = socketTestApp();

const { get, post } = t;

/** A course with its cast and a lecture running now. */
async function lectureHall() {
  const cast = await courseCast(t.app);
  return { ...cast, lecture: await createItem(t.app, cast.course, { kind: 'lecture' }) };
}

const messagesOf = (lectureId: string) =>
  t.app.db.select().from(liveChatMessages).where(eq(liveChatMessages.lectureId, lectureId));
const send = (lectureId: string, text: string, s?: SignedIn) =>
  post('/api/v1/livechat/send', { lectureId, text }, s);

describe('POST /api/v1/livechat/send and GET /api/v1/livechat/getLiveChat/:id', () => {
  it('lets members write and read the lecture chat, oldest first, live to the lecture room', async () => {
    const { lecture, teacherOwner, studentMember } = await lectureHall();
    const socket = await t.connect(teacherOwner.session.accessToken);
    expect(
      await publish(socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true }),
    ).toMatchObject({
      code: 0,
    });
    const live = nextEvent<LiveChatEvent>(socket, 'livechat');
    const sent = await send(lecture.id, '  Can you repeat slide 3?  ', studentMember.session);
    expect(sent.statusCode).toBe(200);
    const message = liveChatMessageSchema.strict().parse(sent.json().data);
    expect(message).toMatchObject({ lectureId: lecture.id, text: 'Can you repeat slide 3?', deleted: false });
    expect(await live).toEqual({ action: 'created', lectureId: lecture.id, message });

    await send(lecture.id, 'Sure.', teacherOwner.session);
    const listed = await get(`/api/v1/livechat/getLiveChat/${lecture.id}`, studentMember.session);
    expect(listed.json()).toMatchObject({ code: 0, hasMore: false });
    expect(listed.json().data.map((m: { text: string }) => m.text)).toEqual([
      'Can you repeat slide 3?',
      'Sure.',
    ]);
    const paged = await get(`/api/v1/livechat/getLiveChat/${lecture.id}?limit=1`, studentMember.session);
    expect(paged.json()).toMatchObject({ hasMore: true, data: [{ text: 'Sure.' }] });
  });

  it('refuses bad text and paging (400), outsiders (403), unknown and non-lecture ids (404), unsigned (401)', async () => {
    const { course, lecture, studentMember, studentOutsider } = await lectureHall();
    const test = await createItem(t.app, course, { kind: 'test' });
    expect((await send(lecture.id, '   ', studentMember.session)).statusCode).toBe(400);
    expect((await send(lecture.id, 'x'.repeat(4001), studentMember.session)).statusCode).toBe(400);
    expect((await post('/api/v1/livechat/send', { text: 'hi' }, studentMember.session)).statusCode).toBe(400);
    expect((await send(lecture.id, 'hi', studentOutsider.session)).statusCode).toBe(403);
    expect((await send(test.id, 'hi', studentMember.session)).statusCode).toBe(404);
    expect((await send('no-such-lecture', 'hi', studentMember.session)).statusCode).toBe(404);
    expect((await send(lecture.id, 'hi')).statusCode).toBe(401);
    expect(await messagesOf(lecture.id)).toEqual([]);
    expect(
      (await get(`/api/v1/livechat/getLiveChat/${lecture.id}`, studentOutsider.session)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/v1/livechat/getLiveChat/${lecture.id}?limit=500`, studentMember.session)).statusCode,
    ).toBe(400);
    expect((await get(`/api/v1/livechat/getLiveChat/${test.id}`, studentMember.session)).statusCode).toBe(
      404,
    );
  });

  it('hides the chat of an unpublished lecture from students (404) but not from its teachers', async () => {
    const { course, teacherOwner, studentMember } = await lectureHall();
    const hidden = await createItem(t.app, course, { kind: 'lecture', active: false });
    expect((await get(`/api/v1/livechat/getLiveChat/${hidden.id}`, studentMember.session)).statusCode).toBe(
      404,
    );
    expect((await send(hidden.id, 'early', studentMember.session)).statusCode).toBe(404);
    expect((await get(`/api/v1/livechat/getLiveChat/${hidden.id}`, teacherOwner.session)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/v1/livechat/delete', () => {
  it('deletes one’s own message as a tombstone, kept in the deleted history, and tells the room', async () => {
    const { lecture, studentMember, classmate } = await lectureHall();
    const socket = await t.connect(classmate.session.accessToken);
    await publish(socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true });
    const created = nextEvent<LiveChatEvent>(socket, 'livechat');
    const message = (await send(lecture.id, 'typo', studentMember.session)).json().data;
    await created;
    const deletedEvent = nextEvent<LiveChatEvent>(socket, 'livechat');
    const response = await post('/api/v1/livechat/delete', { messageId: message._id }, studentMember.session);
    expect(response.json().data).toMatchObject({ _id: message._id, text: '', deleted: true });
    expect(await deletedEvent).toMatchObject({ action: 'deleted', message: { _id: message._id, text: '' } });
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, message._id));
    expect(history).toMatchObject({
      type: 'liveChatMessage',
      name: 'typo',
      deletedBy: studentMember.user.id,
    });
    const listed = (await get(`/api/v1/livechat/getLiveChat/${lecture.id}`, classmate.session)).json().data;
    expect(listed).toMatchObject([{ _id: message._id, deleted: true, text: '' }]);
  });

  it('lets a teacher of the course delete a student’s message', async () => {
    const { lecture, teacherOwner, studentMember } = await lectureHall();
    const message = (await send(lecture.id, 'spam', studentMember.session)).json().data;
    expect(
      (await post('/api/v1/livechat/delete', { messageId: message._id }, teacherOwner.session)).statusCode,
    ).toBe(200);
  });

  it('refuses other students and outsiders (403), a second delete (409), unknown (404), malformed (400)', async () => {
    const { lecture, studentMember, classmate, studentOutsider } = await lectureHall();
    const message = (await send(lecture.id, 'mine', studentMember.session)).json().data;
    expect(
      (await post('/api/v1/livechat/delete', { messageId: message._id }, classmate.session)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/livechat/delete', { messageId: message._id }, studentOutsider.session)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/v1/livechat/delete', { messageId: 'nope' }, studentMember.session)).statusCode,
    ).toBe(404);
    expect((await post('/api/v1/livechat/delete', {}, studentMember.session)).statusCode).toBe(400);
    expect((await messagesOf(lecture.id))[0]!.deletedAt).toBeNull();
    expect(
      (await post('/api/v1/livechat/delete', { messageId: message._id }, studentMember.session)).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/livechat/delete', { messageId: message._id }, studentMember.session)).statusCode,
    ).toBe(409);
  });
});

/** The lecture relation, which decides the live chat calls and the room policy of lecture:<id> alike. */
const canJoinLecture = (db: typeof t.app.db, lectureId: string, userId: string) =>
  requireLectureAccess(db, lectureId, userId, t.app.ctx.clock.now()).then(
    () => true,
    () => false,
  );

describe('the lecture relation (the room policy of lecture:<id>)', () => {
  it('admits members of the lecture’s course, and students only to a lecture they can see', async () => {
    const { course, lecture, teacherOwner, studentMember, studentOutsider } = await lectureHall();
    const hidden = await createItem(t.app, course, { kind: 'lecture', active: false });
    const test = await createItem(t.app, course, { kind: 'test' });
    expect(await canJoinLecture(t.app.db, lecture.id, studentMember.user.id)).toBe(true);
    expect(await canJoinLecture(t.app.db, lecture.id, teacherOwner.user.id)).toBe(true);
    expect(await canJoinLecture(t.app.db, lecture.id, studentOutsider.user.id)).toBe(false);
    expect(await canJoinLecture(t.app.db, hidden.id, studentMember.user.id)).toBe(false);
    expect(await canJoinLecture(t.app.db, hidden.id, teacherOwner.user.id)).toBe(true);
    expect(await canJoinLecture(t.app.db, test.id, teacherOwner.user.id)).toBe(false);
  });
});
