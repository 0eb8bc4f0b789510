import { Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { StoredFile } from '../../../core/schemas/files';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { FileListSkeleton } from './FileListSkeleton';
import { FileRow } from './FileRow';
import { useCourseFiles, useRemoveFile } from './filesApi';

const material = UPLOAD_POLICIES.courseMaterial;
// Only teachers add files: students never load the drop zone and the tus client.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/**
 * A course's shared files (issue 14): every member reads and downloads them; its teachers (`canManage`) add files
 * with a progress bar and remove them (a removed file stays restorable from the deleted history).
 */
export function CourseFilesPanel({ courseId, canManage }: { courseId: string; canManage: boolean }) {
  const files = useCourseFiles(courseId);
  const remove = useRemoveFile(courseId);
  const queryClient = useQueryClient();

  const askRemove = async (file: StoredFile) => {
    const answer = await confirm({
      title: 'Remove this file?',
      message: `${file.name} will no longer be shown to the course. An administrator can restore it from the deleted history.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code !== 0) return;
    remove.mutate(file._id, {
      onSuccess: () => toast(`${file.name} was removed.`, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  return (
    <Stack gap="md">
      {canManage && (
        <Suspense fallback={<Skeleton height={96} />}>
          <UploadDropzone
            metadata={{ purpose: 'courseMaterial', courseId }}
            maxBytes={material.maxBytes}
            accepts="PDF, Office and OpenDocument files, pictures, video, audio, zip or text"
            onUploaded={() =>
              void queryClient.invalidateQueries({ queryKey: queryKeys.courseFiles(courseId) })
            }
          />
        </Suspense>
      )}
      {files.isPending ? (
        <FileListSkeleton />
      ) : files.isError ? (
        <ErrorState
          error={files.error}
          onRetry={() => void files.refetch()}
          title="The files could not be loaded"
        />
      ) : files.data.length === 0 ? (
        <EmptyState title="No files yet">
          {canManage
            ? 'Files you add here are shared with everyone in the course.'
            : 'Files your teacher shares with the course appear here.'}
        </EmptyState>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {files.data.map((file) => (
            <FileRow
              key={file._id}
              file={file}
              onRemove={canManage ? () => void askRemove(file) : undefined}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
