import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { personName } from '../../../core/rules/personName';
import { DELETED_HISTORY_EMPTY, type DeletedHistoryEntry } from '../../../core/schemas/deletedHistory';
import { SEARCH_FIELDS } from '../../../core/schemas/fields';
import { referenceKindSchema } from '../../../core/schemas/reference';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { type ToastOptions, toast } from '../../components/toast';
import { countOf } from '../courses/courseVisuals';
import { formatDateTime } from '../courses/itemDates';
import { listDeletedHistory, restoreDeleted } from './adminApi';
import { ALL_KINDS, KIND_FILTER_OPTIONS, REMOVED_KIND_LABELS, removedKindOf } from './removedKinds';

const PAGE_SIZE = 20;

/** What a restore brings back: a reference entry's list, or a course or item with every course view and list. */
function keysChangedBy(entry: DeletedHistoryEntry): QueryKey[] {
  const reference = referenceKindSchema.safeParse(entry.kind);
  if (reference.success) return [queryKeys.reference(reference.data)];
  return [queryKeys.courseLists(), queryKeys.everyCourse(), queryKeys.calendar()];
}

function RemovedBy({ entry }: { entry: DeletedHistoryEntry }) {
  const by = entry.deletedBy;
  return (
    <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
      Removed by {by ? `${personName(by)} (@${by.username})` : 'an account that no longer exists'} ·{' '}
      <time dateTime={entry.deletedAt}>{formatDateTime(entry.deletedAt)}</time>
    </Text>
  );
}

function HistoryRow({ entry }: { entry: DeletedHistoryEntry }) {
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: () => restoreDeleted(entry._id),
    onSuccess: (reply) => {
      toast(reply.msg, { tone: 'success' });
      for (const queryKey of [queryKeys.deletedHistories(), ...keysChangedBy(reply.data)])
        void queryClient.invalidateQueries({ queryKey });
    },
    // The list stays as it was: the server's msg says why this one cannot come back.
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const kindLabel = REMOVED_KIND_LABELS[entry.kind];

  const ask = async () => {
    const answer = await confirm({
      title: `Restore “${entry.name}”?`,
      message:
        'It comes back where it was removed from, and is shown again to the people who could see it before.',
      confirmLabel: 'Restore',
    });
    if (answer.code === 0) restore.mutate();
  };

  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {entry.name}
            </Text>
            <Badge size="sm" variant="outline" color="dark" tt="none">
              {kindLabel}
            </Badge>
          </Group>
          <RemovedBy entry={entry} />
        </Stack>
        {entry.restoredAt ? (
          <Badge color="teal.9" variant="outline">
            Restored {formatLongDate(entry.restoredAt)}
          </Badge>
        ) : (
          entry.restorable && (
            <Button
              size="xs"
              variant="light"
              onClick={() => void ask()}
              loading={restore.isPending}
              aria-label={`Restore ${entry.name}`}
            >
              Restore
            </Button>
          )
        )}
      </Group>
    </Paper>
  );
}

function HistorySkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the deleted history">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={62} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * SPEC §8 toasts once per occasion: `occasion` names one (an empty search, a failed load) or is null, and the same
 * occasion is not toasted again on a re-render or a background refetch.
 */
function useToastOnce(occasion: string | null, message: string, tone: ToastOptions['tone']) {
  const toastedFor = useRef<string | null>(null);
  useEffect(() => {
    if (occasion !== null && occasion !== toastedFor.current) toast(message, { tone });
    toastedFor.current = occasion;
  }, [occasion, message, tone]);
}

/** What teachers and admins removed, newest first, found by part of its name and by kind; an admin restores it. */
export function DeletedHistoryPanel() {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState(ALL_KINDS);
  const [page, setPage] = useState(1);
  const kindFilter = removedKindOf(kind);
  const history = useQuery({
    queryKey: queryKeys.deletedHistory(name, kind, page),
    queryFn: () =>
      listDeletedHistory({
        name: name || undefined,
        kind: kindFilter,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const criteria = [
    name && `a name containing “${name}”`,
    kindFilter && `the kind ${REMOVED_KIND_LABELS[kindFilter]}`,
  ].filter(Boolean);
  // SPEC §8: an empty reply toasts 'Deleted History not found !', a failed one the server's msg.
  const emptySearch = history.isSuccess && !history.isPlaceholderData && history.data.data.length === 0;
  useToastOnce(emptySearch ? `${kind}:${name}` : null, DELETED_HISTORY_EMPTY, 'info');
  useToastOnce(
    history.isError ? `failed at ${history.errorUpdatedAt}` : null,
    errorMessage(history.error),
    'error',
  );

  const body = () => {
    if (history.isPending) return <HistorySkeleton />;
    if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
    const { data, total } = history.data;
    if (data.length === 0)
      return (
        <EmptyState title={criteria.length > 0 ? 'Nothing matches' : 'Nothing has been removed'}>
          {criteria.length > 0
            ? `No removed entry has ${criteria.join(' and ')}.`
            : 'Courses, items, reference entries, members and messages appear here when they are removed.'}
        </EmptyState>
      );
    const pages = Math.ceil(total / PAGE_SIZE);
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {countOf(total, 'entry', 'entries')}, newest first
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Deleted history">
          {data.map((entry) => (
            <HistoryRow key={entry._id} entry={entry} />
          ))}
        </Stack>
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Deleted history pages" />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm">
        <TextInput
          label={SEARCH_FIELDS.deletedName.label}
          maxLength={SEARCH_FIELDS.deletedName.max}
          description="Part of the removed thing's name, in any case"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
          maw={420}
        />
        <Select
          label="Kind"
          description="Show one kind only"
          data={KIND_FILTER_OPTIONS}
          value={kind}
          allowDeselect={false}
          size="md"
          onChange={(value) => {
            setKind(value ?? ALL_KINDS);
            setPage(1);
          }}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      {body()}
    </Stack>
  );
}
