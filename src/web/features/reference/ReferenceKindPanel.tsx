import { Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { openModal } from '../../components/modalStack';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { ReferenceEntryForm } from './ReferenceEntryForm';
import { removeReferenceEntry, useReferenceList } from './referenceApi';
import { entryLabel, type ReferenceRecord, type ReferenceView, searchableText } from './referenceViews';

function openEntryForm(view: ReferenceView, entry?: ReferenceRecord) {
  openModal({
    title: entry ? `Edit ${view.singular}` : `Add ${view.singular}`,
    size: 'lg',
    render: (close) => <ReferenceEntryForm view={view} entry={entry} onDone={close} />,
  });
}

/** Sector ids shown as names; the sectors list is shared with the forms through the query cache. */
function useSectorNames() {
  const sectors = useReferenceList('sector');
  const names = new Map((sectors.data ?? []).map((sector) => [sector._id, sector.name]));
  return (sectorId: string) => names.get(sectorId) ?? (sectors.isPending ? '…' : 'Removed sector');
}

function EntryRow({
  view,
  entry,
  sectorName,
  onRemove,
  removing,
}: {
  view: ReferenceView;
  entry: ReferenceRecord;
  sectorName: (sectorId: string) => string;
  onRemove: () => void;
  removing: boolean;
}) {
  const label = entryLabel(view, entry);
  const cell = (field: string) => {
    const value = entry[field];
    if (field === 'sectorId') return value ? sectorName(value) : '';
    return value ?? '';
  };
  const details = view.columns
    .map((column) => [column.label, cell(column.field)])
    .filter(([, value]) => value);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{entry[view.titleField]}</Text>
        {view.subtitleField && <Text size="sm">{entry[view.subtitleField]}</Text>}
        {/* On a phone the other columns are hidden; their values follow the title instead. */}
        {details.length > 0 && (
          <Text size="sm" c="dimmed" hiddenFrom="md">
            {details.map(([name, value]) => `${name}: ${value}`).join(' · ')}
          </Text>
        )}
      </Table.Td>
      {view.columns.map((column) => (
        <Table.Td key={column.field} visibleFrom="md">
          <Text size="sm" lineClamp={2}>
            {cell(column.field)}
          </Text>
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => openEntryForm(view, entry)}
            aria-label={`Edit ${label}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            c="red.8"
            loading={removing}
            onClick={onRemove}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** One kind's entries: a search filter, the table, and add, edit and remove for the admin. */
export function ReferenceKindPanel({ view }: { view: ReferenceView }) {
  const queryClient = useQueryClient();
  const list = useReferenceList(view.kind);
  const sectorName = useSectorNames();
  const [search, setSearch] = useState('');
  const remove = useMutation({
    mutationFn: (entry: ReferenceRecord) => removeReferenceEntry(view.kind, entry._id),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reference(view.kind) });
      toast(reply.msg, { tone: 'success' });
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });

  const askToRemove = async (entry: ReferenceRecord) => {
    const label = entryLabel(view, entry);
    const answer = await confirm({
      title: `Remove this ${view.singular}?`,
      message: `“${label}” will no longer be offered in lists. An administrator can restore it from the deleted history.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code === 0) remove.mutate(entry);
  };

  const header = (
    <Group justify="space-between" align="flex-end" gap="sm">
      <TextInput
        label={`Search ${view.plural}`}
        placeholder="Type to filter"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
        maw={420}
      />
      <Button onClick={() => openEntryForm(view)}>Add {view.singular}</Button>
    </Group>
  );

  if (list.isPending) return <LoadingSpinner label={`Loading ${view.plural}…`} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  const entries = list.data as ReferenceRecord[];
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? entries.filter((entry) => searchableText(entry, sectorName).includes(needle))
    : entries;

  return (
    <Stack gap="md">
      {header}
      {entries.length === 0 ? (
        <EmptyState title={`No ${view.plural} yet`}>
          {view.summary} Add the first one and it is offered wherever {view.plural} are chosen.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="Nothing matches">
          No {view.singular} matches “{search.trim()}”.
        </EmptyState>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Caption>
            {shown.length === entries.length
              ? `${entries.length} ${entries.length === 1 ? view.singular : view.plural}`
              : `${shown.length} of ${entries.length} shown`}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{view.fields.find((field) => field.name === view.titleField)?.label}</Table.Th>
              {view.columns.map((column) => (
                <Table.Th key={column.field} visibleFrom="md">
                  {column.label}
                </Table.Th>
              ))}
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((entry) => (
              <EntryRow
                key={entry._id}
                view={view}
                entry={entry}
                sectorName={sectorName}
                removing={remove.isPending && remove.variables?._id === entry._id}
                onRemove={() => void askToRemove(entry)}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
