import { ANSWER_SEPARATOR, saveQuestionsBody } from '../../../core/schemas/assessments';
import { zodErrors } from '../../components/forms/zodValidate';
import { type DraftQuestion, type FieldErrors, questionsOf } from './questionDraft';

/**
 * The question editor's problems, by question (issue 15): the schema's and the server's messages placed on the
 * questions they are about, and what Save would be refused for, found before sending.
 */
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
/** A pair without a prompt would be kept as an extra wrong match, which is not what its place in the list says. */
const PAIR_WITHOUT_PROMPT = 'Prompt: write what this match answers, or make it an extra wrong match.';

/**
 * What Save would be refused for, found before sending: the server's own checks (saveQuestionsBody, with its
 * words); an accepted answer holding the separator, which the server would take as two answers; and a pair whose
 * prompt is empty, which the server would take as an extra match.
 */
export function checkQuestions(itemId: string, drafts: readonly DraftQuestion[]): QuestionProblems {
  const fields = zodErrors(saveQuestionsBody, { itemId, questions: questionsOf(drafts) });
  const problems = problemsOf(fields as Record<string, string>, drafts);
  for (const draft of drafts) {
    if (draft.type === 'one_word')
      draft.accepted.forEach((entry, index) => {
        if (entry.text.includes(ANSWER_SEPARATOR))
          addProblem(problems, draft._id, `accepted.${index}`, ACCEPTED_WITH_SEPARATOR);
      });
    if (draft.type === 'matching')
      draft.pairs.forEach((entry, index) => {
        if (entry.prompt.trim() === '')
          addProblem(problems, draft._id, `pairs.${index}.prompt`, PAIR_WITHOUT_PROMPT);
      });
  }
  return problems;
}

export const hasProblems = (problems: QuestionProblems) =>
  problems.list !== null || Object.keys(problems.byQuestion).length > 0;
