import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import { formatDuration } from '../../../core/rules/duration';
import type { ClassProgressRow } from '../../../core/schemas/selfLearning';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { formatDateTime } from '../courses/itemDates';
import { useLiveClassProgress } from './selfLearningApi';
import { STANDING_BADGES } from './standingBadges';

/** A student's standing in the unit, the stalled standing out (issue 39). */
function standingOf(row: ClassProgressRow) {
  if (row.completedAt) return STANDING_BADGES.complete;
  if (row.stalled) return STANDING_BADGES.stalled;
  if (row.statusId) return STANDING_BADGES.started;
  return STANDING_BADGES.notStarted;
}

function ProgressRow({ row }: { row: ClassProgressRow }) {
  const percent = row.moduleCount ? Math.round((100 * row.modulesDone) / row.moduleCount) : 0;
  const standing = standingOf(row);
  return (
    <Table.Tr data-testid="class-progress-row" data-stalled={row.stalled || undefined}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {row.student.fullName}
        </Text>
        <Badge mt={4} size="sm" color={standing.color} variant={standing.variant} data-testid="standing">
          {standing.text}
        </Badge>
      </Table.Td>
      <Table.Td miw={140}>
        <Stack gap={4}>
          <Text size="sm" data-testid="modules-done">
            {row.modulesDone} / {row.moduleCount}
          </Text>
          <Progress
            value={percent}
            color={row.completedAt ? 'green' : 'blue'}
            aria-label={`${row.student.fullName}: ${row.modulesDone} of ${row.moduleCount} modules done`}
          />
        </Stack>
      </Table.Td>
      <Table.Td>{row.statusId ? formatDuration(row.timeSpentSeconds / 60) : '—'}</Table.Td>
      <Table.Td>
        {row.testMarks.length === 0 ? (
          '—'
        ) : (
          <Stack gap={2}>
            {row.testMarks.map((mark) => (
              <Text key={mark.moduleId} size="sm">
                {mark.title}: {mark.percent === null ? 'not tried' : `${Math.round(mark.percent)}%`}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>{row.lastActivityAt ? formatDateTime(row.lastActivityAt) : 'Not started'}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The class's progress in a unit (issue 39): each student's modules done with a bar, time spent, test marks and last
 * activity, the stalled ones marked in red. It follows the course's live news, so a student's progress shows as
 * it is made.
 */
export function ClassProgressTable({ courseId, unitId }: { courseId: string; unitId: string }) {
  const rows = useLiveClassProgress(courseId, unitId);
  if (rows.isPending) return <Text size="sm">Loading the class's progress…</Text>;
  if (rows.isError)
    return (
      <ErrorState
        title="The class's progress could not be loaded"
        error={rows.error}
        onRetry={() => void rows.refetch()}
      />
    );
  if (rows.data.length === 0)
    return (
      <EmptyState title="No students yet">Students of the course appear here with their progress.</EmptyState>
    );
  const stalled = rows.data.filter((row) => row.stalled).length;
  return (
    <Stack gap="sm">
      {stalled > 0 && (
        <Text size="sm" c="red.8" fw={600}>
          {stalled === 1 ? '1 student has' : `${stalled} students have`} stalled: no progress for over a week.
        </Text>
      )}
      <ScrollingTable minWidth={720} label="Table of the class's progress">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Student</Table.Th>
              <Table.Th>Modules done</Table.Th>
              <Table.Th>Time spent</Table.Th>
              <Table.Th>Test marks</Table.Th>
              <Table.Th>Last activity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.map((row) => (
              <ProgressRow key={row.student._id} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </Stack>
  );
}
