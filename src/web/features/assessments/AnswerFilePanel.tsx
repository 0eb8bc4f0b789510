import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { StoredFile } from '../../../core/schemas/files';
import { FileRow } from '../files/FileRow';

// The drop zone and the tus client load only on sittings that take a file.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/**
 * An offline sitting's answer file (issue 15), where the teacher allows one: a scan or a document handed in with
 * the typed answers, sent with the upload helper (its percentage bar, resumed after a dropped connection). A new
 * file takes the place of the one before.
 */
export function AnswerFilePanel({
  attemptId,
  file,
  disabled,
  onUploaded,
}: {
  attemptId: string;
  file: StoredFile | null;
  disabled: boolean;
  onUploaded: () => void;
}) {
  return (
    <Stack gap="xs">
      <Text fw={600}>Answer file</Text>
      <Text size="sm" c="dimmed">
        You may add a file to your answers: a photo or scan of your working, or a document.
        {file ? ' A new file replaces this one.' : ''}
      </Text>
      {file ? (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          <FileRow file={file} newTab />
        </Stack>
      ) : (
        <Text size="sm">No file yet.</Text>
      )}
      {!disabled && (
        <Suspense fallback={<Skeleton height={96} />}>
          <UploadDropzone
            metadata={{ purpose: 'assessmentAnswer', attemptId }}
            maxBytes={UPLOAD_POLICIES.assessmentAnswer.maxBytes}
            accepts="PDF, Office and OpenDocument files, scans or photos, zip or text"
            onUploaded={onUploaded}
          />
        </Suspense>
      )}
    </Stack>
  );
}
