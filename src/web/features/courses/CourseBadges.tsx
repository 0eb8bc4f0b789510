import { Badge, Group } from '@mantine/core';
import type { CourseSummary } from '../../../core/schemas/courses';
import { COURSE_STATUS_LOOK } from './courseVisuals';

/**
 * A course's status, code and template mark. The status uses the dot variant, which keeps the text at full
 * contrast while the colour tells the statuses apart.
 */
export function CourseBadges({
  course,
}: {
  course: Pick<CourseSummary, 'status' | 'courseCode' | 'isTemplate'>;
}) {
  const look = COURSE_STATUS_LOOK[course.status];
  return (
    <Group gap={6}>
      <Badge variant="dot" color={look.color} tt="none">
        {look.label}
      </Badge>
      {course.courseCode && (
        <Badge variant="outline" color="dark" tt="none">
          {course.courseCode}
        </Badge>
      )}
      {course.isTemplate && (
        <Badge variant="outline" color="dark" tt="none">
          Template
        </Badge>
      )}
    </Group>
  );
}
