import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { personName } from '../../../core/rules/personName';
import type { CourseSummary } from '../../../core/schemas/courses';
import { CourseBadges } from './CourseBadges';
import { CourseImage } from './CourseImage';
import { countOf } from './courseVisuals';
import { formatCourseDates } from './itemDates';

/**
 * A dashboard card: the whole card is one link to the course page the viewer works in. Its teachers see how many
 * people the course has; a student (and a teacher in student view) sees who teaches it.
 */
export function CourseCard({ course, to }: { course: CourseSummary; to: string }) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="md"
      radius="md"
      className="mantine-focus-auto"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Card.Section>
        <CourseImage course={course} height={120} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={3} size="h5" lineClamp={2}>
          {course.name}
        </Title>
        <CourseBadges course={course} />
        <Text size="sm">{formatCourseDates(course.startDate, course.endDate)}</Text>
        <Text size="sm" c="dimmed">
          {course.myRole === 'student'
            ? `Taught by ${personName(course.owner)}`
            : `${countOf(course.studentCount, 'student', 'students')} · ${countOf(course.teacherCount, 'teacher', 'teachers')}`}
        </Text>
      </Stack>
    </Card>
  );
}
