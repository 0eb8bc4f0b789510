import { ActionIcon, Popover, Text } from '@mantine/core';
import { BellIcon } from '../../components/icons';

/** The notification-menu slot of the after-login header. Live notifications are not built yet, and it says so. */
export function NotificationBell() {
  return (
    <Popover position="bottom-end" width={260} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <BellIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600}>
          Notifications
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          Notifications arrive in a later release.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
