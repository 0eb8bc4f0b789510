import { chatCalls } from '../../../core/contracts/chat';
import { liveChatCalls } from '../../../core/contracts/liveChat';
import type { CreateGroup } from '../../../core/schemas/chat';
import { call } from '../../api/call';

/** The chat and lecture live-chat calls, through their contracts. Each throws ApiError on a failure reply. */

/** Where an older page starts: before the oldest message already shown (its time, and its id for ties). */
export interface PageCursor {
  before: string;
  beforeId: string;
}

export const getChatList = (courseId: string, userId: string) =>
  call(chatCalls.chatList, { courseId, userId });

export const getChatGroup = (chatListId: string) => call(chatCalls.chatGroup, { chatListId });

export const getChatMessages = (courseId: string, chatListId: string, cursor: PageCursor | null) =>
  call(chatCalls.messages, { courseId, chatListId, ...cursor });

export const createGroup = (body: CreateGroup) => call(chatCalls.createGroup, body);

export const createPersonal = (courseId: string, userId: string) =>
  call(chatCalls.createPersonal, { courseId, userId });

export const leaveGroup = (chatListId: string) => call(chatCalls.leaveGroup, { chatListId });
export const removeGroup = (chatListId: string) => call(chatCalls.removeGroup, { chatListId });
export const markChatRead = (chatListId: string) => call(chatCalls.markRead, { chatListId });

export const sendMessage = (chatListId: string, text: string) => call(chatCalls.send, { chatListId, text });

export const editMessage = (messageId: string, text: string) => call(chatCalls.edit, { messageId, text });

export const deleteMessage = (messageId: string) => call(chatCalls.delete, { messageId });

export const getLiveChat = (lectureId: string, cursor: PageCursor | null) =>
  call(liveChatCalls.messages, { id: lectureId, ...cursor });

export const sendLiveMessage = (lectureId: string, text: string) =>
  call(liveChatCalls.send, { lectureId, text });

export const deleteLiveMessage = (messageId: string) => call(liveChatCalls.delete, { messageId });
