import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../rules/uploadPolicy';
import { okReply } from './reply';

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

/**
 * What a tus upload says about itself when it starts (its `Upload-Metadata`): the file's name, what it is for, and
 * for course material the course. Checked before a byte is stored.
 */
export const uploadMetadataSchema = z.object({
  filename: z
    .string({ error: 'File name: give the name of the file.' })
    .min(1, 'File name: give the name of the file.')
    .max(1024, 'File name: at most 1,024 characters.'),
  purpose: z.enum(UPLOAD_PURPOSES, { error: 'Purpose: the only kind of upload is "courseMaterial".' }),
  courseId: id.meta({ title: 'Course' }),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

export const fileListParams = z.object({ courseId: id });
export const fileIdParams = z.object({ fileId: id });
export const fileIdBody = z.object({ fileId: id });

/** One file with `url`: where to download it for ten minutes without an Authorization header (a file token). */
export const storedFileItemSchema = storedFileSchema.extend({ url: z.string() });
export type StoredFileItem = z.infer<typeof storedFileItemSchema>;

/** A download: the bearer token, or the file token of `fileItem`'s `url`. */
export const fileContentQuery = z.object({ token: z.string().max(2048).optional() });

export const storedFileItemReply = okReply({ data: storedFileItemSchema });
export const storedFileListReply = okReply({ data: z.array(storedFileSchema) });
