import { describe, expect, it } from 'vitest';
import { guessImportFormat } from './questionFiles';

describe('question files (issue 15: GIFT and Moodle XML)', () => {
  it.each([
    ['quiz.gift', 'gift'],
    ['Quiz 1.TXT', 'gift'],
    ['export.xml', 'moodlexml'],
    ['questions.moodle.XML', 'moodlexml'],
    ['notes.pdf', null],
    ['README', null],
  ])('%s is read as %s', (fileName, format) => {
    expect(guessImportFormat(fileName)).toBe(format);
  });
});
