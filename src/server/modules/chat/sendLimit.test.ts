import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_SEND_WINDOW_SECONDS, CHAT_SENDS_PER_WINDOW } from '../../../core/constants';
import { CHAT_TEXT_MAX } from '../../../core/schemas/chat';
import type { PublishPayload } from '../../../core/schemas/realtime';
import { chatMessages, liveChatMessages } from '../../db/schema';
import { type Cast, courseCast } from '../../test/cast';
import { createChat } from '../../test/chatFactories';
import { createItem } from '../../test/courseFactories';
import type { SignedIn } from '../../test/factories';
import { caughtUp, collect, publish } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';
import { sendingTooFast } from './sendLimit';

/**
 * Issue 32: the flood limit of a send route, per person and per room (sendLimit.ts), the same for both routes that
 * use it: POST /api/v1/chat/send (per chat) and POST /api/v1/livechat/send (per lecture). Each test runs on both.
 */
const t = socketTestApp();

const { get, post } = t;

/** The reply of a send over the limit, with the seconds to wait, as the web app shows it. */
const TOO_FAST = /^You are sending messages too fast\. Wait (\d+) seconds?, then send again\.$/;

/** A room a send route writes to, with what a test needs to reach it. */
interface Room {
  /** What the room is called in the tests' words. */
  kind: string;
  route: string;
  /** A course with its cast and two rooms in it, both open to the owner and both students (Ann Able, Bob Baker). */
  twoRooms(): Promise<Cast & { room: string; otherRoom: string }>;
  /** The body of a send to `room`, without its text. */
  to(room: string): Record<string, string>;
  /** The stored messages of `room`. */
  messagesOf(room: string): Promise<Array<{ id: string; text: string }>>;
  /** Where a member reads the room's messages, 200 at the most. */
  history(courseId: string, room: string): string;
  /** The realtime subscription to the room, and the event it hears a message by. */
  subscription(room: string): PublishPayload;
  event: string;
}

const ROOMS: Room[] = [
  {
    kind: 'chat',
    route: '/api/v1/chat/send',
    async twoRooms() {
      const cast = await courseCast(t.app);
      const members = [cast.studentMember.user, cast.classmate.user, cast.teacherOwner.user];
      const chat = await createChat(t.app, cast.course, members, { name: 'Team' });
      const otherChat = await createChat(t.app, cast.course, members, { name: 'Revision' });
      return { ...cast, room: chat.id, otherRoom: otherChat.id };
    },
    to: (chatListId) => ({ chatListId }),
    messagesOf: (chatId) => t.app.db.select().from(chatMessages).where(eq(chatMessages.groupId, chatId)),
    history: (courseId, chatId) => `/api/v1/chat/chatMgs/${courseId}/${chatId}?limit=200`,
    subscription: (chatListId) => ({ name: 'chat', options: { chatListId }, join: true }),
    event: 'chat',
  },
  {
    kind: 'lecture',
    route: '/api/v1/livechat/send',
    async twoRooms() {
      const cast = await courseCast(t.app);
      const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
      const otherLecture = await createItem(t.app, cast.course, { kind: 'lecture' });
      return { ...cast, room: lecture.id, otherRoom: otherLecture.id };
    },
    to: (lectureId) => ({ lectureId }),
    messagesOf: (lectureId) =>
      t.app.db.select().from(liveChatMessages).where(eq(liveChatMessages.lectureId, lectureId)),
    history: (_courseId, lectureId) => `/api/v1/livechat/getLiveChat/${lectureId}?limit=200`,
    subscription: (lectureId) => ({ name: 'lecture', options: { lectureId }, join: true }),
    event: 'livechat',
  },
];

describe('the refusal of a send over the limit', () => {
  it('says how long to wait, in whole seconds', () => {
    expect(sendingTooFast(0.2)).toBe('You are sending messages too fast. Wait 1 second, then send again.');
    expect(sendingTooFast(6.4)).toBe('You are sending messages too fast. Wait 7 seconds, then send again.');
  });
});

describe.each(ROOMS.map((room) => [room.route, room] as const))(
  'the flood limit of POST %s',
  (_route, room) => {
    const send = (to: string, text: string, s: SignedIn) => post(room.route, { ...room.to(to), text }, s);

    it(`of 60 parallel sends of 4,000 characters by one student, accepts ${CHAT_SENDS_PER_WINDOW}, each stored, listed and broadcast once; refuses the rest with 429 before anything is stored or sent`, async () => {
      const { course, room: id, teacherOwner, studentMember } = await room.twoRooms();
      const socket = await t.connect(teacherOwner.session.accessToken);
      expect(await publish(socket, room.subscription(id))).toMatchObject({ code: 0 });
      const heard = collect<{ action: string; message: { _id: string } }>(socket, room.event);

      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          send(id, `${i} `.padEnd(CHAT_TEXT_MAX, 'x'), studentMember.session),
        ),
      );
      const accepted = replies.filter((reply) => reply.statusCode === 200);
      const refused = replies.filter((reply) => reply.statusCode !== 200);
      // The whole flood lands in one window: the limit's burst is all that gets through.
      expect(accepted).toHaveLength(CHAT_SENDS_PER_WINDOW);
      for (const reply of refused) {
        expect(reply.statusCode).toBe(429);
        expect(reply.json()).toEqual({ code: 429, msg: expect.stringMatching(TOO_FAST) });
        const wait = Number(TOO_FAST.exec(reply.json().msg)![1]);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(CHAT_SEND_WINDOW_SECONDS);
        expect(Number(reply.headers['retry-after'])).toBe(wait);
      }

      const acknowledged = accepted.map((reply) => reply.json().data._id as string).sort();
      expect((await room.messagesOf(id)).map((row) => row.id).sort()).toEqual(acknowledged);
      const history = await get(room.history(course.id, id), teacherOwner.session);
      expect(
        history
          .json()
          .data.map((m: { _id: string }) => m._id)
          .sort(),
      ).toEqual(acknowledged);
      await caughtUp(t.app, socket);
      expect(heard.every((event) => event.action === 'created')).toBe(true);
      expect(heard.map((event) => event.message._id).sort()).toEqual(acknowledged);
    });

    it(`limits one person in one ${room.kind}: a classmate in the same ${room.kind} and the same student in another ${room.kind} send on`, async () => {
      const { room: id, otherRoom, studentMember, classmate } = await room.twoRooms();
      for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i++)
        expect((await send(id, `line ${i}`, studentMember.session)).statusCode).toBe(200);
      expect((await send(id, 'one too many', studentMember.session)).statusCode).toBe(429);

      expect((await send(id, 'I can still write', classmate.session)).statusCode).toBe(200);
      expect(
        (await send(otherRoom, `Meanwhile in the other ${room.kind}`, studentMember.session)).statusCode,
      ).toBe(200);
      expect((await send(id, 'still too many', studentMember.session)).statusCode).toBe(429);
      expect((await room.messagesOf(id)).map((row) => row.text)).not.toContain('still too many');
    });

    it(`counts only sends that reach the ${room.kind}: malformed ones (400) and outsiders (403) spend nothing, and no extra field opens a fresh budget`, async () => {
      const { room: id, studentMember, studentOutsider } = await room.twoRooms();
      for (let i = 0; i < 2 * CHAT_SENDS_PER_WINDOW; i++) {
        expect((await send(id, '   ', studentMember.session)).statusCode).toBe(400);
        expect((await send(id, 'let me in', studentOutsider.session)).statusCode).toBe(403);
      }
      const withNonce = (nonce: number) =>
        post(room.route, { ...room.to(id), text: 'hi', nonce }, studentMember.session);
      for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i++) expect((await withNonce(i)).statusCode).toBe(200);
      expect((await withNonce(CHAT_SENDS_PER_WINDOW)).statusCode).toBe(429);
      expect(await room.messagesOf(id)).toHaveLength(CHAT_SENDS_PER_WINDOW);
    });
  },
);
