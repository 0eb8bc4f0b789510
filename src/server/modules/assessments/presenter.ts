import { eq } from 'drizzle-orm';
import {
  isMultipleAnswer,
  joinAnswer,
  matchingPrompts,
  splitAnswer,
  writeMatchingAnswer,
} from '../../../core/rules/questionMarking';
import { type AttemptOrder, shownChoices } from '../../../core/rules/questionOrder';
import type {
  AttemptSummary,
  MarkedAnswer,
  Question,
  QuestionForStudent,
  SavedAnswer,
} from '../../../core/schemas/assessments';
import type { StoredFile } from '../../../core/schemas/files';
import type { Db } from '../../db/client';
import { type AttemptAnswerRow, type AttemptRow, files, type QuestionRow } from '../../db/schema';
import { listFiles } from '../storedFiles/service';

/**
 * The only shapes of an attempt that go on the wire (issue 15). What a student is shown never holds a key, a mark or
 * feedback before the teacher releases the marks; the teacher sees everything.
 */

/** Whether a student sees the marks, the feedback and the key: only once the teacher has released them. */
export const studentSeesMarks = (attempt: Pick<AttemptRow, 'state'>) => attempt.state === 'released';

/** The answer file an offline sitting handed in, while it is not removed. */
async function answerFileOf(db: Db, attempt: AttemptRow): Promise<StoredFile | null> {
  if (!attempt.answerFileId) return null;
  const [file] = await listFiles(db, eq(files.id, attempt.answerFileId));
  return file ?? null;
}

/** An attempt; its mark and feedback only when `showMarks` (teachers, or a student after release). */
export async function presentAttempt(
  db: Db,
  attempt: AttemptRow,
  maxMark: number,
  showMarks: boolean,
): Promise<AttemptSummary> {
  return {
    _id: attempt.id,
    itemId: attempt.itemId,
    number: attempt.number,
    state: attempt.state,
    endedBy: attempt.endedBy,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    mark: showMarks ? attempt.mark : null,
    maxMark,
    feedback: showMarks ? attempt.feedback : '',
    releasedAt: attempt.releasedAt?.toISOString() ?? null,
    answerFile: await answerFileOf(db, attempt),
  };
}

/**
 * A question as a student sitting it sees it, in their attempt's order: no key, no feedback, no weights. A matching
 * question shows its prompts in the teacher's order and every match once, in the attempt's order, so which match
 * belongs to which prompt never leaves the server; a numerical question shows no number.
 */
export function presentQuestionForStudent(row: QuestionRow, order: AttemptOrder): QuestionForStudent {
  return {
    _id: row.id,
    type: row.type,
    text: row.text,
    choices: shownChoices(order, row),
    prompts: row.type === 'matching' ? matchingPrompts(row).map((pair) => pair.prompt) : [],
    multiple: isMultipleAnswer(row),
    marks: row.marks,
  };
}

/** A number a numerical question accepts, as a person writes it: "3.5 ± 0.1", or "3.5" when exact. */
const numberWithTolerance = ({ value, tolerance }: { value: number; tolerance: number }) =>
  tolerance ? `${value} ± ${tolerance}` : `${value}`;

/**
 * A question's key as a student sees it once marks are released, written as an answer to it would be, so the page
 * shows it as it shows their answer: the right choices or accepted words ('|'-joined; with weights, as Moodle shows
 * "the correct answer", those earning the most, or where several may be picked those earning anything), a brief
 * answer's model answer, the number earning full marks with its tolerance, or each prompt's right match.
 */
export function releasedKey(row: QuestionRow): string {
  if (row.type === 'matching') return writeMatchingAnswer(matchingPrompts(row).map((pair) => pair.match));
  if (row.type === 'numerical') {
    const full = row.numbers.find((accepted) => accepted.weight === 1);
    return full ? numberWithTolerance(full) : '';
  }
  if (row.weights.length === 0 || (row.type === 'mcq' && row.multiple)) return row.answer;
  const best = Math.max(...row.weights);
  const parts = row.type === 'mcq' ? row.choices : splitAnswer(row.answer);
  return joinAnswer(parts.filter((_, i) => row.weights[i] === best));
}

/** A question with its key and feedback, for those who teach it. */
export function presentQuestion(row: QuestionRow): Question {
  return {
    _id: row.id,
    type: row.type,
    text: row.text,
    choices: row.choices,
    answer: row.answer,
    weights: row.weights,
    multiple: row.multiple,
    numbers: row.numbers,
    pairs: row.pairs,
    marks: row.marks,
    feedback: row.feedback,
  };
}

export function presentSavedAnswer(row: AttemptAnswerRow): SavedAnswer {
  return { questionId: row.questionId, answer: row.answer, seq: row.seq, savedAt: row.savedAt.toISOString() };
}

/** An answer; its mark and feedback only when `showMarks`. */
export function presentMarkedAnswer(row: AttemptAnswerRow, showMarks: boolean): MarkedAnswer {
  return {
    ...presentSavedAnswer(row),
    mark: showMarks ? row.mark : null,
    feedback: showMarks ? row.feedback : '',
    markedBy: showMarks ? row.markedBy : null,
  };
}
