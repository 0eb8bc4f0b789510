import { describe, expect, it } from 'vitest';
import { isValidHour, isValidMinute, parseTimeText } from './timeInput';

// SPEC §5: "Date picker time inputs accept hours 1-12 (0-23 in 24-hour mode) and minutes 0-59."
describe('time input validation (SPEC §5)', () => {
  it.each([
    [0, false, false],
    [1, false, true],
    [12, false, true],
    [13, false, false],
    [0, true, true],
    [23, true, true],
    [24, true, false],
    ['07', false, true],
    ['-1', true, false],
    ['1.5', true, false],
    ['', true, false],
    ['ab', false, false],
  ] as const)('hour %j in %s-24h mode is valid: %s', (hour, twentyFour, valid) => {
    expect(isValidHour(hour, twentyFour)).toBe(valid);
  });

  it.each([
    [0, true],
    [59, true],
    [60, false],
    ['05', true],
    ['-1', false],
    ['', false],
    ['5.5', false],
  ] as const)('minute %j is valid: %s', (minute, valid) => {
    expect(isValidMinute(minute)).toBe(valid);
  });

  it.each([
    ['9:30', false, { hours: 9, minutes: 30 }],
    ['12:00', false, { hours: 12, minutes: 0 }],
    ['0:15', false, null],
    ['0:15', true, { hours: 0, minutes: 15 }],
    ['23:59', true, { hours: 23, minutes: 59 }],
    ['23:60', true, null],
    ['13:00', false, null],
    ['noon', true, null],
  ] as const)('%s in %s-24h mode reads %j', (text, twentyFour, expected) => {
    expect(parseTimeText(text, twentyFour)).toEqual(expected);
  });
});
