import { describe, expect, it } from 'vitest';
import { isBlankAnswer } from './blankAnswer';

// Issue 37 ("Awkward"): a blank brief answer is marked 0 by itself (SPEC §3 question types, brief answers).
describe('isBlankAnswer (issue 37)', () => {
  it.each<[string, string, boolean]>([
    ['empty', '', true],
    ['spaces, tabs and new lines', '  \t\n ', true],
    ['a no-break space', '\u00a0', true],
    ['an empty paragraph', '<p></p>', true],
    ['paragraphs of spaces and line breaks', '<p>&nbsp;</p><p> <br> </p>', true],
    ['a zero-width space', '<p>\u200b</p>', true],
    ['a word', 'Because', false],
    ['a word inside spaces', '  Because  ', false],
    ['a word in a paragraph', '<p>Because</p>', false],
    ['an image only', '<p><img src="/files/a.png"></p>', false],
    ['plain text that looks like a tag opening', 'a <b', false],
    ['a heart', '<3', false],
    ['angle brackets with nothing named', '<>', false],
  ])('%s', (_, answer, expected) => expect(isBlankAnswer(answer)).toBe(expected));
});
