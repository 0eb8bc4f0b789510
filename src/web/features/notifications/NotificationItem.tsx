import { Box, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { personName } from '../../../core/rules/personName';
import type { Notification } from '../../../core/schemas/notifications';

function when(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatLongDate(date)}, ${date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/** One notification in the header menu: open it, mark it read or unread, remove it. */
export function NotificationItem({
  notification,
  busy,
  onOpen,
  onToggleRead,
  onRemove,
}: {
  notification: Notification;
  busy: boolean;
  onOpen: () => void;
  onToggleRead: () => void;
  onRemove: () => void;
}) {
  const unread = notification.flag;
  const sender = personName({ fullName: notification.user.fullName, username: notification.user.userName });
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      px="sm"
      py="xs"
      bg={unread ? 'var(--mantine-color-purple-0)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} disabled={busy}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {unread && (
            <Box
              aria-hidden="true"
              mt={6}
              w={8}
              h={8}
              style={{ flexShrink: 0, borderRadius: '50%', background: 'var(--mantine-color-purple-6)' }}
            />
          )}
          <Text size="sm" fw={unread ? 700 : 500} lineClamp={2}>
            {unread && <VisuallyHidden component="span">Unread: </VisuallyHidden>}
            {notification.title}
          </Text>
        </Group>
        {notification.message && (
          <Text size="xs" c="dimmed" lineClamp={2} mt={2}>
            {notification.message}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={2}>
          {sender} · {when(notification.createdAt)}
        </Text>
      </UnstyledButton>
      <Stack gap={2} align="flex-end">
        <Button size="compact-xs" variant="subtle" onClick={onToggleRead} disabled={busy}>
          {unread ? 'Mark read' : 'Mark unread'}
          <VisuallyHidden component="span">: {notification.title}</VisuallyHidden>
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove} disabled={busy}>
          Remove
          <VisuallyHidden component="span">: {notification.title}</VisuallyHidden>
        </Button>
      </Stack>
    </Group>
  );
}
