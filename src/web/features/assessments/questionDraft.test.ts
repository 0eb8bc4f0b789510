import { describe, expect, it } from 'vitest';
import { type Question, questionSchema } from '../../../core/schemas/assessments';
import {
  addAccepted,
  addChoice,
  addQuestion,
  changeChoice,
  changeQuestion,
  choosesSeveral,
  type DraftQuestion,
  draftsOf,
  moveQuestion,
  newQuestion,
  questionOf,
  questionsOf,
  removeAccepted,
  removeChoice,
  removeQuestion,
  setAccepted,
  setMarks,
  setModelAnswer,
  setText,
  snapshotOf,
  totalMarks,
} from './questionDraft';
import { checkQuestions, hasProblems, problemsOf } from './questionProblems';

/** Ids in the order they are made: id1, id2, ... */
function counter() {
  let next = 0;
  return () => `id${++next}`;
}

const saved: Question[] = [
  {
    _id: 'q1',
    type: 'one_word',
    text: '<p>The capital of France?</p>',
    choices: [],
    answer: 'Paris|paris city',
    weights: [],
    multiple: false,
    numbers: [],
    pairs: [],
    marks: 2,
    feedback: 'On the Seine.',
  },
  {
    _id: 'q2',
    type: 'mcq',
    text: '<p>Which are prime?</p>',
    choices: ['2', '4', '5'],
    answer: '2|5',
    weights: [],
    multiple: false,
    numbers: [],
    pairs: [],
    marks: 3,
    feedback: '',
  },
  {
    _id: 'q3',
    type: 'brief',
    text: '<p>Why is the sky blue?</p>',
    choices: [],
    answer: 'Rayleigh scattering.',
    weights: [],
    multiple: false,
    numbers: [],
    pairs: [],
    marks: 5,
    feedback: '',
  },
];

const texts = (lines: readonly { text: string }[]) => lines.map((entry) => entry.text);
const byId = (drafts: DraftQuestion[], id: string) => drafts.find((draft) => draft._id === id)!;

describe('a draft of saved questions (SPEC §3 types, keys joined by "|")', () => {
  it('shows accepted answers one per input, choices with their right boxes, and the model answer', () => {
    const [oneWord, mcq, brief] = draftsOf(saved, counter());
    expect(oneWord?.type === 'one_word' && texts(oneWord.accepted)).toEqual(['Paris', 'paris city']);
    expect(mcq?.type === 'mcq' && mcq.choices.map((choice) => [choice.text, choice.right])).toEqual([
      ['2', true],
      ['4', false],
      ['5', true],
    ]);
    expect(brief?.type === 'brief' && brief.modelAnswer).toBe('Rayleigh scattering.');
  });

  it('gives back exactly the saved questions, so an untouched draft has nothing to save', () => {
    const drafts = draftsOf(saved, counter());
    expect(questionsOf(drafts)).toEqual(saved);
    expect(snapshotOf(drafts)).toBe(snapshotOf(draftsOf(saved, counter())));
    expect(snapshotOf(changeQuestion(drafts, 'q1', (draft) => setMarks(draft, 3)))).not.toBe(
      snapshotOf(drafts),
    );
  });

  it('says "choose all that apply" only for multiple choice with several right answers', () => {
    const drafts = draftsOf(saved, counter());
    expect(drafts.map(choosesSeveral)).toEqual([false, true, false]);
    expect(choosesSeveral(changeChoice(byId(drafts, 'q2'), keyOf(drafts, 0), { right: false }))).toBe(false);
  });

  it('adds up the marks, an empty field counting as nothing', () => {
    const drafts = draftsOf(saved, counter());
    expect(totalMarks(drafts)).toBe(10);
    expect(totalMarks(changeQuestion(drafts, 'q3', (draft) => setMarks(draft, '')))).toBe(5);
  });
});

/** The key of the mcq draft's choice at `index`. */
function keyOf(drafts: DraftQuestion[], index: number) {
  const draft = byId(drafts, 'q2');
  return draft.type === 'mcq' ? draft.choices[index]!.key : '';
}

describe('new questions', () => {
  it.each([
    ['one_word', { choices: [], answer: '', weights: [] }],
    ['brief', { choices: [], answer: '' }],
    ['mcq', { choices: ['', ''], answer: '', weights: [], multiple: false }],
    ['numerical', { answer: '', numbers: [{ value: Number.NaN, tolerance: 0, weight: 1 }] }],
    [
      'matching',
      {
        answer: '',
        pairs: [
          { prompt: '', match: '' },
          { prompt: '', match: '' },
        ],
      },
    ],
  ] as const)('a new %s question is worth 1 mark and starts empty', (type, expected) => {
    const question = questionOf(newQuestion(type, counter()));
    expect(question).toMatchObject({ type, text: '', marks: 1, feedback: '', ...expected });
  });

  it('written in full, each type passes the server’s schema', () => {
    const newId = counter();
    let drafts = addQuestion([], 'one_word', newId);
    drafts = addQuestion(drafts, 'mcq', newId);
    drafts = addQuestion(drafts, 'brief', newId);
    const [oneWord, mcq, brief] = drafts.map((draft) => draft._id) as [string, string, string];
    drafts = changeQuestion(drafts, oneWord, (draft) => {
      const written = setText(draft, '<p>2 + 2?</p>');
      return written.type === 'one_word' ? setAccepted(written, written.accepted[0]!.key, ' four ') : written;
    });
    drafts = changeQuestion(drafts, mcq, (draft) => {
      let written = addChoice(setText(draft, '<p>Pick the even ones</p>'), newId);
      if (written.type !== 'mcq') return written;
      const [a, b, c] = written.choices.map((choice) => choice.key) as [string, string, string];
      written = changeChoice(written, a, { text: '2', right: true });
      written = changeChoice(written, b, { text: '3' });
      return changeChoice(written, c, { text: '4', right: true });
    });
    drafts = changeQuestion(drafts, brief, (draft) => setModelAnswer(setText(draft, '<p>Explain.</p>'), ''));
    const questions = questionsOf(drafts);
    expect(questions.map((question) => questionSchema.safeParse(question).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(questions[0]?.answer).toBe('four');
    expect(questions[1]).toMatchObject({ choices: ['2', '3', '4'], answer: '2|4' });
    expect(checkQuestions('t1', drafts)).toEqual({ list: null, byQuestion: {} });
  });
});

describe('editing the list', () => {
  it('moves a question up or down, and leaves the list as it is at its ends', () => {
    const drafts = draftsOf(saved, counter());
    const ids = (list: DraftQuestion[]) => list.map((draft) => draft._id);
    expect(ids(moveQuestion(drafts, 'q2', -1))).toEqual(['q2', 'q1', 'q3']);
    expect(ids(moveQuestion(drafts, 'q2', 1))).toEqual(['q1', 'q3', 'q2']);
    expect(ids(moveQuestion(drafts, 'q1', -1))).toEqual(['q1', 'q2', 'q3']);
    expect(ids(moveQuestion(drafts, 'q3', 1))).toEqual(['q1', 'q2', 'q3']);
  });

  it('removes a question', () => {
    expect(removeQuestion(draftsOf(saved, counter()), 'q2').map((draft) => draft._id)).toEqual(['q1', 'q3']);
  });

  it('keeps at least two choices and one accepted answer', () => {
    const newId = counter();
    const mcq = newQuestion('mcq', newId);
    const keys = mcq.type === 'mcq' ? mcq.choices.map((choice) => choice.key) : [];
    expect(removeChoice(mcq, keys[0]!)).toEqual(mcq);
    const three = addChoice(mcq, newId);
    expect(three.type === 'mcq' && three.choices).toHaveLength(3);
    const back = removeChoice(three, keys[0]!);
    expect(back.type === 'mcq' && back.choices.map((choice) => choice.key)).toEqual([keys[1], 'id4']);

    const oneWord = newQuestion('one_word', newId);
    const only = oneWord.type === 'one_word' ? oneWord.accepted[0]!.key : '';
    expect(removeAccepted(oneWord, only)).toEqual(oneWord);
    const two = addAccepted(oneWord, newId);
    expect(removeAccepted(two, only)).toMatchObject({ accepted: [{ text: '' }] });
  });

  it('a field of another type leaves the question as it is', () => {
    const brief = newQuestion('brief', counter());
    expect(addChoice(brief, counter())).toBe(brief);
    expect(setAccepted(brief, 'x', 'y')).toBe(brief);
    expect(setModelAnswer(newQuestion('mcq', counter()), 'x')).toMatchObject({ type: 'mcq' });
  });
});

describe('problems, shown at their field', () => {
  it('places the server’s `questions.<index>.<field>` messages on the questions they were about, by id', () => {
    const drafts = draftsOf(saved, counter());
    const problems = problemsOf(
      {
        'questions.1.answer': 'Multiple choice: mark at least one right choice.',
        'questions.1.choices.2': 'Choice: write its text.',
        'questions.2.marks': 'Marks: at most 1000.',
        questions: 'Each question only once.',
      },
      drafts,
    );
    expect(problems).toEqual({
      list: 'Each question only once.',
      byQuestion: {
        q2: {
          answer: 'Multiple choice: mark at least one right choice.',
          'choices.2': 'Choice: write its text.',
        },
        q3: { marks: 'Marks: at most 1000.' },
      },
    });
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(problemsOf({}, drafts))).toBe(false);
  });

  it('finds before saving what the server would refuse, in its words', () => {
    const newId = counter();
    let drafts = addQuestion([], 'mcq', newId);
    drafts = addQuestion(drafts, 'one_word', newId);
    const [mcq, oneWord] = drafts.map((draft) => draft._id) as [string, string];
    drafts = changeQuestion(drafts, oneWord, (draft) => setMarks(setText(draft, '<p>Say hi</p>'), ''));
    const problems = checkQuestions('t1', drafts);
    expect(problems.byQuestion[mcq]).toMatchObject({ text: 'Question: write the question.' });
    expect(problems.byQuestion[oneWord]).toEqual({ marks: 'Marks: enter a number.' });
  });

  it('refuses an accepted answer holding "|", which would be read as two answers', () => {
    const newId = counter();
    const drafts = changeQuestion(addQuestion([], 'one_word', newId), 'id1', (draft) => {
      const written = setText(draft, '<p>Either</p>');
      return written.type === 'one_word' ? setAccepted(written, written.accepted[0]!.key, 'yes|no') : written;
    });
    expect(checkQuestions('t1', drafts).byQuestion.id1).toEqual({
      'accepted.0': 'Accepted answer: the character | cannot be used; give each answer its own field.',
    });
  });
});
