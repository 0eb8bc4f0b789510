import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { personName } from '../../../core/rules/personName';
import type { ChatGroup } from '../../../core/schemas/chat';
import { openModal } from '../../components/modalStack';
import { ChatAvatar } from './ChatAvatar';

const roleLabels = { owner: 'Teacher', teacher: 'Teacher', student: 'Student' } as const;

/**
 * Who is in a chat, with their place in the course. A group's list ends with 'Leave group': `leave` asks first
 * (its confirmation opens above this list) and resolves true once the caller left.
 */
export function openMembersList(group: ChatGroup, leave?: () => Promise<boolean>) {
  openModal({
    title: `Members of ${group.name}`,
    render: (close) => (
      <>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {group.members.map((member) => (
            <Group key={member._id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <ChatAvatar name={personName(member)} picture={member.userLogo} size={32} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {personName(member)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    @{member.username}
                  </Text>
                </div>
              </Group>
              <Badge variant="light" color={member.courseRole ? 'purple' : 'gray'}>
                {member.courseRole ? roleLabels[member.courseRole] : 'Left the course'}
              </Badge>
            </Group>
          ))}
        </Stack>
        {leave && (
          <Group justify="flex-end" mt="lg">
            <Button
              variant="default"
              color="red.8"
              onClick={() => void leave().then((left) => left && close())}
            >
              Leave group
            </Button>
          </Group>
        )}
      </>
    ),
  });
}
