import { Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { classBeganAt, sittingStage } from '../../../core/rules/classSitting';
import { downloadCsv } from '../../components/downloadCsv';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { ScrollingTable } from '../../components/ScrollingTable';
import { countOf, wordFor } from '../courses/courseVisuals';
import { type Picked, PickedCourse } from '../courses/PickedCourse';
import { type AttendanceCell, attendanceLines, attendanceTable } from './attendanceTable';
import { useCourseAttendance } from './lecturesApi';

const when = (iso: string) => dayjs(iso).format('MMM D, h:mm A');
const clock = (iso: string) => dayjs(iso).format('h:mm A');

function Cell({ cell }: { cell: AttendanceCell }) {
  if (cell.kind === 'absent')
    return (
      <Text size="sm" c="dimmed">
        Absent
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm">
        {clock(cell.joinedAt)} to {cell.leftAt ? clock(cell.leftAt) : 'the end'}
        {cell.minutes !== null ? ` (${cell.minutes} min)` : ''}
      </Text>
      {cell.late && (
        <Badge size="xs" color="orange.3" autoContrast tt="none">
          Late
        </Badge>
      )}
    </Stack>
  );
}

/** The attendance of the course picked, or where it stands while it loads or could not be read. */
function AttendanceReport({ courseId, courseName, picker }: Picked) {
  const report = useCourseAttendance(courseId);
  const table = report.data ? attendanceTable(report.data) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {picker}
        <Button
          variant="light"
          disabled={!table?.sittings.length}
          onClick={() => table && void downloadCsv(attendanceLines(table), `attendance - ${courseName}.csv`)}
        >
          Export as spreadsheet (CSV)
        </Button>
      </Group>
      {report.isPending ? (
        <Skeleton h={240} />
      ) : report.isError ? (
        <ErrorState
          title="The attendance could not be read"
          error={report.error}
          onRetry={() => report.refetch()}
        />
      ) : !table?.sittings.length ? (
        <EmptyState title="No lectures held yet">
          When you start a lecture of this course, who joins it and when appears here.
        </EmptyState>
      ) : (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {courseName}: {countOf(table.sittings.length, 'class', 'classes')},{' '}
            {countOf(table.rows.length, 'student')}
          </Title>
          {table.notHeld > 0 && (
            <Text size="sm" c="dimmed">
              {countOf(table.notHeld, 'start')} not held (ended before a teacher entered){' '}
              {wordFor(table.notHeld, 'is', 'are')} left out.
            </Text>
          )}
          <ScrollingTable minWidth={360} label={`Attendance in ${courseName}`}>
            <Table striped verticalSpacing="xs" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Student</Table.Th>
                  {table.sittings.map((sitting) => (
                    <Table.Th key={sitting._id} scope="col">
                      {sitting.lectureTitle}
                      <Text size="xs" c="dimmed">
                        {when(classBeganAt(sitting))}
                        {sittingStage(sitting) === 'running'
                          ? ' · running'
                          : sittingStage(sitting) === 'opening'
                            ? ' · teacher getting ready'
                            : ''}
                      </Text>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={row.userId}>
                    <Table.Th scope="row">
                      {row.name}
                      <Text size="xs" c="dimmed">
                        {row.attended} of {table.sittings.length}
                      </Text>
                    </Table.Th>
                    {row.cells.map((cell, index) => (
                      <Table.Td key={table.sittings[index]?._id}>
                        <Cell cell={cell} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /lecture_attendance (teacher, SPEC §2, issue 16): for a course the teacher picks, every sitting of its lectures
 * and, per student, when they came and went, who was late and who was absent; exported as a spreadsheet (CSV).
 */
export default function LectureAttendancePage() {
  return (
    <Stack gap="lg">
      <RouteHeading />
      <PickedCourse noCourses="Lecture attendance appears here once you teach a course.">
        {(picked) => <AttendanceReport {...picked} />}
      </PickedCourse>
    </Stack>
  );
}
