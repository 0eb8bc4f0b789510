import type { SavedFile } from '../../../core/rules/savedFile';
import type { StoredFile } from '../../../core/schemas/files';

/**
 * The saved-files list (SPEC §3 record, the browser list `saveFile`): files a person keeps at hand, each with the
 * address it opens at. Saving twice keeps one entry; the newest comes first.
 */
export function savedFileOf(file: Pick<StoredFile, '_id' | 'name' | 'courseId'>, url: string): SavedFile {
  // Our files are whole once uploaded: a video is ready to open (SPEC §5's flag 0 marks one that is not).
  return { courseId: file.courseId ?? '', fileName: file.name, FileId: file._id, url, flag: 1 };
}

export const isSaved = (list: readonly SavedFile[], fileId: string): boolean =>
  list.some((entry) => entry.FileId === fileId);

export const withSaved = (list: readonly SavedFile[], file: SavedFile): SavedFile[] => [
  file,
  ...list.filter((entry) => entry.FileId !== file.FileId),
];

export const withoutSaved = (list: readonly SavedFile[], fileId: string): SavedFile[] =>
  list.filter((entry) => entry.FileId !== fileId);
