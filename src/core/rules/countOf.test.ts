import { describe, expect, it } from 'vitest';
import { countOf, wordFor } from './countOf';

describe('countOf (issue 37: "1 comments")', () => {
  // Plurals follow Intl.PluralRules, so 1.5 and 0 take the plural as English does.
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

describe('wordFor (issue 37: a verb or pronoun that goes with a count)', () => {
  it.each([
    [1, 'has', 'have', 'has'],
    [2, 'has', 'have', 'have'],
    [0, 'it', 'them', 'them'],
    [1, 'mark', undefined, 'mark'],
  ])('%d: %s or %s reads %j', (count, one, many, word) => {
    expect(wordFor(count, one, many)).toBe(word);
  });
});
