import { describe, expect, it } from 'vitest';
import {
  followsSavedVersion,
  studentStateLook,
  submitBlockReason,
  submitLabel,
  workLockReason,
} from './submissionState';

// Issue 14: draft (saved, not handed in) → submitted → graded (the student does not see the mark yet) → released.
describe("the student's state badge (issue 14)", () => {
  it.each([
    ['nothing saved', null, 'Not started'],
    ['a draft', { state: 'draft', late: false }, 'Draft — not handed in'],
    ['handed in on time', { state: 'submitted', late: false }, 'Handed in'],
    ['handed in late', { state: 'submitted', late: true }, 'Handed in (late)'],
    ['graded but not released', { state: 'graded', late: false }, 'Being marked'],
    ['released', { state: 'released', late: true }, 'Marked'],
  ] as const)('%s reads %j', (_case, submission, label) => {
    expect(studentStateLook(submission).label).toBe(label);
  });
});

describe('when the student can no longer change their work (issue 14)', () => {
  const endDate = '2026-03-01T12:00:00Z';
  const before = Date.parse('2026-03-01T11:00:00Z');
  const after = Date.parse('2026-03-01T13:00:00Z');
  it.each([
    ['before the deadline', null, 'refuseLate', before, null],
    ['late, where late work is accepted', { state: 'draft' }, 'acceptLate', after, null],
    [
      'late, where late work is refused',
      { state: 'draft' },
      'refuseLate',
      after,
      'The deadline has passed and late work is not accepted.',
    ],
    [
      'once graded, even before the deadline',
      { state: 'graded' },
      'acceptLate',
      before,
      'Your work has been marked, so it can no longer change.',
    ],
    [
      'once released',
      { state: 'released' },
      'acceptLate',
      after,
      'Your work has been marked, so it can no longer change.',
    ],
  ] as const)('%s', (_case, submission, latePolicy, now, reason) => {
    expect(workLockReason(submission, { endDate, latePolicy }, now)).toBe(reason);
  });
});

describe('the submit button says whether it replaces an earlier hand-in', () => {
  it.each([
    [null, 'Submit'],
    [{ submittedAt: null }, 'Submit'],
    [{ submittedAt: '2026-03-01T10:00:00Z' }, 'Submit again'],
  ])('%j → %s', (submission, label) => {
    expect(submitLabel(submission)).toBe(label);
  });
});

describe('why Submit cannot be pressed (issue 14: resubmit until graded, one piece of work per group)', () => {
  const handedIn = 'Handed in. Change your answer or files to hand in a new version.';
  const nothing = 'Write an answer or add a file before you submit.';
  const closed = 'Your work has been marked, so it can no longer change.';
  it.each([
    ['nothing written yet', null, null, false, false, nothing],
    ['an answer written', null, null, true, true, null],
    ['a saved draft', { state: 'draft' }, null, false, true, null],
    [
      'handed in, unchanged (a second click, or a group’s other member)',
      { state: 'submitted' },
      null,
      false,
      true,
      handedIn,
    ],
    ['handed in, then the answer changed in the editor', { state: 'submitted' }, null, true, true, null],
    ['closed work', { state: 'graded' }, closed, false, true, closed],
  ] as const)('%s', (_case, submission, lock, changed, hasWork, reason) => {
    expect(submitBlockReason({ submission, lock, changed, hasWork })).toBe(reason);
  });
});

describe('the text being written follows a newer saved version by itself (issue 14: a group writes one answer)', () => {
  const base = { answer: '<p>Draft</p>', version: '2026-03-02T09:00:00.000Z' };
  const newer = (answer: string) => ({ answer, version: '2026-03-02T09:05:00.000Z' });
  it.each([
    ['nothing was edited here', newer('<p>Theirs</p>'), base.answer, true],
    ['only the files changed (an upload of this page)', newer(base.answer), '<p>Mine</p>', true],
    ["someone else's answer came while writing here", newer('<p>Theirs</p>'), '<p>Mine</p>', false],
    ['the version is the one written over', base, '<p>Mine</p>', false],
  ])('%s: %s', (_case, latest, text, follows) => {
    expect(followsSavedVersion(base, latest, text)).toBe(follows);
  });
  it('starts from no version: an upload creates the work while the answer is typed', () => {
    expect(followsSavedVersion({ answer: '', version: null }, newer(''), '<p>Typed</p>')).toBe(true);
  });
});
