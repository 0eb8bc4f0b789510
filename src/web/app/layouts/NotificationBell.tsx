import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useState } from 'react';
import { BellIcon } from '../../components/icons';
import { LiveNotifications } from '../../features/notifications/LiveNotifications';
import { NotificationMenu } from '../../features/notifications/NotificationMenu';
import { unreadOf } from '../../features/notifications/notificationCache';
import { useMyNotifications } from '../../features/notifications/useMyNotifications';
import { useSession } from '../../platform/session';

/**
 * The notification menu of the after-login header (SPEC §2): a bell with the unread count that opens the list.
 * It also hosts the live channel (LiveNotifications), so toasts and background refreshes run on every
 * after-login page.
 */
export function NotificationBell() {
  const { userId } = useSession();
  const [opened, setOpened] = useState(false);
  const query = useMyNotifications(userId);
  const unread = unreadOf(query.data);

  return (
    <>
      <LiveNotifications />
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        {/* The target is the button itself: the popover's aria-expanded is not allowed on the indicator's div. */}
        <Indicator
          label={unread > 99 ? '99+' : unread}
          disabled={!unread}
          size={18}
          offset={6}
          color="red"
          inline
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setOpened((open) => !open)}
              aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
              aria-expanded={opened}
              aria-haspopup="dialog"
            >
              <BellIcon />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          {userId && opened && <NotificationMenu userId={userId} onClose={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
