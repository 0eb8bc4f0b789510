import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { personName } from '../../../core/rules/personName';
import type { CourseSummary } from '../../../core/schemas/courses';
import { RichText } from '../../components/RichText';
import { CourseBadges } from './CourseBadges';
import { CourseImage } from './CourseImage';
import { formatCourseDates } from './itemDates';

/** About five lines of the course description show at first; the rest unfolds. */
const DESCRIPTION_FOLD_PX = 120;

/**
 * The head of a course page: picture, name, code, status, dates and who teaches it, its description, with the
 * page's actions.
 */
export function CourseHeader({ course, actions }: { course: CourseSummary; actions?: ReactNode }) {
  const about = [`Taught by ${personName(course.owner)}`, course.institution, course.sector]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box w={120} visibleFrom="xs" style={{ flexShrink: 0 }}>
          <CourseImage course={course} height={80} radius="md" />
        </Box>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Title>
          <CourseBadges course={course} />
          <Text size="sm">{formatCourseDates(course.startDate, course.endDate)}</Text>
          <Text size="sm" c="dimmed">
            {about}
          </Text>
        </Stack>
      </Group>
      {course.description && (
        <RichText
          mt="md"
          html={course.description}
          label="the course description"
          foldAt={DESCRIPTION_FOLD_PX}
        />
      )}
      {actions && (
        <Group mt="md" gap="xs">
          {actions}
        </Group>
      )}
    </Paper>
  );
}
