import { z } from 'zod';
import { memberRoleSchema } from './courses';
import { isoInstant } from './dates';
import { okReply } from './reply';

/** Chat inside a course (SPEC §2 /personalchat, §3 chat message and chat group, §7 chat calls) and lecture live chat. */

export const CHAT_TEXT_MAX = 4000;
export const CHAT_GROUP_NAME_MAX = 100;
export const CHAT_GROUP_MEMBERS_MAX = 500;
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 200;
/** How much of the last message the chat list shows. */
export const CHAT_PREVIEW_LENGTH = 120;
/** `/personalchat/{courseId}/all`: the chat list of the course with no chat open. */
export const CHAT_LIST_ONLY = 'all';
/** What a deleted message shows in place of its text (the text itself never leaves the server again). */
export const CHAT_DELETED_TEXT = 'This message was deleted';

const id = z.string().min(1).max(64);

/**
 * A message as typed: trimmed, 1 to 4000 characters, line breaks kept. NUL is dropped because PostgreSQL text
 * cannot hold it; nothing else is changed, since the text is only ever shown as text.
 */
export const chatTextSchema = z
  .string()
  .overwrite((text) => text.replaceAll('\u0000', ''))
  .trim()
  .min(1, 'Write a message first.')
  .max(CHAT_TEXT_MAX, `A message can be at most ${CHAT_TEXT_MAX} characters.`);

// ---- requests ----

export const courseChatParams = z.object({ courseId: id, chatListId: id });
export const chatListParams = z.object({ chatListId: id });
export const chatGroupListParams = z.object({ courseId: id, userId: id });

/**
 * Paging backwards through a chat: the newest `limit` messages sent before `before` (ISO time). Messages sent in
 * the same millisecond are told apart by `beforeId`, the id of the oldest message the client already has.
 */
export const chatPageQuery = z.object({
  before: isoInstant.optional(),
  beforeId: id.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT),
});
export type ChatPage = z.infer<typeof chatPageQuery>;

export const createGroupBody = z.object({
  courseId: id,
  name: z
    .string()
    .trim()
    .min(1, 'Give the group a name.')
    .max(CHAT_GROUP_NAME_MAX, `A group name can be at most ${CHAT_GROUP_NAME_MAX} characters.`),
  memberIds: z.array(id).min(1, 'Pick at least one member.').max(CHAT_GROUP_MEMBERS_MAX),
});
export type CreateGroup = z.infer<typeof createGroupBody>;

export const createPersonalBody = z.object({ courseId: id, userId: id });
export const chatListBody = z.object({ chatListId: id });
export const sendMessageBody = z.object({ chatListId: id, text: chatTextSchema });
export const editMessageBody = z.object({ messageId: id, text: chatTextSchema });
export const messageIdBody = z.object({ messageId: id });

export const liveChatParams = z.object({ id });
export const liveSendBody = z.object({ lectureId: id, text: chatTextSchema });

// ---- replies ----

/** Who wrote a message or belongs to a chat, as every member sees them. */
export const chatUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  fullName: z.string(),
  userLogo: z.string(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** SPEC §3 chat message. A deleted one is a tombstone: `deleted` true and `text` ''. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  chatListId: z.string(),
  /** null once the sender's account is gone. */
  sender: chatUserSchema.nullable(),
  text: z.string(),
  sendTime: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatKindSchema = z.enum(['group', 'personal']);

/** A chat member with their place in the course (null when they have since left it). */
export const chatMemberSchema = chatUserSchema.extend({ courseRole: memberRoleSchema.nullable() });

/** GET currentChatGroup: a chat with its members. A personal chat is named after the other person. */
export const chatGroupSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  kind: chatKindSchema,
  name: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  members: z.array(chatMemberSchema),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

export const chatPreviewSchema = z.object({
  senderId: z.string().nullable(),
  senderName: z.string(),
  /** The start of the text; '' for a deleted message. */
  text: z.string(),
  deleted: z.boolean(),
  sendTime: z.string(),
});
export type ChatPreview = z.infer<typeof chatPreviewSchema>;

/** One line of GET chatGroupList. */
export const chatListEntrySchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  kind: chatKindSchema,
  name: z.string(),
  /** The other person of a personal chat; null for groups. */
  otherUser: chatUserSchema.nullable(),
  memberCount: z.number().int(),
  lastMessage: chatPreviewSchema.nullable(),
  /** Messages of others, not deleted, sent after the caller last read the chat. */
  unread: z.number().int(),
  /** The last message's time, or the chat's creation. The list is ordered by it, newest first. */
  lastActivityAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ChatListEntry = z.infer<typeof chatListEntrySchema>;

/** A lecture's live chat message; a deleted one is a tombstone like a chat message. */
export const liveChatMessageSchema = z.object({
  _id: z.string(),
  lectureId: z.string(),
  sender: chatUserSchema.nullable(),
  text: z.string(),
  sendTime: z.string(),
  deleted: z.boolean(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

export const chatListReply = okReply({ data: z.array(chatListEntrySchema) });
export const chatGroupReply = okReply({ data: chatGroupSchema });
export const createPersonalReply = okReply({ data: chatGroupSchema, created: z.boolean() });
export const chatMessagesReply = okReply({ data: z.array(chatMessageSchema), hasMore: z.boolean() });
export const chatMessageReply = okReply({ data: chatMessageSchema });
export const liveChatMessagesReply = okReply({ data: z.array(liveChatMessageSchema), hasMore: z.boolean() });
export const liveChatMessageReply = okReply({ data: liveChatMessageSchema });

// ---- realtime events (after commit) ----

export const CHAT_EVENTS = {
  /** To room `chat:<id>`: a message was created, changed or deleted. */
  chat: 'chat',
  /** To each member's `user:<id>` room: the chat list of a course changed (new chat, new message, removed). */
  chatList: 'chatList',
  /** To room `lecture:<id>`: a live chat message was created or deleted. */
  liveChat: 'livechat',
} as const;

export interface ChatEvent {
  action: 'created' | 'changed' | 'deleted';
  chatListId: string;
  message: ChatMessage;
}

export interface ChatListEvent {
  action: 'added' | 'message' | 'membersChanged' | 'removed' | 'left';
  courseId: string;
  chatListId: string;
}

export interface LiveChatEvent {
  action: 'created' | 'deleted';
  lectureId: string;
  message: LiveChatMessage;
}
