import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ASSESSMENT } from '../../../core/constants';
import { formatDuration } from '../../../core/rules/duration';
import { type Authoring, saveAccommodationsBody } from '../../../core/schemas/assessments';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodErrors } from '../../components/forms/zodValidate';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useCourseDetail } from '../courses/courseQueries';
import {
  type AccommodationRow,
  accommodationsOf,
  addRow,
  changeRow,
  removeRow,
  rowProblems,
  rowsOf,
  snapshotOfRows,
  studentsToAdd,
} from './accommodationDraft';
import { type AuthoringTarget, useSaveAccommodations } from './assessmentsApi';

type Problems = ReturnType<typeof rowProblems>;
const NONE: Problems = { list: null, byStudent: {} };

const numberOrEmpty = (value: number | string) => (typeof value === 'number' ? value : '');

function RowFields({
  row,
  timeLimit,
  errors,
  onChange,
  onRemove,
}: {
  row: AccommodationRow;
  /** The test's time limit in minutes, when it has one. */
  timeLimit: number | null;
  errors: Record<string, string>;
  onChange: (change: Partial<Pick<AccommodationRow, 'extraMinutes' | 'extraAttempts'>>) => void;
  onRemove: () => void;
}) {
  const extra = row.extraMinutes === '' ? 0 : row.extraMinutes;
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Text>
          <CloseButton onClick={onRemove} aria-label={`Remove ${row.name} from the list`} />
        </Group>
        <Group gap="md" align="flex-start" grow preventGrowOverflow={false}>
          <NumberInput
            label="Extra minutes"
            aria-label={`Extra minutes for ${row.name}`}
            description={
              timeLimit !== null && extra > 0 ? `${formatDuration(timeLimit + extra)} in all` : undefined
            }
            min={0}
            max={ASSESSMENT.extraMinutesMax}
            step={5}
            allowDecimal={false}
            allowNegative={false}
            value={row.extraMinutes}
            onChange={(value) => onChange({ extraMinutes: numberOrEmpty(value) })}
            error={errors.extraMinutes}
          />
          <NumberInput
            label="Extra attempts"
            aria-label={`Extra attempts for ${row.name}`}
            min={0}
            max={ASSESSMENT.attemptsMax}
            allowDecimal={false}
            allowNegative={false}
            value={row.extraAttempts}
            onChange={(value) => onChange({ extraAttempts: numberOrEmpty(value) })}
            error={errors.extraAttempts}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Per-student accommodations (issue 15): students of the course named one by one, each with extra minutes on the
 * time limit and extra attempts; saved as one list.
 */
export function AccommodationsPanel({
  target,
  authoring,
  timeLimit,
  onDirtyChange,
}: {
  target: AuthoringTarget;
  authoring: Authoring;
  timeLimit: number | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const course = useCourseDetail(target.courseId);
  const save = useSaveAccommodations(target.kind, target.courseId, target.itemId);
  const [rows, setRows] = useState(() => rowsOf(authoring.accommodations));
  const [baseline, setBaseline] = useState(() => snapshotOfRows(rows));
  const [problems, setProblems] = useState<Problems>(NONE);
  const [search, setSearch] = useState('');
  const dirty = snapshotOfRows(rows) !== baseline;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const update = (next: AccommodationRow[]) => {
    setRows(next);
    setProblems(NONE);
  };
  const submit = () => {
    const accommodations = accommodationsOf(rows);
    const found = rowProblems(
      zodErrors(saveAccommodationsBody, { itemId: target.itemId, accommodations }) as Record<string, string>,
      rows,
    );
    setProblems(found);
    if (found.list || Object.keys(found.byStudent).length > 0) return;
    const sent = rows;
    save.mutate(accommodations, {
      onSuccess: (reply) => {
        setBaseline(snapshotOfRows(sent));
        toast(reply.msg, { tone: 'success' });
      },
      onError: (error) => setProblems(rowProblems(serverFieldErrors(error) as Record<string, string>, sent)),
    });
  };

  const addable = course.data ? studentsToAdd(course.data.students, rows) : [];
  const label = target.kind;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Extra time is added to the student's time limit (to the end, when the {label} is sat offline); extra
        attempts to the attempts allowed.
      </Text>
      {rows.length === 0 ? (
        <EmptyState title="No accommodations">
          No student has extra time or extra attempts on this {label}.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Accommodations">
          {rows.map((row) => (
            <RowFields
              key={row.userId}
              row={row}
              timeLimit={timeLimit}
              errors={problems.byStudent[row.userId] ?? {}}
              onChange={(change) => update(changeRow(rows, row.userId, change))}
              onRemove={() => update(removeRow(rows, row.userId))}
            />
          ))}
        </Stack>
      )}
      {course.isError ? (
        <ErrorState
          title="The students of the course could not be loaded"
          error={course.error}
          onRetry={() => void course.refetch()}
        />
      ) : course.data && course.data.students.length === 0 ? (
        <Text size="sm">
          The course has no students yet.{' '}
          <Anchor component={Link} to={`/listmember/${encodeURIComponent(target.courseId)}`}>
            Add students to the course
          </Anchor>
        </Text>
      ) : (
        <Select
          label="Add a student"
          placeholder={course.isPending ? 'Loading the students…' : 'Find a student by name'}
          searchable
          clearable
          nothingFoundMessage="No other student of the course has that name"
          disabled={course.isPending || addable.length === 0}
          data={addable.map((student) => ({
            value: student._id,
            label: student.fullName ? `${student.fullName} (${student.username})` : student.username,
          }))}
          value={null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(userId) => {
            const student = addable.find((candidate) => candidate._id === userId);
            if (student) update(addRow(rows, student));
            setSearch('');
          }}
          maw={420}
        />
      )}
      {(problems.list || save.isError) && (
        <Alert color="red" role="alert" title="The accommodations were not saved">
          {problems.list ?? errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!dirty || save.isPending}
          onClick={() => {
            update(rowsOf(authoring.accommodations));
            save.reset();
          }}
        >
          Undo changes
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
          Save accommodations
        </Button>
      </Group>
    </Stack>
  );
}
