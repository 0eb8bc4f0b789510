import { CHAT_PREVIEW_LENGTH, type ChatMessage, type ChatUser } from '../../../core/schemas/chat';
import { type UserRow, users } from '../../db/schema';
import { personColumns, presentPerson } from '../users/person';

/** The user columns a chat shows: a person and their picture (select `chatUserColumns`, present `presentChatUser`). */
export type ChatUserColumns = Pick<UserRow, 'id' | 'username' | 'fullName' | 'avatarUrl'>;

export const chatUserColumns = { ...personColumns, avatarUrl: users.avatarUrl };

export function presentChatUser(row: ChatUserColumns): ChatUser {
  return { ...presentPerson(row), userLogo: row.avatarUrl };
}

export interface MessageColumns {
  id: string;
  groupId: string;
  text: string;
  sendTime: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
}

/** The one wire shape of a message; a deleted one keeps its place and time but never its text. */
export function presentMessage(row: MessageColumns, sender: ChatUserColumns | null): ChatMessage {
  const deleted = row.deletedAt !== null;
  return {
    _id: row.id,
    chatListId: row.groupId,
    sender: sender ? presentChatUser(sender) : null,
    text: deleted ? '' : row.text,
    sendTime: row.sendTime.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
  };
}

/** The start of a text for lists and notifications, cut at a character, not inside one. */
export function preview(text: string, length = CHAT_PREVIEW_LENGTH): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : chars.join('');
}
