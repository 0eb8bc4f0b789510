import type { RoomRecall } from '../../core/schemas/realtimeNames';

/**
 * Server instances sharing Redis stamp events with their own clocks, which may differ a little: an event this close
 * to the start of the span a page may have missed is handed on too. One handed on twice is only read twice.
 */
export const CLOCK_SLACK_MS = 1_000;

export interface CatchUp {
  /** The events of the room that came within the span, oldest first: to be handled as if they came live. */
  replay: RoomRecall['events'];
  /** The server does not remember back that far (a long outage, a restart): what the page shows is read again. */
  readAgain: boolean;
}

/**
 * What a page that may have missed its room's events of the last `missingForMs` (since it began to read, or since
 * its connection dropped) makes of the recall its join was answered with (issue 40).
 */
export function catchUp(recall: RoomRecall, missingForMs: number): CatchUp {
  return {
    replay: recall.events.filter((event) => event.agoMs <= missingForMs + CLOCK_SLACK_MS),
    readAgain: recall.horizonMs + CLOCK_SLACK_MS < missingForMs,
  };
}
