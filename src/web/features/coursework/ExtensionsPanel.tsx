import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Extension } from '../../../core/schemas/courseworkExtensions';
import { confirm } from '../../components/ConfirmDialog';
import { openModal } from '../../components/modalStack';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { toast } from '../../components/toast';
import { useCourseDetail } from '../courses/courseQueries';
import { formatDateTime } from '../courses/itemDates';
import type { CourseworkItem } from './courseworkApi';
import { ExtensionForm } from './ExtensionForm';
import { holderChoices, holderName } from './extensionDraft';
import { useExtensions, useExtensionWrites } from './extensionsApi';

function ExtensionRow({
  extension,
  onChange,
  onRemove,
}: {
  extension: Extension;
  onChange: () => void;
  onRemove: () => void;
}) {
  const name = holderName(extension);
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm">Extended to {formatDateTime(extension.dueDate)}</Text>
          {extension.reason && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {extension.reason}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onChange} aria-label={`Change the extension of ${name}`}>
            Change
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onRemove}
            aria-label={`Remove the extension of ${name}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Issue 37, on the item's submissions page: the students (project groups) whose deadline the teacher extended, and
 * the way to grant, change or remove an extension, as a test's accommodations give extra time.
 */
export function ExtensionsPanel({ item }: { item: CourseworkItem }) {
  const extensions = useExtensions(item._id);
  const course = useCourseDetail(item.courseId);
  const { remove } = useExtensionWrites(item._id);
  const choices = holderChoices(course.data?.students ?? [], item.groups ?? []);

  const openForm = (current?: Extension) =>
    openModal({
      title: current ? `Change the extension of ${holderName(current)}` : 'Extend a deadline',
      render: (close) => (
        <ExtensionForm
          itemId={item._id}
          endDate={item.endDate}
          choices={choices}
          current={current}
          onDone={close}
        />
      ),
    });

  const onRemove = async (extension: Extension) => {
    const name = holderName(extension);
    const answer = await confirm({
      title: 'Remove the extension?',
      message: `${name} will be back on the item's own deadline, and told.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code !== 0) return;
    remove.mutate(extension._id, {
      onSuccess: (reply) => toast(reply.msg, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  let body: ReactNode;
  if (extensions.isPending) body = <Skeleton height={64} aria-label="Loading the extensions" />;
  else if (extensions.isError)
    body = (
      <ErrorState
        title="The extensions could not be loaded"
        error={extensions.error}
        onRetry={() => void extensions.refetch()}
      />
    );
  else if (extensions.data.length === 0)
    body = (
      <EmptyState title="No extensions">
        Everyone works to the item's own deadline. Give a student more time, or a whole project group, here.
      </EmptyState>
    );
  else
    body = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {extensions.data.map((extension) => (
          <ExtensionRow
            key={extension._id}
            extension={extension}
            onChange={() => openForm(extension)}
            onRemove={() => void onRemove(extension)}
          />
        ))}
      </Stack>
    );

  return (
    <PanelSection title="Extensions">
      <Stack gap="md">
        {body}
        <Group>
          <Button variant="light" onClick={() => openForm()} disabled={course.isPending}>
            Extend a deadline
          </Button>
        </Group>
      </Stack>
    </PanelSection>
  );
}
