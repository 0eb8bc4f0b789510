import { describe, expect, it } from 'vitest';
import { personName } from './personName';

// A person is shown by their full name, or by their username when they gave none.
describe('personName', () => {
  it.each([
    ['Ann Lee', 'Ann Lee'],
    ['', 'ann'],
    [null, 'ann'],
    [undefined, 'ann'],
  ])('full name %j is shown as %j', (fullName, shown) => {
    expect(personName({ fullName, username: 'ann' })).toBe(shown);
  });
});
