import { describe, expect, it } from 'vitest';
import { asChatEvent, asChatListEvent, asLiveChatEvent } from './chatEvents';

const message = { _id: 'm1', text: 'hi', sendTime: '2026-01-05T10:00:00.000Z', deleted: false };

describe('chat events from the socket', () => {
  it('accept the shapes the server sends', () => {
    const chat = { action: 'created', chatListId: 'c1', message: { ...message, chatListId: 'c1' } };
    expect(asChatEvent(chat)).toBe(chat);
    const list = { action: 'message', courseId: 'k1', chatListId: 'c1' };
    expect(asChatListEvent(list)).toBe(list);
    const live = { action: 'deleted', lectureId: 'l1', message: { ...message, lectureId: 'l1' } };
    expect(asLiveChatEvent(live)).toBe(live);
  });

  it.each([
    null,
    'text',
    [],
    { action: 'created', chatListId: 'c1' },
    { action: 'exploded', chatListId: 'c1', message },
  ])('ignore %j', (payload) => {
    expect(asChatEvent(payload)).toBeNull();
    expect(asLiveChatEvent(payload)).toBeNull();
    expect(asChatListEvent(payload)).toBeNull();
  });
});
