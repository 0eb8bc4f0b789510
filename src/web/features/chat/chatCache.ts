import type { InfiniteData } from '@tanstack/react-query';
import { chatGroupKey } from '../../../core/rules/dateFormat';
import type { PageCursor } from './chatApi';

/** What the chat and the lecture chat pages keep of a message to place it. */
export interface Placed {
  _id: string;
  sendTime: string;
}

export interface Page<M> {
  data: M[];
  hasMore: boolean;
}

/** The loaded pages of a chat, newest page first (each page itself oldest first, as the server sends it). */
export type Pages<M, P extends Page<M> = Page<M>> = InfiniteData<P, unknown>;

const byTime = (a: Placed, b: Placed) =>
  a.sendTime === b.sendTime ? a._id.localeCompare(b._id) : a.sendTime.localeCompare(b.sendTime);

/** Every loaded message, oldest first, each once. */
export function oldestFirst<M extends Placed>(pages: Pages<M> | undefined): M[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const messages: M[] = [];
  for (const page of [...pages.pages].reverse())
    for (const message of page.data)
      if (!seen.has(message._id)) {
        seen.add(message._id);
        messages.push(message);
      }
  return messages;
}

/** Where the next older page starts, or undefined when the oldest message is loaded. */
export function olderCursor<M extends Placed>(page: Page<M>): PageCursor | undefined {
  const oldest = page.data[0];
  return page.hasMore && oldest ? { before: oldest.sendTime, beforeId: oldest._id } : undefined;
}

/**
 * The pages with a message put in: replacing the loaded copy (a change, a deletion, or the echo of one's own
 * message), or else added to the newest page at its place in time. Nothing loaded yet stays nothing.
 */
export function withMessage<M extends Placed, P extends Page<M>>(
  pages: Pages<M, P> | undefined,
  message: M,
): Pages<M, P> | undefined {
  if (!pages?.pages.length) return pages;
  const loaded = pages.pages.some((page) => page.data.some((m) => m._id === message._id));
  if (loaded)
    return {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        data: page.data.map((m) => (m._id === message._id ? message : m)),
      })),
    };
  const [newest, ...older] = pages.pages;
  return { ...pages, pages: [{ ...newest!, data: [...newest!.data, message].sort(byTime) }, ...older] };
}

export interface DayGroup<M> {
  /** SPEC §9 chat grouping: the local date as month-day-year. */
  day: string;
  messages: M[];
}

/** Consecutive messages of one local day under that day's heading (SPEC §3, §9). */
export function groupByDay<M extends Placed>(messages: readonly M[]): DayGroup<M>[] {
  const groups: DayGroup<M>[] = [];
  for (const message of messages) {
    const day = chatGroupKey(message.sendTime);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}
