import { describe, expect, it } from 'vitest';
import { HAND_IN_NOTICES } from '../constants';
import type { ItemKind } from '../itemKinds';
import { handInBatchDue, handInNoticeTitle } from './handInNotice';

const first = new Date('2026-03-02T09:00:00Z');
const after = (ms: number) => new Date(first.getTime() + ms);

describe('handInBatchDue (issue 37: a notification when work is handed in, batched)', () => {
  it.each([
    [0, false],
    [HAND_IN_NOTICES.batchMs - 1, false],
    [HAND_IN_NOTICES.batchMs, true],
    [HAND_IN_NOTICES.batchMs * 10, true],
  ])('%d ms after the first hand-in of the batch: due %s', (ms, due) => {
    expect(handInBatchDue(first, after(ms))).toBe(due);
  });
});

describe('handInNoticeTitle (issue 37: "3 students handed in Essay 1", plurals by countOf)', () => {
  it.each<[ItemKind, number, string]>([
    ['assignment', 1, '1 student handed in Essay 1'],
    ['assignment', 3, '3 students handed in Essay 1'],
    ['test', 2, '2 students handed in Essay 1'],
    ['project', 1, '1 group handed in Essay 1'],
    ['project', 4, '4 groups handed in Essay 1'],
  ])('%s, %d hand-ins: %j', (kind, count, title) => {
    expect(handInNoticeTitle(kind, 'Essay 1', count)).toBe(title);
  });
});
