import { Avatar, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { personName } from '../../../core/rules/personName';
import type { CourseDetail, CourseMember } from '../../../core/schemas/courses';
import { memberListPath } from './courseLinks';
import { countOf } from './courseVisuals';
import { MemberAvatar } from './MemberAvatar';

const SHOWN = 8;

function Faces({ members }: { members: CourseMember[] }) {
  if (members.length === 0) return null;
  const hidden = members.length - SHOWN;
  return (
    <Avatar.Group aria-hidden="true">
      {members.slice(0, SHOWN).map((member) => (
        <Tooltip key={member._id} label={personName(member)} withArrow>
          <MemberAvatar member={member} />
        </Tooltip>
      ))}
      {hidden > 0 && <Avatar radius="xl">+{hidden}</Avatar>}
    </Avatar.Group>
  );
}

/** Who is in the course at a glance, with the way to the full member list. */
export function CourseMembersSummary({ course }: { course: CourseDetail }) {
  const teacherNames = course.teachers.map((teacher) =>
    teacher.role === 'owner' ? `${personName(teacher)} (owner)` : personName(teacher),
  );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{countOf(course.teachers.length, 'teacher', 'teachers')}</Text>
        <Text size="sm">{teacherNames.join(', ')}</Text>
        <Faces members={course.teachers} />
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{countOf(course.students.length, 'student', 'students')}</Text>
        {course.students.length === 0 ? (
          <Text size="sm" c="dimmed">
            No students yet. Add them from the member list.
          </Text>
        ) : (
          <Faces members={course.students} />
        )}
      </Stack>
      <Group>
        <Button component={Link} to={memberListPath(course._id)} variant="light">
          Manage members
        </Button>
      </Group>
    </Stack>
  );
}
