import type { WorkStatus } from '../schemas/workStatus';
import type { ButtonState } from './buttonState';

export interface WorkAction {
  text: string;
  enabled: boolean;
  /** Where the button leads: the item's own student page, or the page of the student's result. */
  to: 'item' | 'result';
}

/**
 * Issue 37: the item's button follows the student's state on it. A released mark is always there to see ("View
 * result"); work under way is "Continue"d while the item is open; work handed in is "Open"ed, never started again;
 * a test with no questions cannot be started yet ("Not ready"); otherwise the SPEC §4 button state decides ('Wait',
 * the kind's open label, 'Expired').
 */
export function workAction(button: ButtonState, work: WorkStatus | undefined): WorkAction {
  const plain: WorkAction = { text: button.text, enabled: button.enabled, to: 'item' };
  if (!work) return plain;
  if (work.state === 'marked') return { text: 'View result', enabled: true, to: 'result' };
  if (work.state === 'notReady') return { text: 'Not ready', enabled: false, to: 'item' };
  if (!button.enabled) return plain;
  if (work.state === 'inProgress') return { text: 'Continue', enabled: true, to: 'item' };
  if (work.state === 'handedIn' || work.state === 'late') return { text: 'Open', enabled: true, to: 'item' };
  return plain;
}
