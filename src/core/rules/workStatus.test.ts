import { describe, expect, it } from 'vitest';
import type { ItemKind } from '../itemKinds';
import type { WorkStatus } from '../schemas/workStatus';
import { type StudentWork, type WorkItemFacts, workStatus } from './workStatus';

// Issue 37 on SPEC §2 (course view, control panels) and §4 (button state): every list shows the student's state on
// each test, exam, assignment, project and lab; a mark only once released.
const endDate = '2026-05-01T12:00:00Z';
const before = '2026-05-01T11:00:00Z';
const after = '2026-05-01T13:00:00Z';

const work = (stage: StudentWork['stage'], more: Partial<StudentWork> = {}): StudentWork => ({
  stage,
  late: false,
  mark: null,
  max: null,
  ...more,
});
const item = (kind: ItemKind, more: Partial<WorkItemFacts> = {}): WorkItemFacts => ({
  kind,
  endDate,
  ...more,
});

describe('workStatus (issue 37 on SPEC §2 course view and control panels, §4 button state)', () => {
  it.each<[string, WorkItemFacts, StudentWork | null, string, WorkStatus | null]>([
    ['a test not yet sat', item('test'), null, before, { state: 'notStarted' }],
    ['a test being sat', item('test'), work('started'), before, { state: 'inProgress' }],
    ['a test handed in', item('test'), work('handedIn'), before, { state: 'handedIn' }],
    ['a test handed in, after its end', item('test'), work('handedIn'), after, { state: 'handedIn' }],
    [
      'a test marked, not released: no mark, no hint of one',
      item('test'),
      work('marked', { mark: 9, max: 10 }),
      after,
      { state: 'handedIn' },
    ],
    [
      'a test marked and released',
      item('test'),
      work('released', { mark: 9, max: 10 }),
      before,
      { state: 'marked', mark: 9, max: 10 },
    ],
    ['a test closed without an attempt', item('test'), null, after, { state: 'missed' }],
    [
      'a test with no questions yet',
      item('test', { noQuestions: true }),
      null,
      before,
      { state: 'notReady' },
    ],
    [
      'an exam with no questions, past its end',
      item('exam', { noQuestions: true }),
      null,
      after,
      { state: 'notReady' },
    ],
    [
      'a test whose questions went after it was sat',
      item('test', { noQuestions: true }),
      work('handedIn'),
      before,
      { state: 'handedIn' },
    ],
    ['a test at its end to the second', item('test'), null, endDate, { state: 'missed' }],
    [
      'a test sat live after its dates',
      item('exam', { startedLive: true }),
      null,
      after,
      { state: 'notStarted' },
    ],
    [
      'an assignment saved, not handed in',
      item('assignment'),
      work('started'),
      before,
      { state: 'inProgress' },
    ],
    [
      'an assignment handed in late',
      item('assignment'),
      work('handedIn', { late: true }),
      after,
      { state: 'late' },
    ],
    [
      'an assignment marked late, not released',
      item('assignment'),
      work('marked', { late: true, mark: 3, max: 20 }),
      after,
      { state: 'late' },
    ],
    [
      'a project marked and released',
      item('project'),
      work('released', { mark: 17, max: 20 }),
      after,
      { state: 'marked', mark: 17, max: 20 },
    ],
    ['a lab whose draft missed a strict deadline', item('lab'), work('started'), after, { state: 'missed' }],
    [
      'a lab that still takes late work',
      item('lab', { acceptsLate: true }),
      null,
      after,
      { state: 'notStarted' },
    ],
    ['a lecture', item('lecture'), null, before, null],
    ['a discussion', item('discussion'), null, after, null],
    ['a consult', item('consult'), null, before, null],
    ['a team meeting', item('teamMeeting'), null, before, null],
    ['a self-learning unit', item('selfLearning'), null, before, null],
  ])('%s', (_, facts, studentWork, now, expected) => {
    expect(workStatus(facts, studentWork, now)).toEqual(expected);
  });
});
