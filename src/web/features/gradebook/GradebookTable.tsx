import {
  Anchor,
  Group,
  Loader,
  Popover,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { Gradebook, GradebookColumn, GradebookRow } from '../../../core/schemas/gradebook';
import { ScrollingTable } from '../../components/ScrollingTable';
import type { CellTarget } from './CellEditor';
import { GradeCellView } from './GradeCellView';
import { ReleaseButton } from './ReleaseButton';

// A cell's editor (its number and comment inputs) loads when a teacher opens a cell, not with the book (issue 40).
const CellEditor = lazy(() => import('./CellEditor').then((module) => ({ default: module.CellEditor })));

export interface Sorting {
  sort: string;
  dir: 'asc' | 'desc';
}

function SortHeader({
  label,
  by,
  sorting,
  onSort,
}: {
  label: string;
  by: string;
  sorting?: Sorting;
  onSort?: (sorting: Sorting) => void;
}) {
  if (!sorting || !onSort) return <>{label}</>;
  const active = sorting.sort === by;
  const next: Sorting = { sort: by, dir: active && sorting.dir === 'asc' ? 'desc' : 'asc' };
  return (
    <UnstyledButton onClick={() => onSort(next)} fw={600} fz="sm">
      {label} {active ? (sorting.dir === 'asc' ? '▲' : '▼') : ''}
    </UnstyledButton>
  );
}

const ariaSort = (sorting: Sorting | undefined, by: string) =>
  sorting?.sort === by ? (sorting.dir === 'asc' ? 'ascending' : 'descending') : undefined;

/** A teacher's cell: the mark as a button that opens its editor, which saves through the item's own call. */
function EditableCell({ target }: { target: CellTarget }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      width={300}
      position="bottom"
      withArrow
    >
      <Popover.Target>
        <UnstyledButton onClick={() => setOpened((open) => !open)} p={4}>
          <GradeCellView cell={target.cell} asTeacher />
          {/* Named by what it shows first (WCAG 2.5.3), then whose mark of what it changes. */}
          <VisuallyHidden>
            {' '}
            {target.column.title}, {target.student.fullName}: change the mark
          </VisuallyHidden>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {target.student.fullName}: {target.column.title}
          </Text>
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the mark's form" />}>
            <CellEditor target={target} onDone={() => setOpened(false)} />
          </Suspense>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function ColumnHeader({
  column,
  courseId,
  asTeacher,
  sorting,
  onSort,
}: {
  column: GradebookColumn;
  courseId: string;
  asTeacher: boolean;
  sorting?: Sorting;
  onSort?: (sorting: Sorting) => void;
}) {
  return (
    <Stack gap={2}>
      <SortHeader label={column.title} by={column._id} sorting={sorting} onSort={onSort} />
      <Text size="xs" c="dimmed">
        {ITEM_KIND_DEFINITIONS[column.kind].labels.one}, out of {column.max}
      </Text>
      {asTeacher && (
        <Group gap={4}>
          {column.link && (
            <Anchor component={Link} to={column.link} size="xs">
              Marking page
            </Anchor>
          )}
          <ReleaseButton column={column} courseId={courseId} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * The book: students down, marked items across, the total last. Those who teach sort by a header and change a mark
 * from its cell; a student's own row reads the same way without either.
 */
export function GradebookTable({
  courseId,
  book,
  asTeacher,
  sorting,
  onSort,
}: {
  courseId: string;
  book: Gradebook;
  asTeacher: boolean;
  sorting?: Sorting;
  onSort?: (sorting: Sorting) => void;
}) {
  const cellOf = (row: GradebookRow, index: number) => {
    const column = book.columns[index]!;
    const cell = row.cells[index]!;
    return asTeacher ? (
      <EditableCell target={{ courseId, column, cell, student: row.user }} />
    ) : (
      <GradeCellView cell={cell} asTeacher={false} />
    );
  };
  return (
    <ScrollingTable minWidth={240 + book.columns.length * 140} label="Gradebook">
      <Table striped stickyHeader verticalSpacing="xs" aria-label="Gradebook">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" aria-sort={ariaSort(sorting, 'name')}>
              <SortHeader label="Student" by="name" sorting={sorting} onSort={onSort} />
            </Table.Th>
            {book.columns.map((column) => (
              <Table.Th key={column._id} scope="col" aria-sort={ariaSort(sorting, column._id)} miw={130}>
                <ColumnHeader
                  column={column}
                  courseId={courseId}
                  asTeacher={asTeacher}
                  sorting={sorting}
                  onSort={onSort}
                />
              </Table.Th>
            ))}
            <Table.Th scope="col" aria-sort={ariaSort(sorting, 'total')}>
              <SortHeader label="Total (%)" by="total" sorting={sorting} onSort={onSort} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {book.rows.map((row) => (
            <Table.Tr key={row.user._id}>
              <Table.Th scope="row">
                <Text size="sm" fw={600}>
                  {row.user.fullName || row.user.username}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.user.username}
                </Text>
              </Table.Th>
              {row.cells.map((_, index) => (
                <Table.Td key={book.columns[index]!._id}>{cellOf(row, index)}</Table.Td>
              ))}
              <Table.Td>
                <Text size="sm" fw={700}>
                  {row.total ?? '–'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
