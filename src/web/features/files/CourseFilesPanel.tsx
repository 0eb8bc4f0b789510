import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatFileSize } from '../../../core/rules/fileSize';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { StoredFile } from '../../../core/schemas/files';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { downloadFile } from './download';
import { fileViewerPath } from './fileLinks';
import { useCourseFiles, useRemoveFile } from './filesApi';

const material = UPLOAD_POLICIES.courseMaterial;
// Only teachers add files: students never load the drop zone and the tus client.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

function FileRow({ file, onRemove }: { file: StoredFile; onRemove?: () => void }) {
  const viewer = fileViewerPath(file);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py="xs">
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        {viewer ? (
          <Anchor component={Link} to={viewer} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Anchor>
        ) : (
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatFileSize(file.size)} · {file.uploader.fullName || file.uploader.username} ·{' '}
          {formatDateTime(new Date(file.createdAt))}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => void downloadFile(file._id)}
          aria-label={`Download ${file.name}`}
        >
          Download
        </Button>
        {onRemove && (
          <Button
            size="xs"
            variant="subtle"
            color="red.9"
            c="red.9"
            onClick={onRemove}
            aria-label={`Remove ${file.name}`}
          >
            Remove
          </Button>
        )}
      </Group>
    </Group>
  );
}

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
        <Stack gap="sm" aria-busy="true" aria-label="Loading the files">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
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
