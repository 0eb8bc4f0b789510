import type {
  ChatGroup,
  ChatListEntry,
  ChatMessage,
  CreateGroup,
  LiveChatMessage,
} from '../../../core/schemas/chat';
import { apiCall } from '../../api/http';

/** The chat and lecture live-chat calls, typed. Each throws ApiError on a failure reply. */

const segment = encodeURIComponent;
const CHAT = '/api/v1/chat';
const LIVE_CHAT = '/api/v1/livechat';

/** Where an older page starts: before the oldest message already shown (its time, and its id for ties). */
export interface PageCursor {
  before: string;
  beforeId: string;
}

export interface MessagePage<M> {
  data: M[];
  hasMore: boolean;
}

export const getChatList = (courseId: string, userId: string) =>
  apiCall<{ data: ChatListEntry[] }>('GET', `${CHAT}/chatGroupList/${segment(courseId)}/${segment(userId)}`);

export const getChatGroup = (chatListId: string) =>
  apiCall<{ data: ChatGroup }>('GET', `${CHAT}/currentChatGroup/${segment(chatListId)}`);

export const getChatMessages = (courseId: string, chatListId: string, cursor: PageCursor | null) =>
  apiCall<MessagePage<ChatMessage>>(
    'GET',
    `${CHAT}/chatMgs/${segment(courseId)}/${segment(chatListId)}`,
    cursor ? { ...cursor } : undefined,
  );

export const createGroup = (body: CreateGroup) =>
  apiCall<{ data: ChatGroup }>('POST', `${CHAT}/createGroup`, body);

export const createPersonal = (courseId: string, userId: string) =>
  apiCall<{ data: ChatGroup; created: boolean }>('POST', `${CHAT}/createPersonal`, { courseId, userId });

export const leaveGroup = (chatListId: string) => apiCall('POST', `${CHAT}/leaveGroup`, { chatListId });
export const removeGroup = (chatListId: string) => apiCall('POST', `${CHAT}/removeGroup`, { chatListId });
export const markChatRead = (chatListId: string) => apiCall('POST', `${CHAT}/markRead`, { chatListId });

export const sendMessage = (chatListId: string, text: string) =>
  apiCall<{ data: ChatMessage }>('POST', `${CHAT}/send`, { chatListId, text });

export const editMessage = (messageId: string, text: string) =>
  apiCall<{ data: ChatMessage }>('POST', `${CHAT}/edit`, { messageId, text });

export const deleteMessage = (messageId: string) =>
  apiCall<{ data: ChatMessage }>('POST', `${CHAT}/delete`, { messageId });

export const getLiveChat = (lectureId: string, cursor: PageCursor | null) =>
  apiCall<MessagePage<LiveChatMessage>>(
    'GET',
    `${LIVE_CHAT}/getLiveChat/${segment(lectureId)}`,
    cursor ? { ...cursor } : undefined,
  );

export const sendLiveMessage = (lectureId: string, text: string) =>
  apiCall<{ data: LiveChatMessage }>('POST', `${LIVE_CHAT}/send`, { lectureId, text });

export const deleteLiveMessage = (messageId: string) =>
  apiCall<{ data: LiveChatMessage }>('POST', `${LIVE_CHAT}/delete`, { messageId });
