import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

// SPEC §9: "Time shown in minutes when under 120 minutes."
describe('formatDuration (SPEC §9)', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [45, '45 minutes'],
    [90, '90 minutes'],
    [119, '119 minutes'],
    [119.6, '2 hours'],
    [120, '2 hours'],
    [121, '2 hours 1 minute'],
    [185, '3 hours 5 minutes'],
    [-10, '0 minutes'],
    [Number.POSITIVE_INFINITY, '0 minutes'],
  ])('%d minutes reads %s', (minutes, label) => {
    expect(formatDuration(minutes)).toBe(label);
  });
});
