import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { personName } from '../../../core/rules/personName';
import type { PublicUser } from '../../../core/schemas/users';
import { initials } from '../../components/initials';

/** Name, role and place of a user, as anyone signed in may see them. */
export function ProfileHeader({ user, memberSince }: { user: PublicUser; memberSince?: string }) {
  const place = [user.institution, user.city, user.country].filter(Boolean).join(' · ');
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar size={64} radius="xl" color="purple" src={user.userLogo || null} alt="">
        {initials(personName(user))}
      </Avatar>
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {personName(user)}
          </Title>
          <Badge variant="light">{user.role}</Badge>
        </Group>
        <Text c="dimmed" size="sm">
          @{user.username}
          {memberSince && ` · member since ${formatLongDate(memberSince)}`}
        </Text>
        {place && <Text size="sm">{place}</Text>}
      </Stack>
    </Group>
  );
}
