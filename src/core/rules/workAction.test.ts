import { describe, expect, it } from 'vitest';
import type { WorkStatus } from '../schemas/workStatus';
import type { ButtonState } from './buttonState';
import { type WorkAction, workAction } from './workAction';

// Issue 37 on SPEC §4 button state: the button follows the student's state, so handed-in or marked work is never
// offered "Start" again.
const start: ButtonState = { state: '2', text: 'Start', enabled: true };
const open: ButtonState = { state: '2', text: 'Open', enabled: true };
const wait: ButtonState = { state: '0', text: 'Wait', enabled: false };
const expired: ButtonState = { state: '1', text: 'Expired', enabled: false };

describe('workAction (issue 37 on SPEC §4 button state)', () => {
  it.each<[string, ButtonState, WorkStatus | undefined, WorkAction]>([
    ['a lecture keeps its button', start, undefined, { text: 'Start', enabled: true, to: 'item' }],
    ['not started, open', start, { state: 'notStarted' }, { text: 'Start', enabled: true, to: 'item' }],
    [
      'not started, not yet open',
      wait,
      { state: 'notStarted' },
      { text: 'Wait', enabled: false, to: 'item' },
    ],
    [
      'a test with no questions yet',
      start,
      { state: 'notReady' },
      { text: 'Not ready', enabled: false, to: 'item' },
    ],
    ['in progress', start, { state: 'inProgress' }, { text: 'Continue', enabled: true, to: 'item' }],
    [
      'in progress, closed',
      expired,
      { state: 'inProgress' },
      { text: 'Expired', enabled: false, to: 'item' },
    ],
    ['handed in, open', start, { state: 'handedIn' }, { text: 'Open', enabled: true, to: 'item' }],
    ['handed in late', open, { state: 'late' }, { text: 'Open', enabled: true, to: 'item' }],
    ['handed in, closed', expired, { state: 'handedIn' }, { text: 'Expired', enabled: false, to: 'item' }],
    [
      'marked and released, open',
      start,
      { state: 'marked', mark: 9, max: 10 },
      { text: 'View result', enabled: true, to: 'result' },
    ],
    [
      'marked and released, closed',
      expired,
      { state: 'marked', mark: 9, max: 10 },
      { text: 'View result', enabled: true, to: 'result' },
    ],
    ['missed', expired, { state: 'missed' }, { text: 'Expired', enabled: false, to: 'item' }],
  ])('%s', (_, button, work, expected) => {
    expect(workAction(button, work)).toEqual(expected);
  });
});
