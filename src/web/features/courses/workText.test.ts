import { describe, expect, it } from 'vitest';
import type { WorkStatus } from '../../../core/schemas/workStatus';
import { workStatusText, workTallyText } from './workText';

// Issue 37: every list says the student's state in words, and the teacher's how much is handed in and to mark.
describe('workStatusText', () => {
  it.each<[WorkStatus, string]>([
    [{ state: 'notStarted' }, 'Not started'],
    [{ state: 'inProgress' }, 'In progress'],
    [{ state: 'handedIn' }, 'Handed in'],
    [{ state: 'late' }, 'Handed in late'],
    [{ state: 'marked', mark: 9, max: 10 }, 'Marked 9 / 10'],
    [{ state: 'marked', mark: 10.5, max: 21 }, 'Marked 10.5 / 21'],
    [{ state: 'missed' }, 'Missed'],
  ])('%j reads %s', (work, text) => {
    expect(workStatusText(work)).toBe(text);
  });
});

describe('workTallyText', () => {
  it.each([
    [5, 2, '5 handed in · 2 to mark'],
    [5, 0, '5 handed in · all marked'],
    [0, 0, 'Nothing handed in yet'],
  ])('%i handed in, %i to mark: %s', (handedIn, toMark, text) => {
    expect(workTallyText({ handedIn, toMark })).toBe(text);
  });
});
