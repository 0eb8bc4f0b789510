import type { z } from 'zod';
import type { QuestionType } from '../../../core/constants';
import { joinAnswer, splitAnswer } from '../../../core/rules/questionMarking';
import type { Question, questionSchema } from '../../../core/schemas/assessments';
import { movedIds } from '../courses/reorder';

/**
 * The question editor's draft (issue 15, SPEC §3 types; issue 33 for numerical, matching and weights) and its
 * operations: each takes the list and gives the changed one. A draft holds what its type's inputs show (accepted
 * answers one per input, choices each with its "right" box or its weight in percent, accepted numbers, matching
 * pairs); `questionOf` turns it into the question the server takes (keys joined by '|', weights as fractions).
 * `newId` makes ids (newDraftId in the page, a counter in tests).
 */

export type NewId = () => string;

/** One input of a list (an accepted answer, a choice), with a key that stays while the list changes. */
export interface DraftLine {
  key: string;
  text: string;
}
/** A weight in percent as its input shows it ('' while empty); the question keeps a fraction (Moodle's grade). */
export type DraftWeight = number | '';
export interface DraftAccepted extends DraftLine {
  weight: DraftWeight;
}
export interface DraftChoice extends DraftLine {
  right: boolean;
  weight: DraftWeight;
}
/** An accepted number of a numerical question; an empty tolerance is 0, an empty weight 100%. */
export interface DraftNumber {
  key: string;
  value: number | '';
  tolerance: number | '';
  weight: DraftWeight;
}
export interface DraftPair {
  key: string;
  prompt: string;
  match: string;
}

interface DraftBase {
  _id: string;
  /** Rich text (HTML). */
  text: string;
  /** '' while the field is empty. */
  marks: number | '';
  feedback: string;
}

export type DraftQuestion = DraftBase &
  (
    | { type: 'one_word'; accepted: DraftAccepted[]; weighted: boolean }
    | { type: 'brief'; modelAnswer: string }
    | { type: 'mcq'; choices: DraftChoice[]; weighted: boolean; multiple: boolean }
    | { type: 'numerical'; numbers: DraftNumber[] }
    /** `extras`: the extra wrong matches (Moodle's pairs with no prompt). */
    | { type: 'matching'; pairs: DraftPair[]; extras: DraftLine[] }
  );

export type OneWordDraft = Extract<DraftQuestion, { type: 'one_word' }>;
export type MultipleChoiceDraft = Extract<DraftQuestion, { type: 'mcq' }>;
export type NumericalDraft = Extract<DraftQuestion, { type: 'numerical' }>;
export type MatchingDraft = Extract<DraftQuestion, { type: 'matching' }>;

export type QuestionInput = z.input<typeof questionSchema>;

/** At least this many choices and pairs (the schema's floors), and one accepted-answer input. */
export const MIN_CHOICES = 2;
export const MIN_PAIRS = 2;
const MIN_ACCEPTED = 1;
const NEW_QUESTION_MARKS = 1;
/** Full marks, in percent: what an accepted answer or number earns unless weighted otherwise. */
export const FULL_WEIGHT = 100;

export const draftLine = (newId: NewId, text = ''): DraftLine => ({ key: newId(), text });
const line = draftLine;
const accepted = (newId: NewId, text = '', weight: DraftWeight = ''): DraftAccepted => ({
  ...line(newId, text),
  weight,
});
const choice = (newId: NewId, text = '', right = false, weight: DraftWeight = ''): DraftChoice => ({
  ...line(newId, text),
  right,
  weight,
});
export const draftNumber = (
  newId: NewId,
  value: number | '' = '',
  tolerance: number | '' = 0,
  weight: DraftWeight = FULL_WEIGHT,
): DraftNumber => ({ key: newId(), value, tolerance, weight });
const number = draftNumber;
export const draftPair = (newId: NewId, prompt = '', match = ''): DraftPair => ({
  key: newId(),
  prompt,
  match,
});
const pair = draftPair;

/** A fraction (0.5) in percent (50), without the float noise of Moodle's thirds (0.3333333 -> 33.33333). */
export const percentOf = (fraction: number) => Math.round(fraction * 1e7) / 1e5;

export function newQuestion(type: QuestionType, newId: NewId): DraftQuestion {
  const base = { _id: newId(), text: '', marks: NEW_QUESTION_MARKS, feedback: '' };
  switch (type) {
    case 'one_word':
      return { ...base, type, accepted: [accepted(newId)], weighted: false };
    case 'brief':
      return { ...base, type, modelAnswer: '' };
    case 'mcq':
      return { ...base, type, choices: [choice(newId), choice(newId)], weighted: false, multiple: false };
    case 'numerical':
      return { ...base, type, numbers: [number(newId)] };
    case 'matching':
      return { ...base, type, pairs: [pair(newId), pair(newId)], extras: [] };
  }
}

export function draftOf(question: Question, newId: NewId): DraftQuestion {
  const base = { _id: question._id, text: question.text, marks: question.marks, feedback: question.feedback };
  const keys = splitAnswer(question.answer);
  const weighted = question.weights.length > 0;
  const weightAt = (index: number): DraftWeight =>
    weighted && question.weights[index] !== undefined ? percentOf(question.weights[index]) : '';
  switch (question.type) {
    case 'one_word': {
      const lines = keys.map((text, index) => accepted(newId, text, weightAt(index)));
      return { ...base, type: 'one_word', accepted: lines.length > 0 ? lines : [accepted(newId)], weighted };
    }
    case 'brief':
      return { ...base, type: 'brief', modelAnswer: question.answer };
    case 'mcq':
      return {
        ...base,
        type: 'mcq',
        choices: question.choices.map((text, index) =>
          choice(newId, text, keys.includes(text), weightAt(index)),
        ),
        weighted,
        multiple: weighted && question.multiple,
      };
    case 'numerical':
      return {
        ...base,
        type: 'numerical',
        numbers: question.numbers.map((entry) =>
          number(newId, entry.value, entry.tolerance, percentOf(entry.weight)),
        ),
      };
    case 'matching':
      return {
        ...base,
        type: 'matching',
        pairs: question.pairs
          .filter((entry) => entry.prompt !== '')
          .map((entry) => pair(newId, entry.prompt, entry.match)),
        extras: question.pairs
          .filter((entry) => entry.prompt === '')
          .map((entry) => line(newId, entry.match)),
      };
  }
}

export const draftsOf = (questions: readonly Question[], newId: NewId) =>
  questions.map((question) => draftOf(question, newId));

/**
 * A weight in percent as the question keeps it: a fraction, to the same seven places percentOf shows, so a saved
 * weight comes back as it was; an empty field is `empty` percent.
 */
const fractionOf = (weight: DraftWeight, empty: number) =>
  Math.round((weight === '' ? empty : weight) * 1e5) / 1e7;

/** Whether a choice counts as right: ticked, or, with weights per choice, earning more than 0%. */
const isRightChoice = (draft: MultipleChoiceDraft, entry: DraftChoice) =>
  draft.weighted ? fractionOf(entry.weight, 0) > 0 : entry.right;

/**
 * The question as saveQuestions takes it. An empty marks field or number is sent as NaN, which the schema names
 * ("Marks: enter a number."); empty accepted answers are left out; an empty weight is 0% for a choice and 100% for
 * an accepted answer or number, an empty tolerance 0.
 */
export function questionOf(draft: DraftQuestion): QuestionInput {
  const base = {
    _id: draft._id,
    type: draft.type,
    text: draft.text,
    marks: draft.marks === '' ? Number.NaN : draft.marks,
    feedback: draft.feedback.trim(),
    choices: [],
    answer: '',
    weights: [],
    multiple: false,
    numbers: [],
    pairs: [],
  };
  switch (draft.type) {
    case 'one_word': {
      const given = draft.accepted.filter((entry) => entry.text.trim() !== '');
      return {
        ...base,
        answer: joinAnswer(given.map((entry) => entry.text.trim())),
        weights: draft.weighted ? given.map((entry) => fractionOf(entry.weight, FULL_WEIGHT)) : [],
      };
    }
    case 'brief':
      return { ...base, answer: draft.modelAnswer.trim() };
    case 'mcq': {
      const choices = draft.choices.map((entry) => entry.text.trim());
      return {
        ...base,
        choices,
        answer: joinAnswer(choices.filter((_, index) => isRightChoice(draft, draft.choices[index]!))),
        weights: draft.weighted ? draft.choices.map((entry) => fractionOf(entry.weight, 0)) : [],
        multiple: draft.weighted && draft.multiple,
      };
    }
    case 'numerical':
      return {
        ...base,
        numbers: draft.numbers.map((entry) => ({
          value: entry.value === '' ? Number.NaN : entry.value,
          tolerance: entry.tolerance === '' ? 0 : entry.tolerance,
          weight: fractionOf(entry.weight, FULL_WEIGHT),
        })),
      };
    case 'matching':
      return {
        ...base,
        pairs: [
          ...draft.pairs.map((entry) => ({ prompt: entry.prompt.trim(), match: entry.match.trim() })),
          ...draft.extras.map((entry) => ({ prompt: '', match: entry.text.trim() })),
        ],
      };
  }
}

export const questionsOf = (drafts: readonly DraftQuestion[]) => drafts.map(questionOf);

/** The drafts as Save would send them, in one string: equal snapshots, nothing to save. */
export const snapshotOf = (drafts: readonly DraftQuestion[]) => JSON.stringify(questionsOf(drafts));

/** The total a test is marked out of; an empty field counts as nothing. */
export const totalMarks = (drafts: readonly DraftQuestion[]) =>
  drafts.reduce((sum, draft) => sum + (draft.marks === '' ? 0 : draft.marks), 0);

/**
 * Students may pick several ("choose all that apply"): multiple choice with more than one right choice, or, with
 * weights per choice, as the teacher set it.
 */
export const choosesSeveral = (draft: DraftQuestion) =>
  draft.type === 'mcq' &&
  (draft.weighted ? draft.multiple : draft.choices.filter((entry) => entry.right).length > 1);

// The list.

export const addQuestion = (drafts: readonly DraftQuestion[], type: QuestionType, newId: NewId) => [
  ...drafts,
  newQuestion(type, newId),
];

export const removeQuestion = (drafts: readonly DraftQuestion[], questionId: string) =>
  drafts.filter((draft) => draft._id !== questionId);

/** One place up (-1) or down (1); the list unchanged at its ends. */
export function moveQuestion(drafts: readonly DraftQuestion[], questionId: string, step: -1 | 1) {
  const order = movedIds(
    drafts.map((draft) => draft._id),
    questionId,
    step,
  );
  if (!order) return [...drafts];
  const byId = new Map(drafts.map((draft) => [draft._id, draft]));
  return order.map((id) => byId.get(id)!);
}

/** A change to one question: given it as it is now, gives it changed. */
export type QuestionChange = (draft: DraftQuestion) => DraftQuestion;

export const changeQuestion = (
  drafts: readonly DraftQuestion[],
  questionId: string,
  change: QuestionChange,
) => drafts.map((draft) => (draft._id === questionId ? change(draft) : draft));

// One question's fields. Each leaves a question of another type as it is.

export const setText = (draft: DraftQuestion, text: string): DraftQuestion => ({ ...draft, text });
export const setMarks = (draft: DraftQuestion, marks: number | ''): DraftQuestion => ({ ...draft, marks });
export const setFeedback = (draft: DraftQuestion, feedback: string): DraftQuestion => ({
  ...draft,
  feedback,
});

export const setModelAnswer = (draft: DraftQuestion, modelAnswer: string): DraftQuestion =>
  draft.type === 'brief' ? { ...draft, modelAnswer } : draft;

export const addAccepted = (draft: DraftQuestion, newId: NewId): DraftQuestion =>
  draft.type === 'one_word'
    ? { ...draft, accepted: [...draft.accepted, accepted(newId, '', draft.weighted ? FULL_WEIGHT : '')] }
    : draft;

export const setAccepted = (draft: DraftQuestion, key: string, text: string): DraftQuestion =>
  changeAccepted(draft, key, { text });

export const changeAccepted = (
  draft: DraftQuestion,
  key: string,
  change: Partial<Omit<DraftAccepted, 'key'>>,
): DraftQuestion =>
  draft.type === 'one_word'
    ? {
        ...draft,
        accepted: draft.accepted.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
      }
    : draft;

export const removeAccepted = (draft: DraftQuestion, key: string): DraftQuestion =>
  draft.type === 'one_word' && draft.accepted.length > MIN_ACCEPTED
    ? { ...draft, accepted: draft.accepted.filter((entry) => entry.key !== key) }
    : draft;

export const addChoice = (draft: DraftQuestion, newId: NewId): DraftQuestion =>
  draft.type === 'mcq'
    ? { ...draft, choices: [...draft.choices, choice(newId, '', false, draft.weighted ? 0 : '')] }
    : draft;

export const changeChoice = (
  draft: DraftQuestion,
  key: string,
  change: Partial<Omit<DraftChoice, 'key'>>,
): DraftQuestion =>
  draft.type === 'mcq'
    ? {
        ...draft,
        choices: draft.choices.map((choice) => (choice.key === key ? { ...choice, ...change } : choice)),
      }
    : draft;

export const removeChoice = (draft: DraftQuestion, key: string): DraftQuestion =>
  draft.type === 'mcq' && draft.choices.length > MIN_CHOICES
    ? { ...draft, choices: draft.choices.filter((choice) => choice.key !== key) }
    : draft;

/**
 * Messages keyed by field within one question, as saveQuestions names them after `questions.<index>.`: 'text',
 * 'marks', 'feedback', 'answer', 'choices', 'choices.<index>', 'weights', 'numbers.<index>.value',
 * 'pairs.<index>.match', ...; the editor adds 'accepted.<index>' and 'pairs.<index>.prompt' (questionProblems.ts).
 */
export type FieldErrors = Record<string, string>;
