import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { personName } from '../../../core/rules/personName';
import type { CourseMember } from '../../../core/schemas/courses';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useInvalidateCourse } from './courseQueries';
import { removeCourseMember } from './coursesApi';
import { MemberAvatar } from './MemberAvatar';

const ROLE_LABEL = { owner: 'Owner', teacher: 'Co-teacher', student: 'Student' } as const;

/** A course's teachers or students; anyone but the owner can be removed (after a confirmation). */
export function MemberList({
  courseId,
  members,
  emptyText,
}: {
  courseId: string;
  members: CourseMember[];
  emptyText: string;
}) {
  const invalidate = useInvalidateCourse();
  const remove = useMutation({
    mutationFn: (member: CourseMember) => removeCourseMember(courseId, member._id),
    onSuccess: (_reply, member) =>
      toast(`${personName(member)} is removed from the course.`, { tone: 'success' }),
    onSettled: () => invalidate(courseId),
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const askRemove = async (member: CourseMember) => {
    const name = personName(member);
    const answer = await confirm({
      title: `Remove ${name}?`,
      message: `${name} will no longer see this course or take part in it. You can add them again later.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code === 0) remove.mutate(member);
  };

  if (members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {members.map((member, index) => (
        <Group
          component="li"
          key={member._id}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py="xs"
          style={index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="sm" wrap="nowrap" miw={0}>
            <MemberAvatar member={member} />
            <Stack gap={0} miw={0}>
              <Text fw={500} truncate="end">
                {personName(member)}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {member.username} · added {formatLongDate(member.addedAt)}
              </Text>
            </Stack>
          </Group>
          {member.role === 'owner' ? (
            <Badge variant="light" tt="none">
              {ROLE_LABEL.owner}
            </Badge>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red.9"
              // Mantine caps a subtle button's text at shade 6 (3.3:1 on white); c keeps the readable shade.
              c="red.9"
              onClick={() => void askRemove(member)}
              loading={remove.isPending && remove.variables?._id === member._id}
              aria-label={`Remove ${personName(member)}`}
            >
              Remove
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
