import { describe, expect, it } from 'vitest';
import type { ItemKind } from '../itemKinds';
import { markingPageOf } from './markingPage';

describe('markingPageOf (issue 37: the to-do list and the hand-in notifications link to the marking page)', () => {
  it.each<[ItemKind, string | null]>([
    ['assignment', '/assessmentassignmentlist/c1/i1'],
    ['project', '/assessmentprojectlist/c1/i1'],
    ['lab', '/labassessmentlist/c1/i1'],
    ['test', '/TestAnswerList/c1/i1'],
    ['exam', '/ExamAnswerList/c1/i1'],
    ['lecture', null],
    ['discussion', null],
  ])('a %s is marked at %j', (kind, page) => {
    expect(markingPageOf(kind, 'c1', 'i1')).toBe(page);
  });

  it('keeps ids that are not plain words inside their segment', () => {
    expect(markingPageOf('test', 'a/b', 'c d')).toBe('/TestAnswerList/a%2Fb/c%20d');
  });
});
