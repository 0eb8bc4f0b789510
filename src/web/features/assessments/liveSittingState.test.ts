import { describe, expect, it } from 'vitest';
import type { VisibilityFacts } from '../../../core/rules/itemVisibility';
import { liveSittingState, liveStateText } from './liveSittingState';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 2, 10, 9);
const test = (flags: Partial<VisibilityFacts> = {}): VisibilityFacts => ({
  kind: 'test',
  manual: false,
  active: true,
  startedLive: false,
  openedEarly: false,
  startDate: new Date(start).toISOString(),
  endDate: new Date(start + 2 * HOUR).toISOString(),
  ...flags,
});

describe('where a live sitting stands (issue 15, SPEC §4 visibility)', () => {
  it.each([
    ['opened by the teacher, before its start', test({ startedLive: true }), start - HOUR, 'open'],
    ['opened by the teacher, after its end', test({ startedLive: true }), start + 3 * HOUR, 'open'],
    ['within its times, not opened', test(), start + HOUR, 'onSchedule'],
    ['before its start', test(), start - HOUR, 'notOpen'],
    ['after its end, not opened (or closed)', test(), start + 3 * HOUR, 'closed'],
    [
      'manual and unpublished, within its times',
      test({ manual: true, active: false }),
      start + HOUR,
      'notOpen',
    ],
    [
      'opened but then unpublished in manual mode',
      test({ manual: true, active: false, startedLive: true }),
      start + HOUR,
      'notOpen',
    ],
  ] as const)('%s: %s', (_case, item, now, state) => {
    expect(liveSittingState(item, now)).toBe(state);
  });

  it('says what a teacher can do about it', () => {
    expect(liveStateText(test(), 'open')).toBe('Students can start it now, until you close the sitting.');
    expect(liveStateText(test(), 'closed')).toMatch(/^Its end, .+, has passed\. Open the sitting/);
    expect(liveStateText(test({ manual: true, active: false }), 'notOpen')).toMatch(/not published/);
    expect(liveStateText(test(), 'notOpen')).toMatch(
      /^Students can start it from .+, or as soon as you open/,
    );
  });
});
