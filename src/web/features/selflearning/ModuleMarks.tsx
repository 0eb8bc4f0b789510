import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { teacherEditPath } from '../courses/itemRoutes';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { useLiveClassProgress, useModule } from './selfLearningApi';
import { moduleTestEditPath } from './selfLearningPaths';

/**
 * A module test's answers as its teacher sees them on /SelfLearningTestAnswer (issue 39): each student's best mark,
 * whether it passes, live as they answer.
 */
export function ModuleMarks({
  courseId,
  unitId,
  moduleId,
}: {
  courseId: string;
  unitId: string;
  moduleId: string;
}) {
  const module = useModule(courseId, unitId, moduleId);
  const rows = useLiveClassProgress(courseId, unitId);
  useCourseChannel(courseId);

  if (module.isPending || rows.isPending) return <CoursePageSkeleton sections={1} />;
  if (module.isError || rows.isError) {
    const failed = module.isError ? module : rows;
    return (
      <ErrorState
        title="This test could not be opened"
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const marks = rows.data.map((row) => ({
    student: row.student,
    percent: row.testMarks.find((mark) => mark.moduleId === moduleId)?.percent ?? null,
  }));
  return (
    <Stack gap="lg" maw={900}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Module test answers
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {module.data.title}
          </Title>
          <Text size="sm">{module.data.passPercent}% passes. Each student's best mark is shown.</Text>
          <Group gap="xs">
            <Button component={Link} to={moduleTestEditPath(courseId, unitId, moduleId)} variant="light">
              Edit the questions
            </Button>
            <Button component={Link} to={teacherEditPath('selfLearning', courseId, unitId)} variant="light">
              Back to the unit
            </Button>
          </Group>
        </Stack>
      </Paper>
      {marks.length === 0 ? (
        <EmptyState title="No students yet">The course's students appear here with their marks.</EmptyState>
      ) : (
        <ScrollingTable minWidth={420} label="Table of the students' marks">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Best mark</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {marks.map((entry) => (
                <Table.Tr key={entry.student._id}>
                  <Table.Td>{entry.student.fullName}</Table.Td>
                  <Table.Td>
                    {entry.percent === null ? (
                      'Not tried'
                    ) : (
                      <Group gap="xs">
                        <Text size="sm">{Math.round(entry.percent)}%</Text>
                        <Badge
                          color={entry.percent >= module.data.passPercent ? 'teal.9' : 'gray.7'}
                          variant="outline"
                        >
                          {entry.percent >= module.data.passPercent ? 'Passed' : 'Not passed'}
                        </Badge>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Stack>
  );
}
