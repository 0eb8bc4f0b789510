import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_SEND_WINDOW_SECONDS, CHAT_SENDS_PER_WINDOW } from '../../../core/constants';
import { CHAT_TEXT_MAX, type ChatEvent } from '../../../core/schemas/chat';
import { chatMessages } from '../../db/schema';
import { courseCast } from '../../test/cast';
import { createChat } from '../../test/chatFactories';
import type { SignedIn } from '../../test/factories';
import { caughtUp, collect, publish } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';
import { sendingTooFast } from './sendLimit';

/**
 * Issue 32: the flood limit of POST /api/v1/chat/send, per person and per chat (sendLimit.ts). The lecture chat's
 * twin of these tests is in livechat/livechat.test.ts.
 */
const t = socketTestApp();

const { get, post } = t;

/** The reply of a send over the limit, with the seconds to wait. */
const TOO_FAST = /^You are sending messages too fast\. Wait (\d+) seconds?, then send again\.$/;

/** A course with its cast, and two group chats of its owner and two students (Ann Able and Bob Baker). */
async function twoChats() {
  const cast = await courseCast(t.app);
  const members = [cast.studentMember.user, cast.classmate.user, cast.teacherOwner.user];
  const chat = await createChat(t.app, cast.course, members, { name: 'Team' });
  const otherChat = await createChat(t.app, cast.course, members, { name: 'Revision' });
  return { ...cast, chat, otherChat };
}

const send = (chatListId: string, text: string, s: SignedIn) =>
  post('/api/v1/chat/send', { chatListId, text }, s);
const messagesOf = (chatId: string) =>
  t.app.db.select().from(chatMessages).where(eq(chatMessages.groupId, chatId));

describe('the flood limit of POST /api/v1/chat/send', () => {
  it('says how long to wait, in whole seconds', () => {
    expect(sendingTooFast(0.2)).toBe('You are sending messages too fast. Wait 1 second, then send again.');
    expect(sendingTooFast(6.4)).toBe('You are sending messages too fast. Wait 7 seconds, then send again.');
  });

  it(`of 60 parallel sends of 4,000 characters by one student, accepts ${CHAT_SENDS_PER_WINDOW}, each stored, listed and broadcast once; refuses the rest with 429 before anything is stored or sent`, async () => {
    const { course, chat, teacherOwner, studentMember } = await twoChats();
    const teacher = await t.goOnline(teacherOwner);
    expect(
      await publish(teacher.socket, { name: 'chat', options: { chatListId: chat.id }, join: true }),
    ).toMatchObject({ code: 0 });
    const heard = collect<ChatEvent>(teacher.socket, 'chat');

    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send(chat.id, `${i} `.padEnd(CHAT_TEXT_MAX, 'x'), studentMember.session),
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
    expect((await messagesOf(chat.id)).map((row) => row.id).sort()).toEqual(acknowledged);
    const history = await get(`/api/v1/chat/chatMgs/${course.id}/${chat.id}?limit=200`, teacherOwner.session);
    expect(
      history
        .json()
        .data.map((m: { _id: string }) => m._id)
        .sort(),
    ).toEqual(acknowledged);
    await caughtUp(t.app, teacher.socket);
    expect(heard.every((event) => event.action === 'created')).toBe(true);
    expect(heard.map((event) => event.message._id).sort()).toEqual(acknowledged);
  });

  it('limits one person in one chat: a classmate in the same chat and the same student in another chat send on', async () => {
    const { chat, otherChat, studentMember, classmate } = await twoChats();
    for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i++)
      expect((await send(chat.id, `line ${i}`, studentMember.session)).statusCode).toBe(200);
    expect((await send(chat.id, 'one too many', studentMember.session)).statusCode).toBe(429);

    expect((await send(chat.id, 'I can still write', classmate.session)).statusCode).toBe(200);
    expect((await send(otherChat.id, 'Meanwhile in the other chat', studentMember.session)).statusCode).toBe(
      200,
    );
    expect((await send(chat.id, 'still too many', studentMember.session)).statusCode).toBe(429);
    expect((await messagesOf(chat.id)).map((row) => row.text)).not.toContain('still too many');
  });

  it('counts only sends that reach the chat: malformed ones (400) and outsiders (403) spend nothing, and no extra field opens a fresh budget', async () => {
    const { chat, studentMember, studentOutsider } = await twoChats();
    for (let i = 0; i < 2 * CHAT_SENDS_PER_WINDOW; i++) {
      expect((await send(chat.id, '   ', studentMember.session)).statusCode).toBe(400);
      expect((await send(chat.id, 'let me in', studentOutsider.session)).statusCode).toBe(403);
    }
    const withNonce = (nonce: number) =>
      post('/api/v1/chat/send', { chatListId: chat.id, text: 'hi', nonce }, studentMember.session);
    for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i++) expect((await withNonce(i)).statusCode).toBe(200);
    expect((await withNonce(CHAT_SENDS_PER_WINDOW)).statusCode).toBe(429);
    expect(await messagesOf(chat.id)).toHaveLength(CHAT_SENDS_PER_WINDOW);
  });
});
