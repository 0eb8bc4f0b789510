import type { QuestionType } from '../../../core/constants';
import type { ImportFormat, ImportResult, Question } from '../../../core/schemas/assessments';
import type { DownloadedFile } from '../../api/http';
import type { QuestionInput } from './questionDraft';

/**
 * Where the question editor's questions live and how they are written (issue 15's tests and exams, issue 39's
 * self-learning module tests): the editor, its import dialog and its tools work the same on any of them.
 */
export interface QuestionBank {
  /** What the questions belong to, as the editor's messages name it ("test", "module test"). */
  noun: string;
  /** The id the save call's checks are made under. */
  id: string;
  questions: readonly Question[];
  /** The types of question it holds (a module test: only those marked the moment they are answered). */
  types: readonly QuestionType[];
  /** Attempts already started: saving a changed key regrades those handed in. */
  attemptCount: number;
  /** Saves the whole list; resolves with the server's words. */
  save: (questions: QuestionInput[]) => Promise<{ msg: string }>;
  /** Adds a GIFT or Moodle XML file's questions after the saved ones. */
  importFile: (input: { file: File; format: ImportFormat }) => Promise<ImportResult>;
  /** The saved questions as a file, where the bank can give one. */
  exportFile?: (format: ImportFormat) => Promise<DownloadedFile>;
}

/** The multipart form of a question import: the format first, as the server reads the fields before the file. */
export function questionImportForm({ file, format }: { file: File; format: ImportFormat }): FormData {
  const form = new FormData();
  form.append('format', format);
  form.append('file', file, file.name);
  return form;
}
