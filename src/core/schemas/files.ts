import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../rules/uploadPolicy';
import { okReply } from './reply';
import { helpFields, libraryFields, manualFields } from './sharedDocumentFields';

const id = z.string().min(1).max(64);

/** A stored file as the members of its course see it (issue 14). */
export const storedFileSchema = z.object({
  _id: z.string(),
  /** The name the uploader gave, cleaned (core/rules/displayFileName.ts); only ever shown. */
  name: z.string(),
  /** The type read from the bytes when they were uploaded, never the uploader's word. */
  contentType: z.string(),
  size: z.number().int(),
  courseId: z.string().nullable(),
  createdAt: z.string(),
  uploader: z.object({ _id: z.string(), username: z.string(), fullName: z.string() }),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const filename = z
  .string({ error: 'File name: give the name of the file.' })
  .min(1, 'File name: give the name of the file.')
  .max(1024, 'File name: at most 1,024 characters.');

/**
 * What a tus upload says about itself when it starts (its `Upload-Metadata`): the file's name, what it is for, and
 * what it goes to: course material names its course; an assignment's attachment and work handed in name the item
 * (assignment, project or lab), whose course it joins; an answer file names the student's attempt at an offline
 * test or exam (issue 15); a library document, a manual and a help video carry the
 * fields of the entry they become. Checked before a byte is stored.
 */
const courseMaterialMetadata = z.object({
  filename,
  purpose: z.literal('courseMaterial'),
  courseId: id.meta({ title: 'Course' }),
});
const itemUploadMetadata = z.object({
  filename,
  purpose: z.enum(['itemAttachment', 'submission']),
  itemId: id.meta({ title: 'Item' }),
});
/** A student's answer file to their open attempt at an offline test or exam (issue 15). */
const answerUploadMetadata = z.object({
  filename,
  purpose: z.literal('assessmentAnswer'),
  attemptId: id.meta({ title: 'Attempt' }),
});

/** A document shared beyond a course (issue 14): no course, and the fields of the entry it becomes. */
/** A file attached to internal mail (issue 34): no course, read by its uploader and the message's recipients. */
const mailUploadMetadata = z.object({ filename, purpose: z.literal('mailAttachment') });
/** Evidence for a student's own portfolio (issue 35): no course, read by them and those who follow the portfolio. */
const portfolioUploadMetadata = z.object({ filename, purpose: z.literal('portfolioEvidence') });

const libraryUploadMetadata = libraryFields.extend({ filename, purpose: z.literal('library') });
const manualUploadMetadata = manualFields.extend({ filename, purpose: z.literal('manual') });
const helpVideoUploadMetadata = helpFields.extend({ filename, purpose: z.literal('helpVideo') });
export type SharedDocumentUploadMetadata =
  | z.infer<typeof libraryUploadMetadata>
  | z.infer<typeof manualUploadMetadata>
  | z.infer<typeof helpVideoUploadMetadata>;

export const uploadMetadataSchema = z.discriminatedUnion(
  'purpose',
  [
    courseMaterialMetadata,
    itemUploadMetadata,
    answerUploadMetadata,
    libraryUploadMetadata,
    manualUploadMetadata,
    helpVideoUploadMetadata,
    mailUploadMetadata,
    portfolioUploadMetadata,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `Purpose: one of ${UPLOAD_PURPOSES.map((p) => `"${p}"`).join(', ')}.`
        : undefined,
  },
);
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

export const fileListParams = z.object({ courseId: id });
export const fileIdParams = z.object({ fileId: id });
export const fileIdBody = z.object({ fileId: id });

/**
 * One file with `url`: where to download it for ten minutes without an Authorization header (a file token); and
 * for an office document, when the server has LibreOffice, `pdfUrl`: where to read it as a PDF the same way
 * (null otherwise).
 */
export const storedFileItemSchema = storedFileSchema.extend({
  url: z.string(),
  pdfUrl: z.string().nullable(),
});
export type StoredFileItem = z.infer<typeof storedFileItemSchema>;

/** A download: the bearer token, or the file token of `fileItem`'s `url`. */
export const fileContentQuery = z.object({ token: z.string().max(2048).optional() });

export const storedFileItemReply = okReply({ data: storedFileItemSchema });
export const storedFileListReply = okReply({ data: z.array(storedFileSchema) });
