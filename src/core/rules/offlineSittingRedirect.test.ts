import { describe, expect, it } from 'vitest';
import { offlineSittingRedirect } from './offlineSittingRedirect';

describe('SPEC §2: the offline test page when the test is not active', () => {
  it.each([
    ['getCurrent refuses the test', { found: false } as const, 'controlPanel'],
    ['not active, offline', { found: true, active: false, mode: 'offline' } as const, 'courseView'],
    ['not active, live', { found: true, active: false, mode: 'live' } as const, 'courseView'],
    ['active, live: sat on the live page', { found: true, active: true, mode: 'live' } as const, 'livePage'],
    ['active, offline: the page itself', { found: true, active: true, mode: 'offline' } as const, null],
  ])('%s', (_, reached, target) => {
    expect(offlineSittingRedirect(reached)).toBe(target);
  });
});
