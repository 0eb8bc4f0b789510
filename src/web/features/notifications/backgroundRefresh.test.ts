import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/queryKeys';
import { type QueryKey, RefreshScheduler, refreshPlan } from './backgroundRefresh';

// SPEC §4 chat, control panel and course view reloads; SPEC §9 reload times.
describe('refreshPlan (SPEC §4, §9)', () => {
  const cases: Array<[string, { courseId: string | null; refType: string }, number | null, unknown[]]> = [
    [
      'a course change reloads the course lists at once and the control panel after 5.5 s',
      { courseId: 'c1', refType: 'lecture' },
      null,
      [
        { key: queryKeys.course('c1'), delayMs: 0 },
        { key: queryKeys.courseLists(), delayMs: 0 },
        { key: queryKeys.calendar(), delayMs: 5500 },
      ],
    ],
    [
      'with notifyTime 3 the control panel reloads after 3.5 s',
      { courseId: 'c1', refType: 'selflearning' },
      3,
      [
        { key: queryKeys.course('c1'), delayMs: 0 },
        { key: queryKeys.courseLists(), delayMs: 0 },
        { key: queryKeys.calendar(), delayMs: 3500 },
      ],
    ],
    [
      'a chat delete reloads the chats after 5.5 s',
      { courseId: 'c1', refType: 'chat_delete' },
      3,
      [{ key: queryKeys.chat('c1'), delayMs: 5500 }],
    ],
    [
      'a chat change reloads the chats after 5.5 s',
      { courseId: 'c1', refType: 'chat_change' },
      null,
      [{ key: queryKeys.chat('c1'), delayMs: 5500 }],
    ],
    ['a new chat message reloads nothing here', { courseId: 'c1', refType: 'chat' }, null, []],
    ['a notification without a course reloads nothing', { courseId: null, refType: 'lecture' }, null, []],
  ];
  it.each(cases)('%s', (_name, event, notifyTime, expected) => {
    expect(refreshPlan(event, notifyTime)).toEqual(expected);
  });

  // Issue 14: "Marked: ..." reaches a student on the assignment's page, which then shows the mark.
  it("reaches a student's own coursework, which is kept under its course", () => {
    const [first] = refreshPlan({ courseId: 'c1', refType: 'assignment' }, null);
    const mine = queryKeys.mySubmission('c1', 'a1', 'u1');
    expect(mine.slice(0, first!.key.length)).toEqual(first!.key);
  });
});

describe('RefreshScheduler', () => {
  let invalidated: Array<{ key: QueryKey; at: number }>;
  let scheduler: RefreshScheduler;
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    invalidated = [];
    scheduler = new RefreshScheduler((key) => invalidated.push({ key, at: Date.now() }));
  });
  afterEach(() => {
    scheduler.cancelAll();
    vi.useRealTimers();
  });

  it('refreshes at once, folds a burst into one trailing refresh, then runs at once again', () => {
    const key = queryKeys.course('c1');
    scheduler.schedule({ key, delayMs: 0 });
    expect(invalidated).toEqual([{ key, at: 0 }]);
    vi.advanceTimersByTime(200);
    for (let i = 0; i < 30; i += 1) scheduler.schedule({ key, delayMs: 0 });
    vi.advanceTimersByTime(2000);
    expect(invalidated.map((entry) => entry.at)).toEqual([0, 1000]);
    scheduler.schedule({ key, delayMs: 0 });
    expect(invalidated.map((entry) => entry.at)).toEqual([0, 1000, 2200]);
  });

  it('runs a delayed refresh once after its delay, however many events ask for it meanwhile', () => {
    const key = queryKeys.calendar();
    scheduler.schedule({ key, delayMs: 5500 });
    vi.advanceTimersByTime(3000);
    scheduler.schedule({ key, delayMs: 5500 });
    vi.advanceTimersByTime(2499);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(invalidated).toEqual([{ key, at: 5500 }]);
    vi.advanceTimersByTime(10_000);
    expect(invalidated).toHaveLength(1);
  });

  it('keeps different data apart and forgets waiting refreshes when cancelled', () => {
    scheduler.schedule({ key: queryKeys.chat('c1'), delayMs: 5500 });
    scheduler.schedule({ key: queryKeys.chat('c2'), delayMs: 5500 });
    vi.advanceTimersByTime(5500);
    expect(invalidated.map((entry) => entry.key)).toEqual([queryKeys.chat('c1'), queryKeys.chat('c2')]);
    scheduler.schedule({ key: queryKeys.calendar(), delayMs: 5500 });
    scheduler.cancelAll();
    vi.advanceTimersByTime(10_000);
    expect(invalidated).toHaveLength(2);
  });
});
