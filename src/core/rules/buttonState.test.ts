import { describe, expect, it } from 'vitest';
import { type ButtonFacts, buttonState } from './buttonState';

const item: ButtonFacts = {
  kind: 'test',
  startDate: '2026-03-10T10:00:00Z',
  endDate: '2026-03-10T11:00:00Z',
  duration: 60,
};

// SPEC §4 "Button state" and the discussion rule.
describe('buttonState (SPEC §4 button state)', () => {
  const cases: Array<[string, Partial<ButtonFacts>, string, string, string, boolean]> = [
    ['before the start', {}, '2026-03-10T09:59:59Z', '0', 'Wait', false],
    ['at the start', {}, '2026-03-10T10:00:00Z', '2', 'Start', true],
    ['between start and end', {}, '2026-03-10T10:30:00Z', '2', 'Start', true],
    ['at the end', {}, '2026-03-10T11:00:00Z', '1', 'Expired', false],
    ['after the end', {}, '2026-03-11T00:00:00Z', '1', 'Expired', false],
    ['lecture open', { kind: 'lecture' }, '2026-03-10T10:30:00Z', '2', 'Join', true],
    ['lecture after its end (no grace)', { kind: 'lecture' }, '2026-03-10T11:30:00Z', '1', 'Expired', false],
    [
      'discussion after its end, within its duration',
      { kind: 'discussion' },
      '2026-03-10T11:59:00Z',
      '2',
      'Join',
      true,
    ],
    [
      'discussion at end plus duration',
      { kind: 'discussion' },
      '2026-03-10T12:00:00Z',
      '1',
      'Expired',
      false,
    ],
    [
      'discussion without a duration',
      { kind: 'discussion', duration: null },
      '2026-03-10T11:00:00Z',
      '1',
      'Expired',
      false,
    ],
    ['discussion before its start', { kind: 'discussion' }, '2026-03-10T09:00:00Z', '0', 'Wait', false],
    ['assignment open', { kind: 'assignment' }, '2026-03-10T10:30:00Z', '2', 'Open', true],
    // Issue 15: the teacher opened the live sitting (/createLiveTest), and the server lets students start it.
    ['test opened live before its start', { startedLive: true }, '2026-03-10T09:00:00Z', '2', 'Start', true],
    ['test opened live after its end', { startedLive: true }, '2026-03-10T12:00:00Z', '2', 'Start', true],
    ['exam opened live', { kind: 'exam', startedLive: true }, '2026-03-10T09:00:00Z', '2', 'Start', true],
    ['test whose sitting is closed', { startedLive: false }, '2026-03-10T09:00:00Z', '0', 'Wait', false],
    [
      'lecture marked started live keeps its times',
      { kind: 'lecture', startedLive: true },
      '2026-03-10T09:00:00Z',
      '0',
      'Wait',
      false,
    ],
  ];
  it.each(cases)('%s', (_name, change, now, state, text, enabled) => {
    expect(buttonState({ ...item, ...change }, now)).toEqual({ state, text, enabled });
  });
});
