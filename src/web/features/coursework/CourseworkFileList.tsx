import { Stack, Text } from '@mantine/core';
import type { StoredFile } from '../../../core/schemas/files';
import { FileRow } from '../files/FileRow';

/**
 * Files of a piece of coursework (the teacher's attachments, the work handed in): each opens in its viewer where
 * there is one, downloads, and is removed where `onRemove` allows. `newTab` keeps a grading teacher on the list.
 */
export function CourseworkFileList({
  files,
  empty,
  onRemove,
  newTab = false,
}: {
  files: readonly StoredFile[];
  empty: string;
  onRemove?: (file: StoredFile) => void;
  newTab?: boolean;
}) {
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <FileRow key={file._id} file={file} onRemove={onRemove && (() => onRemove(file))} newTab={newTab} />
      ))}
    </Stack>
  );
}
