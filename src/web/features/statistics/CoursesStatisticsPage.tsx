import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { CourseStatistic } from '../../../core/schemas/statistics';
import { ErrorState } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { Bars } from './charts';
import { FigureCard } from './FigureCard';
import { StatisticsSkeleton } from './StatisticStates';
import { courseIdsOf, courseStatisticsPath } from './statisticLinks';
import { useCourseStatistics } from './statisticsApi';
import { coursesTable, type FigureTable, shareOf } from './statisticTables';

/** The columns of `table` named, in that order. */
function columnsOf(table: FigureTable, names: string[]): FigureTable {
  const indexes = names.map((name) => table.columns.indexOf(name));
  return { columns: names, rows: table.rows.map((row) => indexes.map((index) => row[index] ?? '')) };
}

function Comparison({ courses }: { courses: CourseStatistic[] }) {
  const table = coursesTable(courses);
  return (
    <Stack gap="md">
      <FigureCard
        title="Marks per course"
        fileName="marks per course"
        table={columnsOf(table, ['Course', 'Marks', 'Mean (%)', 'Median (%)'])}
        chart={
          <Bars
            data={courses.map((course) => ({
              course: course.courseName,
              mean: course.marks.mean,
              median: course.marks.median,
            }))}
            dataKey="course"
            series={[
              { name: 'mean', label: 'Mean (%)', color: 'violet.6' },
              { name: 'median', label: 'Median (%)', color: 'grape.4' },
            ]}
          />
        }
      />
      <FigureCard
        title="Work per course"
        fileName="work per course"
        table={columnsOf(table, ['Course', 'On time', 'Late', 'Not handed in'])}
        chart={
          <Bars
            data={courses.map((course) => ({ course: course.courseName, ...course.submissions }))}
            dataKey="course"
            stacked
            series={[
              { name: 'onTime', label: 'On time', color: 'teal.6' },
              { name: 'late', label: 'Late', color: 'orange.6' },
              { name: 'notHandedIn', label: 'Not handed in', color: 'gray.5' },
            ]}
          />
        }
      />
      <FigureCard
        title="Attendance per course"
        fileName="attendance per course"
        table={columnsOf(table, ['Course', 'Students', 'Attendance (%)'])}
        chart={
          <Bars
            data={courses.map((course) => ({
              course: course.courseName,
              attendance: shareOf(course.attendance.present, course.attendance.possible),
            }))}
            dataKey="course"
            series={[{ name: 'attendance', label: 'Attendance (%)', color: 'blue.6' }]}
          />
        }
      />
      <FigureCard title="All figures" fileName="courses side by side" table={table} />
      <Text size="sm">
        Each course on its own:{' '}
        {courses.map((course, index) => (
          <span key={course.courseId}>
            {index > 0 && ', '}
            <Anchor component={Link} to={courseStatisticsPath(course.courseId)}>
              {course.courseName}
            </Anchor>
          </span>
        ))}
      </Text>
    </Stack>
  );
}

/**
 * /statistic/{courseIds} (SPEC §2, issue 35): several courses side by side — marks, work on time and late,
 * attendance. Every course named must be the caller's; a student compares their own figures.
 */
export default function CoursesStatisticsPage() {
  const { courseIds = '' } = useParams();
  const ids = courseIdsOf(courseIds);
  const figures = useCourseStatistics(ids);
  return (
    <Stack gap="md" maw={1200}>
      <RouteHeading />
      {ids.length === 0 ? (
        <Text>Name the courses to compare in the address, their ids separated by commas.</Text>
      ) : figures.isPending ? (
        <StatisticsSkeleton />
      ) : figures.isError ? (
        <ErrorState
          title="The statistics could not be loaded"
          error={figures.error}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <Comparison courses={figures.data} />
      )}
    </Stack>
  );
}
