import { describe, expect, it } from 'vitest';
import { requestedRange } from './byteRange';

// Issue 14: downloads answer HTTP Range requests (RFC 9110 §14) so that video can seek.
describe('requestedRange (issue 14, RFC 9110 §14.1.2)', () => {
  it.each([
    [undefined, 1000, 'whole'],
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=500-', 1000, { start: 500, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=999-999', 1000, { start: 999, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=2000-3000', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=-10', 0, 'unsatisfiable'],
    ['bytes=0-1,5-9', 1000, 'whole'],
    ['bytes=9-1', 1000, 'whole'],
    ['bytes=-', 1000, 'whole'],
    ['items=0-1', 1000, 'whole'],
    ['bytes=99999999999999999999-', 1000, 'whole'],
  ])('%j of %d bytes: %j', (header, size, expected) => {
    expect(requestedRange(header, size)).toEqual(expected);
  });
});
