import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ASSESSMENT } from '../../../core/constants';
import { formatFileSize } from '../../../core/rules/fileSize';
import { exportQuery, type ImportFormat } from '../../../core/schemas/assessments';
import { isStorableText } from '../../../core/schemas/storable';
import { AppError, badRequest } from '../../platform/errors';

/** A question file as the import takes it: its format and its text. */
export interface QuestionUpload {
  format: ImportFormat;
  text: string;
}

/** What `@fastify/multipart` may read of an import: one file of at most the import's size, and a few small fields. */
export const IMPORT_LIMITS: FastifyMultipartBaseOptions['limits'] = {
  files: 1,
  fileSize: ASSESSMENT.importMaxBytes,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
};

const HOW = 'Send a form with the fields file (the GIFT or Moodle XML file) and format (gift or moodlexml).';

/** A failure while reading the form, in words; the form's own limits are the import's rules. */
function refusal(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(
      413,
      `This file is larger than ${formatFileSize(ASSESSMENT.importMaxBytes)}, the most a question file may be. ` +
        'Split the questions into smaller files and import them one after the other.',
    );
  if (code === 'FST_FILES_LIMIT') return badRequest('Import one file at a time.');
  return badRequest(`The form could not be read. ${HOW}`);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The file and format of an import (POST /api/v1/{test|exam}/importQuestions), read from the multipart form and
 * checked: a file there, a known format, UTF-8 text. Whether it is GIFT or Moodle XML is the parsers' to say.
 */
export async function readQuestionUpload(request: FastifyRequest): Promise<QuestionUpload> {
  if (!request.isMultipart()) throw badRequest(`Choose a question file to import. ${HOW}`);
  let file: Buffer | undefined;
  let format: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'format') format = part.value;
      } else if (part.fieldname === 'file') file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    throw refusal(error);
  }
  const known = exportQuery.shape.format.safeParse(format);
  if (!known.success || !file?.length) {
    const problems: Record<string, string> = {};
    if (!known.success) problems.format = known.error.issues[0]?.message ?? 'Format: gift or moodlexml.';
    if (!file) problems.file = 'Choose the GIFT or Moodle XML file to import.';
    else if (!file.length) problems.file = 'This file is empty.';
    throw badRequest(Object.values(problems).join(' '), problems);
  }
  let text: string;
  try {
    text = utf8.decode(file);
  } catch {
    throw badRequest(
      'This file is not UTF-8 text. Save it as UTF-8 (Moodle exports it so) and import it again.',
      { file: 'Not UTF-8 text.' },
    );
  }
  if (!isStorableText(text))
    throw badRequest('This is not a text file: GIFT and Moodle XML files are text.', {
      file: 'Not a text file.',
    });
  return { format: known.data, text };
}
