import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { CourseAggregate } from '../../../core/schemas/statistics';
import { ErrorState } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { CompareCourses } from './CompareCourses';
import { Bars, Lines } from './charts';
import { FigureCard } from './FigureCard';
import { StatisticsSkeleton } from './StatisticStates';
import { studentStatisticsPath } from './statisticLinks';
import { useCourseAggregate } from './statisticsApi';
import {
  activityTable,
  attendanceTable,
  distributionTable,
  markBands,
  marksTable,
  shareOf,
  submissionParts,
  submissionsTable,
} from './statisticTables';

function Figures({ figures }: { figures: CourseAggregate }) {
  const name = figures.courseName;
  const { attendance } = figures;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FigureCard
          title="Attendance"
          fileName={`attendance - ${name}`}
          table={attendanceTable(figures)}
          note="Places in the lecture classes held: each student once per class."
          chart={
            <Bars
              data={[
                { part: 'Taken', places: attendance.present },
                { part: 'Missed', places: attendance.possible - attendance.present },
              ]}
              dataKey="part"
              series={[{ name: 'places', label: 'Places', color: 'blue.6' }]}
            />
          }
        />
        <FigureCard
          title="Work handed in"
          fileName={`work handed in - ${name}`}
          table={submissionsTable(figures)}
          note="Assignments, projects and labs: on time, late, and not handed in once the deadline has passed."
          chart={
            <Bars
              data={submissionParts(figures)}
              dataKey="name"
              series={[{ name: 'pieces', label: 'Pieces', color: 'teal.6' }]}
            />
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FigureCard
          title="Marks"
          fileName={`marks - ${name}`}
          table={marksTable(figures)}
          note={
            figures.scope === 'student'
              ? 'Your marks once released, as a percentage of each full mark.'
              : 'Every mark given, as a percentage of each full mark: coursework, tests and exams.'
          }
        />
        <FigureCard
          title="Marks distribution"
          fileName={`marks distribution - ${name}`}
          table={distributionTable(figures)}
          chart={
            <Bars
              data={markBands(figures)}
              dataKey="band"
              series={[{ name: 'marks', label: 'Marks given', color: 'violet.6' }]}
            />
          }
        />
      </SimpleGrid>
      <FigureCard
        title="Activity over time"
        fileName={`activity - ${name}`}
        table={activityTable(figures)}
        note="Week by week (weeks begin on Monday)."
        chart={
          <Lines
            data={figures.activity}
            dataKey="week"
            series={[
              { name: 'submissions', label: 'Work handed in', color: 'teal.6' },
              { name: 'attempts', label: 'Tests and exams', color: 'violet.6' },
              { name: 'comments', label: 'Comments', color: 'orange.6' },
              { name: 'attendances', label: 'Classes joined', color: 'blue.6' },
            ]}
          />
        }
      />
      <Card withBorder padding="md" component="section" aria-label="Self-learning progress">
        <Title order={2} size="h4">
          Self-learning progress
        </Title>
        <Text size="sm" c="dimmed">
          Not available yet: self-learning progress is not recorded yet, so there is nothing to count.
        </Text>
      </Card>
    </Stack>
  );
}

/**
 * /statisticscourse/{courseId} (SPEC §2, issue 35): the course as a whole — attendance, work on time and late,
 * marks and their distribution, activity by week — for those who teach it; a student sees the same for themself.
 * Each student's line is on /statistics/{courseId} (docs/decisions.md "Statistics").
 */
export default function CourseStatisticsPage() {
  const { courseId = '' } = useParams();
  const figures = useCourseAggregate(courseId);
  return (
    <Stack gap="md" maw={1200}>
      <RouteHeading />
      {figures.isPending ? (
        <StatisticsSkeleton />
      ) : figures.isError ? (
        <ErrorState
          title="The statistics could not be loaded"
          error={figures.error}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{figures.data.courseName}</Text>
              <Text size="sm" c="dimmed">
                {figures.data.scope === 'student'
                  ? 'Your own figures in this course.'
                  : `${figures.data.students} students; ${shareOf(figures.data.attendance.present, figures.data.attendance.possible) ?? '–'} % attendance.`}
              </Text>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to={studentStatisticsPath(courseId)} variant="light">
                {figures.data.scope === 'student' ? 'My line' : 'Each student'}
              </Button>
              {figures.data.scope === 'course' && <CompareCourses courseId={courseId} />}
            </Group>
          </Group>
          <Figures figures={figures.data} />
        </>
      )}
    </Stack>
  );
}
