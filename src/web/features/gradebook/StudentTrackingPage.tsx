import '@mantine/core/styles/Progress.css';
import { Badge, Button, Group, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BEHIND_THRESHOLDS } from '../../../core/rules/studentBehind';
import type { TrackingRow } from '../../../core/schemas/gradebook';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { ScrollingTable } from '../../components/ScrollingTable';
import { courseGradebookPath } from '../courses/courseLinks';
import { type Picked, PickedCourse } from '../courses/PickedCourse';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { useTracking } from './gradebookApi';

function StudentLine({ row, items }: { row: TrackingRow; items: number }) {
  const name = row.user.fullName || row.user.username;
  return (
    <Table.Tr bg={row.behind ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Th scope="row">
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {row.behind && (
          <Badge size="sm" color="red.2" autoContrast tt="none">
            Behind: {row.reasons.join(', ')}
          </Badge>
        )}
      </Table.Th>
      <Table.Td miw={180}>
        <Progress.Root size="lg">
          <Progress.Section value={items ? (100 * row.marked) / items : 0} color="teal" aria-label="Marked" />
          <Progress.Section
            value={items ? (100 * (row.handedIn - row.marked)) / items : 0}
            color="blue.4"
            aria-label="Handed in, not marked yet"
          />
          <Progress.Section
            value={items ? (100 * row.missing) / items : 0}
            color="red.5"
            aria-label="Missing"
          />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          {row.handedIn} handed in ({row.marked} marked), {row.missing} missing, of {items}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.attendance === null ? '–' : `${row.attendance}%`}</Text>
        <Text size="xs" c="dimmed">
          {row.lecturesAttended} of {row.lecturesHeld} lectures
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {row.outcomes === null ? 'No portfolio' : `${row.outcomes.met} of ${row.outcomes.total}`}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function TrackingReport({ courseId, picker }: Picked) {
  const report = useTracking(courseId);
  useCourseChannel(courseId);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {picker}
        <Button component={Link} to={courseGradebookPath(courseId)} variant="light">
          Gradebook
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Behind: {BEHIND_THRESHOLDS.missingAtLeast} or more pieces of work missing, or fewer than{' '}
        {BEHIND_THRESHOLDS.attendanceBelow}% of lectures attended (once {BEHIND_THRESHOLDS.lecturesToJudge}{' '}
        were held).
      </Text>
      {report.isPending ? (
        <Skeleton h={240} />
      ) : report.isError ? (
        <ErrorState
          title="The progress could not be read"
          error={report.error}
          onRetry={() => report.refetch()}
        />
      ) : !report.data.rows.length ? (
        <EmptyState title="No students">The course has no students yet.</EmptyState>
      ) : (
        <ScrollingTable minWidth={560} label="Student progress">
          <Table verticalSpacing="xs" stickyHeader aria-label="Student progress">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Student</Table.Th>
                <Table.Th scope="col">Work</Table.Th>
                <Table.Th scope="col">Attendance</Table.Th>
                <Table.Th scope="col">CVQ outcomes met</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...report.data.rows]
                .sort((a, b) => Number(b.behind) - Number(a.behind))
                .map((row) => (
                  <StudentLine key={row.user._id} row={row} items={report.data.items} />
                ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Stack>
  );
}

/**
 * /student_tracking (teacher, SPEC §2, issue 35): for a course the teacher picks, each student's progress on the
 * items with work (handed in, marked, missing) and their lecture attendance, those behind first and marked with why.
 */
export default function StudentTrackingPage() {
  return (
    <Stack gap="lg">
      <RouteHeading />
      <PickedCourse noCourses="Your students' progress appears here once you teach a course.">
        {(picked) => <TrackingReport {...picked} />}
      </PickedCourse>
    </Stack>
  );
}
