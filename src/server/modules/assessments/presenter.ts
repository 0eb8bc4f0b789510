import { eq } from 'drizzle-orm';
import { isMultipleAnswer } from '../../../core/rules/questionMarking';
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

/** A question as a student sitting it sees it: no key, no feedback. */
export function presentQuestionForStudent(row: QuestionRow): QuestionForStudent {
  return {
    _id: row.id,
    type: row.type,
    text: row.text,
    choices: row.choices,
    multiple: isMultipleAnswer(row),
    marks: row.marks,
  };
}

/** A question with its key and feedback, for those who teach it. */
export function presentQuestion(row: QuestionRow): Question {
  return {
    _id: row.id,
    type: row.type,
    text: row.text,
    choices: row.choices,
    answer: row.answer,
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
