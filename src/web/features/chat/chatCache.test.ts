import { describe, expect, it } from 'vitest';
import { chatGroupKey } from '../../../core/rules/dateFormat';
import { groupByDay, olderCursor, oldestFirst, type Pages, withMessage } from './chatCache';

interface Message {
  _id: string;
  sendTime: string;
  text: string;
}
const m = (id: string, sendTime: string, text = id): Message => ({ _id: id, sendTime, text });
const pages = (...data: Message[][]): Pages<Message> => ({
  pages: data.map((d, i) => ({ data: d, hasMore: i < data.length - 1 })),
  pageParams: data.map(() => null),
});

const a = m('a', '2026-03-01T09:00:00.000Z');
const b = m('b', '2026-03-01T10:00:00.000Z');
const c = m('c', '2026-03-02T09:00:00.000Z');
const d = m('d', '2026-03-02T10:00:00.000Z');

describe('oldestFirst', () => {
  it('reads the newest-first pages back into one oldest-first list, each message once', () => {
    expect(oldestFirst(pages([c, d], [a, b]))).toEqual([a, b, c, d]);
    expect(oldestFirst(pages([b, c], [a, b]))).toEqual([a, b, c]);
    expect(oldestFirst(undefined)).toEqual([]);
  });
});

describe('olderCursor', () => {
  it('starts the next page before the oldest loaded message, and stops when there is none older', () => {
    expect(olderCursor({ data: [c, d], hasMore: true })).toEqual({ before: c.sendTime, beforeId: 'c' });
    expect(olderCursor({ data: [c, d], hasMore: false })).toBeUndefined();
    expect(olderCursor({ data: [], hasMore: true })).toBeUndefined();
  });
});

describe('withMessage', () => {
  it('adds a new message to the newest page in time order', () => {
    const late = m('e', '2026-03-03T00:00:00.000Z');
    expect(oldestFirst(withMessage(pages([c, d], [a, b]), late))).toEqual([a, b, c, d, late]);
    const between = m('x', '2026-03-02T09:30:00.000Z');
    expect(withMessage(pages([c, d]), between)?.pages[0]?.data).toEqual([c, between, d]);
  });

  it('replaces a loaded copy wherever it is (a change, a tombstone, the echo of one’s own message)', () => {
    const changed = { ...a, text: 'changed' };
    const result = withMessage(pages([c, d], [a, b]), changed);
    expect(oldestFirst(result)).toEqual([changed, b, c, d]);
    expect(result?.pages.map((p) => p.data.length)).toEqual([2, 2]);
  });

  it('leaves an unloaded chat unloaded', () => {
    expect(withMessage<Message, { data: Message[]; hasMore: boolean }>(undefined, a)).toBeUndefined();
  });
});

// SPEC §3: chat messages are grouped by local date; SPEC §9: chat grouping is month-day-year.
describe('groupByDay', () => {
  it('puts consecutive messages of one local day under one month-day-year heading', () => {
    const groups = groupByDay([a, b, c, d]);
    expect(groups.map((g) => g.day)).toEqual([...new Set([a, b, c, d].map((x) => chatGroupKey(x.sendTime)))]);
    expect(groups.flatMap((g) => g.messages)).toEqual([a, b, c, d]);
    for (const group of groups) expect(group.day).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('uses the viewer’s local day, not the UTC one', () => {
    const noonLocal = new Date(2026, 0, 5, 12, 0, 0).toISOString();
    expect(groupByDay([m('n', noonLocal)])[0]?.day).toBe('01-05-2026');
    expect(groupByDay([])).toEqual([]);
  });
});
