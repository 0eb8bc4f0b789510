import { describe, expect, it } from 'vitest';
import type { AttemptDetail, MarkedAnswer, Question } from '../../../core/schemas/assessments';
import {
  draftProblems,
  gradeBody,
  hasUnsavedMarks,
  markingDraftOf,
  markProblem,
  runningTotal,
} from './attemptMarking';

const question = (
  id: string,
  type: Question['type'],
  marks: number,
  extra: Partial<Question> = {},
): Question => ({
  _id: id,
  type,
  text: `<p>${id}</p>`,
  choices: [],
  answer: '',
  weights: [],
  multiple: false,
  numbers: [],
  pairs: [],
  marks,
  feedback: '',
  ...extra,
});

const answer = (questionId: string, given: string, extra: Partial<MarkedAnswer> = {}): MarkedAnswer => ({
  questionId,
  answer: given,
  seq: 1,
  savedAt: '2026-03-02T09:10:00.000Z',
  mark: null,
  feedback: '',
  markedBy: null,
  ...extra,
});

const questions = [
  question('essay', 'brief', 4),
  question('word', 'one_word', 2, { answer: 'router' }),
  question('pick', 'mcq', 3, { choices: ['A', 'B', 'C'], answer: 'B' }),
  question('skipped', 'brief', 2),
];

const detail = (answers: MarkedAnswer[], feedback = ''): AttemptDetail => ({
  attempt: {
    _id: 'attempt-1',
    itemId: 'test-1',
    number: 1,
    state: 'submitted',
    endedBy: 'student',
    startedAt: '2026-03-02T09:00:00.000Z',
    deadlineAt: '2026-03-02T10:00:00.000Z',
    submittedAt: '2026-03-02T09:40:00.000Z',
    mark: null,
    maxMark: 11,
    feedback,
    releasedAt: null,
    answerFile: null,
  },
  student: { _id: 's1', username: 'sam', fullName: 'Sam Student' },
  questions,
  answers,
  focusEvents: [],
});

const handedIn = detail([
  answer('essay', 'Packets find their way.'),
  answer('word', 'Router', { mark: 2, markedBy: 'auto' }),
  answer('pick', 'C', { mark: 0, markedBy: 'auto' }),
]);

// Issue 15 grading: brief answers by the teacher, the engine's marks overridable.
describe('marking one attempt', () => {
  it('starts from the saved marks, the engine for what it marks, 0 for a brief question left blank', () => {
    expect(markingDraftOf(handedIn).marks).toEqual({
      essay: { mark: '', feedback: '' },
      word: { mark: 2, feedback: '' },
      pick: { mark: 0, feedback: '' },
      skipped: { mark: 0, feedback: '' },
    });
  });

  it("works out the engine's mark of a question whose answer has none saved", () => {
    const draft = markingDraftOf(detail([answer('word', ' ROUTER ')]));
    expect(draft.marks.word!.mark).toBe(2);
    expect(draft.marks.pick!.mark).toBe(0);
  });

  it("starts issue 33's questions from the engine's marks: numbers within tolerance, matches, weights", () => {
    const moodle = {
      ...detail([
        answer('number', '3.2 m'),
        answer('match', JSON.stringify(['France', 'Spain'])),
        answer('weighted', 'London|Paris'),
      ]),
      questions: [
        question('number', 'numerical', 2, { numbers: [{ value: 3, tolerance: 0.5, weight: 1 }] }),
        question('match', 'matching', 4, {
          pairs: [
            { prompt: 'Paris', match: 'France' },
            { prompt: 'Rome', match: 'Italy' },
            { prompt: '', match: 'Spain' },
          ],
        }),
        question('weighted', 'mcq', 2, {
          choices: ['London', 'Paris', 'Oslo'],
          answer: 'London|Paris',
          weights: [0.5, 0.5, -1],
          multiple: true,
        }),
      ],
    };
    expect(markingDraftOf(moodle).marks).toEqual({
      number: { mark: 2, feedback: '' },
      match: { mark: 2, feedback: '' },
      weighted: { mark: 2, feedback: '' },
    });
  });

  it('keeps what the teacher saved before', () => {
    const marked = detail(
      [answer('essay', 'Packets.', { mark: 3.5, feedback: 'Say how.', markedBy: 'teacher' })],
      'Good work.',
    );
    const draft = markingDraftOf(marked);
    expect(draft.marks.essay).toEqual({ mark: 3.5, feedback: 'Say how.' });
    expect(draft.feedback).toBe('Good work.');
  });

  it.each([
    ['', 4, 'Give a mark.'],
    [-0.5, 4, 'Give a mark from 0 to 4.'],
    [4.5, 4, 'Give a mark from 0 to 4.'],
    [1.25, 4, 'Marks go in steps of 0.5.'],
    [0, 4, null],
    [2.5, 4, null],
    [4, 4, null],
  ] as const)('mark %s out of %s: %s', (mark, outOf, problem) => {
    expect(markProblem(mark, outOf)).toBe(problem);
  });

  it('totals the marks as they are typed, counting those not given yet', () => {
    const draft = markingDraftOf(handedIn);
    expect(runningTotal(questions, draft, false)).toEqual({ total: 2, unmarked: 1 });
    draft.marks.essay = { mark: 3.5, feedback: '' };
    expect(runningTotal(questions, draft, false)).toEqual({ total: 5.5, unmarked: 0 });
    expect(runningTotal(questions, draft, true)).toEqual({ total: 0, unmarked: 0 });
  });

  it("names the questions whose mark cannot be saved, and lets the engine's partial credit stand", () => {
    const partial = detail([answer('pick', 'B', { mark: 0.67, markedBy: 'auto' })]);
    expect(draftProblems(partial, markingDraftOf(partial))).toEqual([]);
    const draft = markingDraftOf(handedIn);
    draft.marks.essay = { mark: 5, feedback: '' };
    draft.marks.word = { mark: 0.3, feedback: '' };
    expect(draftProblems(handedIn, draft)).toEqual([
      { questionId: 'essay', problem: 'Give a mark from 0 to 4.' },
      { questionId: 'word', problem: 'Marks go in steps of 0.5.' },
    ]);
  });

  it("sends the brief answers' marks and the engine's marks the teacher changed, and leaves out those not given", () => {
    const draft = markingDraftOf(handedIn);
    draft.marks.pick = { mark: 1.5, feedback: 'C was close.' };
    draft.feedback = 'Read the questions twice.';
    expect(gradeBody(handedIn, draft)).toEqual({
      attemptId: 'attempt-1',
      marks: [
        { questionId: 'pick', mark: 1.5, feedback: 'C was close.' },
        { questionId: 'skipped', mark: 0, feedback: '' },
      ],
      feedback: 'Read the questions twice.',
    });
    draft.marks.essay = { mark: 4, feedback: 'Clear.' };
    expect(gradeBody(handedIn, draft).marks.map((m) => m.questionId)).toEqual(['essay', 'pick', 'skipped']);
  });

  it('knows when marks or feedback are typed and not saved', () => {
    const saved = detail(
      [
        answer('essay', 'Packets.', { mark: 3, markedBy: 'teacher' }),
        answer('word', 'router', { mark: 2, markedBy: 'auto' }),
        answer('skipped', '', { mark: 0, markedBy: 'teacher' }),
      ],
      'Fine.',
    );
    const draft = markingDraftOf(saved);
    expect(hasUnsavedMarks(saved, draft)).toBe(false);
    expect(hasUnsavedMarks(saved, { ...draft, feedback: 'Fine!' })).toBe(true);
    expect(
      hasUnsavedMarks(saved, { ...draft, marks: { ...draft.marks, word: { mark: 1, feedback: '' } } }),
    ).toBe(true);
    // A brief question left blank starts at the engine's 0 (issue 37): nothing waits to be saved.
    expect(hasUnsavedMarks(handedIn, markingDraftOf(handedIn))).toBe(false);
  });
});
