import { describe, expect, it } from 'vitest';
import {
  assertionKeepUntil,
  assertionReplay,
  SAML_CLOCK_SKEW_MS,
  SAML_REQUEST_LIFETIME_MS,
} from './samlAssertion';

// Issue 34 and SPEC §2 (/loginIDQ): a replayed SAML assertion is refused.
const now = new Date('2026-03-01T10:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('assertionKeepUntil', () => {
  const cases: Array<[string, Array<string | undefined>, Date]> = [
    [
      'the conditions expire: kept until then plus the skew',
      ['2026-03-01T10:05:00.000Z'],
      new Date(at('2026-03-01T10:05:00.000Z').getTime() + SAML_CLOCK_SKEW_MS),
    ],
    [
      'the later of the conditions and the subject confirmation',
      ['2026-03-01T10:05:00.000Z', '2026-03-01T10:09:00.000Z'],
      new Date(at('2026-03-01T10:09:00.000Z').getTime() + SAML_CLOCK_SKEW_MS),
    ],
    [
      'a missing or unreadable time is passed over',
      [undefined, 'not a time', '2026-03-01T10:02:00.000Z'],
      new Date(at('2026-03-01T10:02:00.000Z').getTime() + SAML_CLOCK_SKEW_MS),
    ],
    [
      'no time at all: the request lifetime from now',
      [undefined],
      new Date(now.getTime() + SAML_REQUEST_LIFETIME_MS),
    ],
  ];
  it.each(cases)('%s', (_name, times, expected) => {
    expect(assertionKeepUntil(times, now)).toEqual(expected);
  });
});

describe('assertionReplay', () => {
  const cases: Array<[string, { keepUntil: Date } | undefined, 'fresh' | 'replayed']> = [
    ['never seen: fresh', undefined, 'fresh'],
    ['seen and still remembered: a replay', { keepUntil: at('2026-03-01T10:01:00.000Z') }, 'replayed'],
    ['seen, remembered until this very moment: fresh', { keepUntil: now }, 'fresh'],
    ['seen long ago, past its keep time: fresh', { keepUntil: at('2026-03-01T09:00:00.000Z') }, 'fresh'],
  ];
  it.each(cases)('%s', (_name, seen, expected) => {
    expect(assertionReplay(seen, now)).toBe(expected);
  });
});
