import type { z } from 'zod';
import { joinAnswer, splitAnswer } from '../../../core/rules/questionMarking';
import {
  ANSWER_SEPARATOR,
  type Question,
  type QuestionType,
  type questionSchema,
  saveQuestionsBody,
} from '../../../core/schemas/assessments';
import { zodErrors } from '../../components/forms/zodValidate';
import { movedIds } from '../courses/reorder';

/**
 * The question editor's draft (issue 15, SPEC §3 types) and its operations: each takes the list and gives the
 * changed one. A draft holds what its type's inputs show (accepted answers one per input, choices each with its
 * "right" box); `questionOf` turns it into the question the server takes (keys joined by '|'). `newId` makes ids
 * (newDraftId in the page, a counter in tests).
 */

export type NewId = () => string;

/** One input of a list (an accepted answer, a choice), with a key that stays while the list changes. */
export interface DraftLine {
  key: string;
  text: string;
}
export interface DraftChoice extends DraftLine {
  right: boolean;
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
    | { type: 'one_word'; accepted: DraftLine[] }
    | { type: 'brief'; modelAnswer: string }
    | { type: 'mcq'; choices: DraftChoice[] }
  );

export type OneWordDraft = Extract<DraftQuestion, { type: 'one_word' }>;
export type MultipleChoiceDraft = Extract<DraftQuestion, { type: 'mcq' }>;

export type QuestionInput = z.input<typeof questionSchema>;

/** At least this many choices (the schema's floor), and one accepted-answer input. */
export const MIN_CHOICES = 2;
const MIN_ACCEPTED = 1;
const NEW_QUESTION_MARKS = 1;

const line = (newId: NewId, text = ''): DraftLine => ({ key: newId(), text });

export function newQuestion(type: QuestionType, newId: NewId): DraftQuestion {
  const base = { _id: newId(), text: '', marks: NEW_QUESTION_MARKS, feedback: '' };
  if (type === 'one_word') return { ...base, type, accepted: [line(newId)] };
  if (type === 'brief') return { ...base, type, modelAnswer: '' };
  return { ...base, type, choices: [0, 1].map(() => ({ ...line(newId), right: false })) };
}

export function draftOf(question: Question, newId: NewId): DraftQuestion {
  const base = { _id: question._id, text: question.text, marks: question.marks, feedback: question.feedback };
  const keys = splitAnswer(question.answer);
  if (question.type === 'one_word') {
    const accepted = keys.map((text) => line(newId, text));
    return { ...base, type: 'one_word', accepted: accepted.length > 0 ? accepted : [line(newId)] };
  }
  if (question.type === 'brief') return { ...base, type: 'brief', modelAnswer: question.answer };
  return {
    ...base,
    type: 'mcq',
    choices: question.choices.map((text) => ({ ...line(newId, text), right: keys.includes(text) })),
  };
}

export const draftsOf = (questions: readonly Question[], newId: NewId) =>
  questions.map((question) => draftOf(question, newId));

/**
 * The question as saveQuestions takes it. An empty marks field is sent as NaN, which the schema names ("Marks:
 * enter a number."); empty accepted answers are left out.
 */
export function questionOf(draft: DraftQuestion): QuestionInput {
  const base = {
    _id: draft._id,
    type: draft.type,
    text: draft.text,
    marks: draft.marks === '' ? Number.NaN : draft.marks,
    feedback: draft.feedback.trim(),
  };
  if (draft.type === 'one_word')
    return {
      ...base,
      choices: [],
      answer: joinAnswer(draft.accepted.map((entry) => entry.text.trim()).filter(Boolean)),
    };
  if (draft.type === 'brief') return { ...base, choices: [], answer: draft.modelAnswer.trim() };
  const choices = draft.choices.map((choice) => choice.text.trim());
  return {
    ...base,
    choices,
    answer: joinAnswer(choices.filter((_, index) => draft.choices[index]?.right)),
  };
}

export const questionsOf = (drafts: readonly DraftQuestion[]) => drafts.map(questionOf);

/** The drafts as Save would send them, in one string: equal snapshots, nothing to save. */
export const snapshotOf = (drafts: readonly DraftQuestion[]) => JSON.stringify(questionsOf(drafts));

/** The total a test is marked out of; an empty field counts as nothing. */
export const totalMarks = (drafts: readonly DraftQuestion[]) =>
  drafts.reduce((sum, draft) => sum + (draft.marks === '' ? 0 : draft.marks), 0);

/** Multiple choice with more than one right choice: students may pick several ("choose all that apply"). */
export const choosesSeveral = (draft: DraftQuestion) =>
  draft.type === 'mcq' && draft.choices.filter((choice) => choice.right).length > 1;

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
  draft.type === 'one_word' ? { ...draft, accepted: [...draft.accepted, line(newId)] } : draft;

export const setAccepted = (draft: DraftQuestion, key: string, text: string): DraftQuestion =>
  draft.type === 'one_word'
    ? { ...draft, accepted: draft.accepted.map((entry) => (entry.key === key ? { ...entry, text } : entry)) }
    : draft;

export const removeAccepted = (draft: DraftQuestion, key: string): DraftQuestion =>
  draft.type === 'one_word' && draft.accepted.length > MIN_ACCEPTED
    ? { ...draft, accepted: draft.accepted.filter((entry) => entry.key !== key) }
    : draft;

export const addChoice = (draft: DraftQuestion, newId: NewId): DraftQuestion =>
  draft.type === 'mcq' ? { ...draft, choices: [...draft.choices, { ...line(newId), right: false }] } : draft;

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

// Problems, by question.

/**
 * Messages keyed by field within one question, as saveQuestions names them after `questions.<index>.`: 'text',
 * 'marks', 'feedback', 'answer', 'choices', 'choices.<index>'; the editor adds 'accepted.<index>'.
 */
export type FieldErrors = Record<string, string>;

export interface QuestionProblems {
  /** About the whole list (too many, a question twice). */
  list: string | null;
  /** By question id. */
  byQuestion: Record<string, FieldErrors>;
}

export const NO_PROBLEMS: QuestionProblems = { list: null, byQuestion: {} };

/**
 * The schema's or the server's field messages (`questions.2.answer`) placed on the drafts they were found in,
 * by id, so they stay with their question when it moves.
 */
export function problemsOf(fields: Readonly<Record<string, string>>, drafts: readonly DraftQuestion[]) {
  const problems: QuestionProblems = { list: null, byQuestion: {} };
  for (const [path, message] of Object.entries(fields)) {
    const found = /^questions\.(\d+)\.(.+)$/.exec(path);
    const questionId = found ? drafts[Number(found[1])]?._id : undefined;
    if (found && questionId) addProblem(problems, questionId, found[2]!, message);
    else problems.list ??= message;
  }
  return problems;
}

/** Adds a question's problem unless its field has one already (the first message of a field wins). */
function addProblem(problems: QuestionProblems, questionId: string, field: string, message: string) {
  const errors = problems.byQuestion[questionId] ?? {};
  errors[field] ??= message;
  problems.byQuestion[questionId] = errors;
}

/** An accepted answer with a '|' would be read as two (SPEC §3 keeps several answers joined by it). */
const ACCEPTED_WITH_SEPARATOR = `Accepted answer: the character ${ANSWER_SEPARATOR} cannot be used; give each answer its own field.`;

/**
 * What Save would be refused for, found before sending: the server's own checks (saveQuestionsBody, with its
 * words), and an accepted answer holding the separator, which the server would take as two answers.
 */
export function checkQuestions(itemId: string, drafts: readonly DraftQuestion[]): QuestionProblems {
  const fields = zodErrors(saveQuestionsBody, { itemId, questions: questionsOf(drafts) });
  const problems = problemsOf(fields as Record<string, string>, drafts);
  for (const draft of drafts) {
    if (draft.type !== 'one_word') continue;
    draft.accepted.forEach((entry, index) => {
      if (entry.text.includes(ANSWER_SEPARATOR))
        addProblem(problems, draft._id, `accepted.${index}`, ACCEPTED_WITH_SEPARATOR);
    });
  }
  return problems;
}

export const hasProblems = (problems: QuestionProblems) =>
  problems.list !== null || Object.keys(problems.byQuestion).length > 0;
