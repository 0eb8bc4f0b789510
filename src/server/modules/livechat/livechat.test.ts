import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LiveChatEvent, liveChatMessageSchema } from '../../../core/schemas/chat';
import { deletedHistory, liveChatMessages } from '../../db/schema';
import { person } from '../../test/chatFactories';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import type { SignedIn } from '../../test/factories';
import { connect, listenForSockets, nextEvent, publish } from '../../test/realtimeClient';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { canJoinLecture } from './access';

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

const get = (path: string, s?: SignedIn) => t.app.inject({ method: 'GET', url: path, headers: s?.headers });
const post = (path: string, payload: object, s?: SignedIn) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: s?.headers });

async function lectureHall() {
  const teacher = await person(t.app, { role: 'teacher' });
  const course = await createCourse(t.app, teacher.user);
  const ann = await person(t.app, { fullName: 'Ann Able' });
  const bob = await person(t.app);
  await addMember(t.app, course, ann.user);
  await addMember(t.app, course, bob.user);
  const outsider = await person(t.app);
  const lecture = await createItem(t.app, course, { kind: 'lecture' });
  return { course, lecture, teacher, ann, bob, outsider };
}

const messagesOf = (lectureId: string) =>
  t.app.db.select().from(liveChatMessages).where(eq(liveChatMessages.lectureId, lectureId));
const send = (lectureId: string, text: string, s?: SignedIn) =>
  post('/api/v1/livechat/send', { lectureId, text }, s);

describe('POST /api/v1/livechat/send and GET /api/v1/livechat/getLiveChat/:id', () => {
  it('lets members write and read the lecture chat, oldest first, live to the lecture room', async () => {
    const { lecture, teacher, ann } = await lectureHall();
    const socket = await connect(url, teacher.session.accessToken);
    open.push(socket);
    expect(
      await publish(socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true }),
    ).toMatchObject({
      code: 0,
    });
    const live = nextEvent<LiveChatEvent>(socket, 'livechat');
    const sent = await send(lecture.id, '  Can you repeat slide 3?  ', ann.session);
    expect(sent.statusCode).toBe(200);
    const message = liveChatMessageSchema.strict().parse(sent.json().data);
    expect(message).toMatchObject({ lectureId: lecture.id, text: 'Can you repeat slide 3?', deleted: false });
    expect(await live).toEqual({ action: 'created', lectureId: lecture.id, message });

    await send(lecture.id, 'Sure.', teacher.session);
    const listed = await get(`/api/v1/livechat/getLiveChat/${lecture.id}`, ann.session);
    expect(listed.json()).toMatchObject({ code: 0, hasMore: false });
    expect(listed.json().data.map((m: { text: string }) => m.text)).toEqual([
      'Can you repeat slide 3?',
      'Sure.',
    ]);
    const paged = await get(`/api/v1/livechat/getLiveChat/${lecture.id}?limit=1`, ann.session);
    expect(paged.json()).toMatchObject({ hasMore: true, data: [{ text: 'Sure.' }] });
  });

  it('refuses bad text and paging (400), outsiders (403), unknown and non-lecture ids (404), unsigned (401)', async () => {
    const { course, lecture, ann, outsider } = await lectureHall();
    const test = await createItem(t.app, course, { kind: 'test' });
    expect((await send(lecture.id, '   ', ann.session)).statusCode).toBe(400);
    expect((await send(lecture.id, 'x'.repeat(4001), ann.session)).statusCode).toBe(400);
    expect((await post('/api/v1/livechat/send', { text: 'hi' }, ann.session)).statusCode).toBe(400);
    expect((await send(lecture.id, 'hi', outsider.session)).statusCode).toBe(403);
    expect((await send(test.id, 'hi', ann.session)).statusCode).toBe(404);
    expect((await send('no-such-lecture', 'hi', ann.session)).statusCode).toBe(404);
    expect((await send(lecture.id, 'hi')).statusCode).toBe(401);
    expect(await messagesOf(lecture.id)).toEqual([]);
    expect((await get(`/api/v1/livechat/getLiveChat/${lecture.id}`, outsider.session)).statusCode).toBe(403);
    expect((await get(`/api/v1/livechat/getLiveChat/${lecture.id}?limit=500`, ann.session)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/v1/livechat/getLiveChat/${test.id}`, ann.session)).statusCode).toBe(404);
  });

  it('hides the chat of an unpublished lecture from students (404) but not from its teachers', async () => {
    const { course, teacher, ann } = await lectureHall();
    const hidden = await createItem(t.app, course, { kind: 'lecture', active: false });
    expect((await get(`/api/v1/livechat/getLiveChat/${hidden.id}`, ann.session)).statusCode).toBe(404);
    expect((await send(hidden.id, 'early', ann.session)).statusCode).toBe(404);
    expect((await get(`/api/v1/livechat/getLiveChat/${hidden.id}`, teacher.session)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/livechat/delete', () => {
  it('deletes one’s own message as a tombstone, kept in the deleted history, and tells the room', async () => {
    const { lecture, ann, bob } = await lectureHall();
    const socket = await connect(url, bob.session.accessToken);
    open.push(socket);
    await publish(socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true });
    const created = nextEvent<LiveChatEvent>(socket, 'livechat');
    const message = (await send(lecture.id, 'typo', ann.session)).json().data;
    await created;
    const deletedEvent = nextEvent<LiveChatEvent>(socket, 'livechat');
    const response = await post('/api/v1/livechat/delete', { messageId: message._id }, ann.session);
    expect(response.json().data).toMatchObject({ _id: message._id, text: '', deleted: true });
    expect(await deletedEvent).toMatchObject({ action: 'deleted', message: { _id: message._id, text: '' } });
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, message._id));
    expect(history).toMatchObject({ type: 'liveChatMessage', name: 'typo', deletedBy: ann.user.id });
    const listed = (await get(`/api/v1/livechat/getLiveChat/${lecture.id}`, bob.session)).json().data;
    expect(listed).toMatchObject([{ _id: message._id, deleted: true, text: '' }]);
  });

  it('lets a teacher of the course delete a student’s message', async () => {
    const { lecture, teacher, ann } = await lectureHall();
    const message = (await send(lecture.id, 'spam', ann.session)).json().data;
    expect(
      (await post('/api/v1/livechat/delete', { messageId: message._id }, teacher.session)).statusCode,
    ).toBe(200);
  });

  it('refuses other students and outsiders (403), a second delete (409), unknown (404), malformed (400)', async () => {
    const { lecture, ann, bob, outsider } = await lectureHall();
    const message = (await send(lecture.id, 'mine', ann.session)).json().data;
    expect((await post('/api/v1/livechat/delete', { messageId: message._id }, bob.session)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/api/v1/livechat/delete', { messageId: message._id }, outsider.session)).statusCode,
    ).toBe(403);
    expect((await post('/api/v1/livechat/delete', { messageId: 'nope' }, ann.session)).statusCode).toBe(404);
    expect((await post('/api/v1/livechat/delete', {}, ann.session)).statusCode).toBe(400);
    expect((await messagesOf(lecture.id))[0]!.deletedAt).toBeNull();
    expect((await post('/api/v1/livechat/delete', { messageId: message._id }, ann.session)).statusCode).toBe(
      200,
    );
    expect((await post('/api/v1/livechat/delete', { messageId: message._id }, ann.session)).statusCode).toBe(
      409,
    );
  });
});

describe('canJoinLecture (the room policy of lecture:<id>)', () => {
  it('admits members of the lecture’s course, and students only to a lecture they can see', async () => {
    const { course, lecture, teacher, ann, outsider } = await lectureHall();
    const hidden = await createItem(t.app, course, { kind: 'lecture', active: false });
    const test = await createItem(t.app, course, { kind: 'test' });
    expect(await canJoinLecture(t.app.db, lecture.id, ann.user.id)).toBe(true);
    expect(await canJoinLecture(t.app.db, lecture.id, teacher.user.id)).toBe(true);
    expect(await canJoinLecture(t.app.db, lecture.id, outsider.user.id)).toBe(false);
    expect(await canJoinLecture(t.app.db, hidden.id, ann.user.id)).toBe(false);
    expect(await canJoinLecture(t.app.db, hidden.id, teacher.user.id)).toBe(true);
    expect(await canJoinLecture(t.app.db, test.id, teacher.user.id)).toBe(false);
  });
});
