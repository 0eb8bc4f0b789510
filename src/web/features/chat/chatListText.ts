import dayjs from 'dayjs';
import { CHAT_DELETED_TEXT, type ChatListEntry } from '../../../core/schemas/chat';

/** What the chat list says under a chat's name: who wrote last (in groups, or oneself) and the start of it. */
export function previewLine(entry: ChatListEntry, myId: string): string {
  const last = entry.lastMessage;
  if (!last)
    return entry.kind === 'group' ? `${entry.memberCount} members · no messages yet` : 'No messages yet';
  const who = last.senderId === myId ? 'You' : entry.kind === 'group' ? last.senderName : '';
  const text = last.deleted ? CHAT_DELETED_TEXT : last.text;
  return who ? `${who}: ${text}` : text;
}

/** When a chat was last active: the time for today, else the date. */
export function activityLabel(iso: string, now: Date): string {
  const time = dayjs(iso);
  return time.isSame(now, 'day') ? time.format('h:mm A') : time.format('MMM D');
}
