import { z } from 'zod';
import { NOTE_TEXT_MAX_CHARS } from '../constants';
import { okReply } from './reply';

const id = z.string().min(1).max(64);

/**
 * Notes as typed: plain text, empty allowed (a cleared note), kept exactly as written (no trimming, so what the
 * box shows is what is stored).
 */
export const noteTextSchema = z
  .string({ error: 'Notes: write them as text.' })
  .max(NOTE_TEXT_MAX_CHARS, `Notes: at most ${NOTE_TEXT_MAX_CHARS.toLocaleString('en')} characters.`);

export const docNoteParams = z.object({ fileId: id, userId: id });
export const saveDocNoteBody = z.object({ fileId: id, text: noteTextSchema });
export const lectureNoteParams = z.object({ courseId: id, lectureId: id, userId: id });
export const saveLectureNoteBody = z.object({ lectureId: id, text: noteTextSchema });

/** A user's note on one thing; `updatedAt` is null (and `text` '') until they first save one. */
export const noteSchema = z.object({ text: z.string(), updatedAt: z.string().nullable() });
export type Note = z.infer<typeof noteSchema>;

export const noteReply = okReply({ data: noteSchema });
