import { describe, expect, it } from 'vitest';
import { deviceProblem } from './deviceProblem';

describe('what a failed camera or microphone tells the person (issue 16: clear messages when refused or missing)', () => {
  it.each([
    ['NotAllowedError', /not allowed .* Allow them for this site/],
    ['SecurityError', /not allowed/],
    ['NotFoundError', /No camera or microphone was found/],
    ['OverconstrainedError', /No camera or microphone was found/],
    ['NotReadableError', /busy in another program/],
    ['AbortError', /busy in another program/],
    ['TypeError', /secure connection/],
    ['SomethingNew', /could not be started/],
  ])('%s', (name, message) => {
    expect(deviceProblem(new DOMException('x', name))).toMatch(message);
  });

  it('offers to join without devices whatever went wrong', () => {
    for (const name of ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'TypeError', 'Other'])
      expect(deviceProblem(new DOMException('x', name))).toMatch(/join without them/);
  });

  it('reads a plain Error by its name too', () => {
    const error = new Error('x');
    error.name = 'NotFoundError';
    expect(deviceProblem(error)).toMatch(/No camera/);
  });
});
