import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { CourseStatistic } from '../../../core/schemas/statistics';
import { ErrorState } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { Bars } from './charts';
import { FigureCard } from './FigureCard';
import { StatisticsSkeleton } from './StatisticStates';
import { courseStatisticsPath } from './statisticLinks';
import { useCourseStatistics } from './statisticsApi';
import { studentsTable } from './statisticTables';

function StudentFigures({ course }: { course: CourseStatistic }) {
  const lines = course.studentLines;
  return (
    <Stack gap="md">
      <FigureCard
        title="Each student"
        fileName={`students - ${course.courseName}`}
        table={studentsTable(lines)}
        note={
          course.scope === 'student'
            ? 'Your line: classes attended, work on time and late, and your released marks.'
            : 'Classes attended, work on time and late, and the mean of each student’s marks (percent of the full mark).'
        }
        chart={
          <Bars
            data={lines.map((line) => ({ name: line.name, onTime: line.onTime, late: line.late }))}
            dataKey="name"
            stacked
            series={[
              { name: 'onTime', label: 'On time', color: 'teal.6' },
              { name: 'late', label: 'Late', color: 'orange.6' },
            ]}
          />
        }
      />
      <FigureCard
        title="Mean mark per student"
        fileName={`mean marks - ${course.courseName}`}
        table={{
          columns: ['Student', 'Marks', 'Mean mark (%)'],
          rows: lines.map((line) => [
            line.name,
            String(line.markCount),
            line.meanMark === null ? '–' : String(line.meanMark),
          ]),
        }}
        chart={
          <Bars
            data={lines.map((line) => ({ name: line.name, mean: line.meanMark }))}
            dataKey="name"
            series={[{ name: 'mean', label: 'Mean mark (%)', color: 'violet.6' }]}
          />
        }
      />
    </Stack>
  );
}

/**
 * /statistics/{courseId} (SPEC §2, issue 35): the course student by student, for those who teach it; a student
 * sees their own line. The course as a whole is on /statisticscourse/{courseId} (docs/decisions.md "Statistics").
 */
export default function StudentStatisticsPage() {
  const { courseId = '' } = useParams();
  const figures = useCourseStatistics([courseId]);
  const course = figures.data?.[0];
  return (
    <Stack gap="md" maw={1200}>
      <RouteHeading />
      {figures.isPending ? (
        <StatisticsSkeleton />
      ) : figures.isError || !course ? (
        <ErrorState
          title="The statistics could not be loaded"
          error={figures.error}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fw={600}>{course.courseName}</Text>
            <Button component={Link} to={courseStatisticsPath(courseId)} variant="light">
              The course as a whole
            </Button>
          </Group>
          {course.studentLines.length === 0 ? (
            <Text c="dimmed">This course has no students yet.</Text>
          ) : (
            <StudentFigures course={course} />
          )}
        </>
      )}
    </Stack>
  );
}
