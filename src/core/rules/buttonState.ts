import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../itemKinds';
import type { DateLike } from './dateFormat';

/** SPEC §4 button state: '0' before the start, '1' after the end, '2' between. */
export type ButtonStateCode = '0' | '1' | '2';

export interface ButtonState {
  state: ButtonStateCode;
  /** 'Wait' and 'Expired' are the spec's; the open label names what the button does for the kind. */
  text: string;
  enabled: boolean;
}

export interface ButtonFacts {
  kind: ItemKind;
  startDate: DateLike;
  endDate: DateLike;
  /** Minutes; the discussion's stays open this long after its end. */
  duration: number | null;
  /** A test or exam whose live sitting the teacher has opened (/createLiveTest); unknown counts as not. */
  startedLive?: boolean;
}

/** When the item's button stops being enabled: its end, or for a discussion its end plus the duration. */
export function closesAt(item: ButtonFacts): number {
  const end = new Date(item.endDate).getTime();
  return item.kind === 'discussion' ? end + (item.duration ?? 0) * 60000 : end;
}

/**
 * SPEC §4 button state by the item's times; a test or exam whose live sitting the teacher has opened is open
 * whatever its times, as the server lets students start it then (core/rules/sittingWindow.ts).
 */
export function buttonState(item: ButtonFacts, now: DateLike): ButtonState {
  const openLabel = ITEM_KIND_DEFINITIONS[item.kind].openLabel;
  if (item.startedLive && ITEM_KIND_DEFINITIONS[item.kind].visibility === 'scheduled')
    return { state: '2', text: openLabel, enabled: true };
  const at = new Date(now).getTime();
  if (at < new Date(item.startDate).getTime()) return { state: '0', text: 'Wait', enabled: false };
  if (at >= closesAt(item)) return { state: '1', text: 'Expired', enabled: false };
  return { state: '2', text: openLabel, enabled: true };
}
