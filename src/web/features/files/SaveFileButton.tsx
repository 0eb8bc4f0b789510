import { Button } from '@mantine/core';
import type { StoredFile } from '../../../core/schemas/files';
import { fileViewerPath } from './fileLinks';
import { isSaved, savedFileOf } from './savedFiles';
import { useSavedFiles } from './useSavedFiles';

/** Keeps a file at hand in the saved-files list (SPEC §3 saveFile), or takes it out again. */
export function SaveFileButton({
  file,
}: {
  file: Pick<StoredFile, '_id' | 'name' | 'courseId' | 'contentType'>;
}) {
  const { list, save, remove } = useSavedFiles();
  const url = fileViewerPath(file) ?? `/viewfile/${encodeURIComponent(file._id)}`;
  const saved = isSaved(list, file._id);
  return (
    <Button
      variant={saved ? 'light' : 'default'}
      aria-pressed={saved}
      onClick={() => (saved ? remove(file._id) : save(savedFileOf(file, url)))}
    >
      {saved ? 'Saved to my files' : 'Save to my files'}
    </Button>
  );
}
