import { describe, expect, it } from 'vitest';
import type { RoomRecall } from '../../core/schemas/realtimeNames';
import { CLOCK_SLACK_MS, catchUp } from './catchUp';

const event = (id: string, agoMs: number) => ({ agoMs, event: 'notification', payload: { id } });

describe('catching up on what a room was sent while the page was not in it (issue 40)', () => {
  const recall: RoomRecall = { horizonMs: 60_000, events: [event('old', 20_000), event('new', 300)] };

  it.each([
    ['a page that began reading 1 s ago gets the event of 300 ms ago only', 1_000, ['new'], false],
    ['a page that began reading 30 s ago gets both', 30_000, ['old', 'new'], false],
    [
      'an event just before the span, within the clocks slack, is handed on',
      20_000 - CLOCK_SLACK_MS,
      ['old', 'new'],
      false,
    ],
    ['one further back than the slack is not', 20_000 - CLOCK_SLACK_MS - 1, ['new'], false],
    ['a page that has missed 2 minutes reads again, with what is remembered', 120_000, ['old', 'new'], true],
    [
      'a span the horizon covers within the slack reads nothing again',
      60_000 + CLOCK_SLACK_MS,
      ['old', 'new'],
      false,
    ],
  ])('%s', (_case, missingForMs, replayed, readAgain) => {
    const result = catchUp(recall, missingForMs);
    expect(result.replay.map(({ payload }) => (payload as { id: string }).id)).toEqual(replayed);
    expect(result.readAgain).toBe(readAgain);
  });

  it('after a restart of the server, a page that was away longer than its uptime reads again', () => {
    expect(catchUp({ horizonMs: 4_000, events: [] }, 10_000)).toEqual({ replay: [], readAgain: true });
  });
});
