import { describe, expect, it } from 'vitest';
import type { ChatListEntry } from '../../../core/schemas/chat';
import { activityLabel, previewLine } from './chatListText';

const entry = (over: Partial<ChatListEntry>): ChatListEntry => ({
  _id: 'c1',
  courseId: 'k1',
  kind: 'group',
  name: 'Team',
  otherUser: null,
  memberCount: 3,
  lastMessage: null,
  unread: 0,
  lastActivityAt: '2026-01-05T10:00:00.000Z',
  createdBy: 'me',
  ...over,
});
const last = (senderId: string, text: string, deleted = false) => ({
  senderId,
  senderName: senderId === 'me' ? 'Me' : 'Ann Able',
  text,
  deleted,
  sendTime: '2026-01-05T10:00:00.000Z',
});

describe('previewLine', () => {
  it.each<[string, Partial<ChatListEntry>, string]>([
    ['an empty group', {}, '3 members · no messages yet'],
    ['an empty personal chat', { kind: 'personal' }, 'No messages yet'],
    ['a group names the sender', { lastMessage: last('ann', 'See you') }, 'Ann Able: See you'],
    ['a personal chat needs no name', { kind: 'personal', lastMessage: last('ann', 'See you') }, 'See you'],
    ['one’s own message', { kind: 'personal', lastMessage: last('me', 'Ok') }, 'You: Ok'],
    ['a deleted message', { lastMessage: last('ann', '', true) }, 'Ann Able: This message was deleted'],
  ])('%s', (_, over, expected) => {
    expect(previewLine(entry(over), 'me')).toBe(expected);
  });
});

describe('activityLabel', () => {
  it('shows the time for today and the date before', () => {
    const now = new Date(2026, 0, 5, 18, 0);
    expect(activityLabel(new Date(2026, 0, 5, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(activityLabel(new Date(2026, 0, 4, 23, 0).toISOString(), now)).toBe('Jan 4');
  });
});
