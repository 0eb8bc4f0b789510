import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CourseworkKind } from '../../../core/contracts/coursework';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { StoredFile } from '../../../core/schemas/files';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { FileRow } from '../files/FileRow';
import { type CourseworkItem, useRefreshCourseworkItem, useRemoveAttachment } from './courseworkApi';

const attachmentPolicy = UPLOAD_POLICIES.itemAttachment;
// The drop zone and the tus client load with this panel, not with the page's first paint.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/**
 * "Files for students" (issue 14): the teacher's files given with the item (instructions, templates, data), each
 * opening in its viewer; added with a progress bar, removed after a confirmation (restorable by an administrator).
 */
export function AttachmentsPanel({ kind, item }: { kind: CourseworkKind; item: CourseworkItem }) {
  const remove = useRemoveAttachment(item.courseId, kind, item._id);
  const refresh = useRefreshCourseworkItem(item.courseId, kind, item._id);
  const label = ITEM_KIND_DEFINITIONS[kind].labels.one.toLowerCase();

  const askRemove = async (file: StoredFile) => {
    const answer = await confirm({
      title: 'Remove this file?',
      message: `${file.name} will no longer be given with the ${label}. An administrator can restore it from the deleted history.`,
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
      <Suspense fallback={<Skeleton height={96} />}>
        <UploadDropzone
          metadata={{ purpose: 'itemAttachment', itemId: item._id }}
          maxBytes={attachmentPolicy.maxBytes}
          accepts="PDF, Office and OpenDocument files, pictures, video, audio, zip or text"
          onUploaded={() => void refresh()}
        />
      </Suspense>
      {item.attachments.length === 0 ? (
        <EmptyState title="No files yet">
          Files you add here are given to the students with the {label}: instructions, templates, data.
        </EmptyState>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {item.attachments.map((file) => (
            <FileRow key={file._id} file={file} onRemove={() => void askRemove(file)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
