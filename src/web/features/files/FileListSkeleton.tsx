import { Skeleton, Stack } from '@mantine/core';

/** Two file rows' worth of placeholder while a list of files, or the panel that shows it, loads. */
export function FileListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the files">
      <Skeleton height={44} />
      <Skeleton height={44} />
    </Stack>
  );
}
