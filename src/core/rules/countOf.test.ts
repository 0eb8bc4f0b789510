import { describe, expect, it } from 'vitest';
import { countOf } from './countOf';

describe('countOf', () => {
  // Issue 37: "1 comments"; plurals follow Intl.PluralRules, so 1.5 and 0 take the plural as English does.
  it.each([
    [0, 'student', undefined, '0 students'],
    [1, 'student', undefined, '1 student'],
    [2, 'student', undefined, '2 students'],
    [1.5, 'mark', undefined, '1.5 marks'],
    [1, 'comment', undefined, '1 comment'],
    [21, 'comment', undefined, '21 comments'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
  ])('%d %s reads %j', (count, one, many, text) => {
    expect(countOf(count, one, many)).toBe(text);
  });
});
