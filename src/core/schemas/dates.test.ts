import { describe, expect, it } from 'vitest';
import { calendarDay, isoInstant } from './dates';

describe('calendarDay: a day the product and PostgreSQL both hold', () => {
  it.each([
    ['2026-09-01', true],
    ['1900-01-01', true],
    ['2999-12-31', true],
    ['1899-12-31', false],
    ['3000-01-01', false],
    ['0000-01-01', false],
    ['2026-02-30', false],
    ['01/09/2026', false],
  ])('%s', (day, accepted) => {
    expect(calendarDay.safeParse(day).success).toBe(accepted);
  });
});

describe('isoInstant: a time with its offset, within the same range', () => {
  it.each([
    ['2026-09-01T08:30:00Z', true],
    ['2026-09-01T08:30:00+02:00', true],
    ['1900-01-01T00:00:00Z', true],
    ['1900-01-01T00:00:00+01:00', false],
    ['0000-06-01T00:00:00Z', false],
    ['0001-01-01T00:00:00+14:00', false],
    ['2999-12-31T23:59:59Z', true],
    ['9999-12-31T23:59:59-14:00', false],
    ['2026-09-01T08:30:00', false],
  ])('%s', (time, accepted) => {
    expect(isoInstant.safeParse(time).success).toBe(accepted);
  });

  it('says what range it takes', () => {
    expect(isoInstant.safeParse('0000-06-01T00:00:00Z').error?.issues[0]?.message).toBe(
      'Enter a date between 1900 and 2999.',
    );
  });
});
