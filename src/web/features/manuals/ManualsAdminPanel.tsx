import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SHARED_DOCUMENTS } from '../../../core/constants';
import { formatFileSize } from '../../../core/rules/fileSize';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { Manual } from '../../../core/schemas/sharedDocuments';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useManuals, useRemoveManual, useRenameManual, useReorderManuals } from './manualsApi';
import { moveInList } from './moveInList';

const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

const failed = (error: unknown) => toast(errorMessage(error), { tone: 'error' });

function ManualRow({
  manual,
  index,
  count,
  onMove,
}: {
  manual: Manual;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  const [title, setTitle] = useState(manual.title);
  const rename = useRenameManual();
  const remove = useRemoveManual();
  const changed = title.trim() !== manual.title && title.trim().length > 0;

  const askRemove = async () => {
    const answer = await confirm({
      title: 'Remove this manual?',
      message: `${manual.title} will no longer be on the manuals page. It can be restored from the deleted history.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code !== 0) return;
    remove.mutate(manual._id, {
      onSuccess: () => toast(`${manual.title} was removed.`, { tone: 'success' }),
      onError: failed,
    });
  };

  return (
    <Paper component="li" withBorder p="sm">
      <Group wrap="wrap" gap="xs" align="flex-end">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Move ${manual.title} up`}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move ${manual.title} down`}
          >
            ↓
          </ActionIcon>
        </Group>
        <TextInput
          label="Title"
          value={title}
          maxLength={SHARED_DOCUMENTS.titleMax}
          onChange={(event) => setTitle(event.currentTarget.value)}
          description={`${manual.name} · ${formatFileSize(manual.size)}`}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          variant="default"
          disabled={!changed}
          loading={rename.isPending}
          onClick={() =>
            rename.mutate(
              { _id: manual._id, title: title.trim() },
              { onSuccess: () => toast('The manual is renamed.', { tone: 'success' }), onError: failed },
            )
          }
        >
          Rename
        </Button>
        <Button variant="subtle" color="red.9" c="red.9" onClick={() => void askRemove()}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
}

/** The admin dashboard's manuals (issue 14): add one with its title, rename, move up or down, remove. */
export function ManualsAdminPanel() {
  const manuals = useManuals();
  const reorder = useReorderManuals();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const titled = title.trim().length > 0;

  const move = (list: Manual[], index: number, step: -1 | 1) =>
    reorder.mutate(
      moveInList(
        list.map((manual) => manual._id),
        index,
        step,
      ),
      { onError: failed },
    );

  return (
    <Stack gap="md">
      <Paper component="section" aria-label="Add a manual" withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>Add a manual</Text>
          <TextInput
            label="Title"
            required
            value={title}
            maxLength={SHARED_DOCUMENTS.titleMax}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          {titled ? (
            <Suspense fallback={<Skeleton height={96} />}>
              <UploadDropzone
                metadata={{ purpose: 'manual', title: title.trim() }}
                maxBytes={UPLOAD_POLICIES.manual.maxBytes}
                accepts="PDF, Office and OpenDocument files, pictures, video or text"
                onUploaded={() => {
                  toast(`${title.trim()} is added to the manuals.`, { tone: 'success' });
                  void queryClient.invalidateQueries({ queryKey: queryKeys.manuals() });
                }}
              />
            </Suspense>
          ) : (
            <Text size="sm" c="dimmed">
              Give the manual a title, then choose its file.
            </Text>
          )}
        </Stack>
      </Paper>
      {manuals.isPending ? (
        <Skeleton height={64} />
      ) : manuals.isError ? (
        <ErrorState
          error={manuals.error}
          onRetry={() => void manuals.refetch()}
          title="The manuals could not be loaded"
        />
      ) : manuals.data.length === 0 ? (
        <EmptyState title="No manuals yet">
          Manuals you add are shown to everyone on the manuals page.
        </EmptyState>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-busy={reorder.isPending}
        >
          {manuals.data.map((manual, index, list) => (
            <ManualRow
              key={`${manual._id}:${manual.title}`}
              manual={manual}
              index={index}
              count={list.length}
              onMove={(step) => move(list, index, step)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
