import { Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notificationClick } from '../../../core/rules/notificationClick';
import type { Notification } from '../../../core/schemas/notifications';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { NotificationItem } from './NotificationItem';
import { loadedNotifications, totalOf, unreadOf } from './notificationCache';
import { useMyNotifications, useNotificationActions } from './useMyNotifications';

/**
 * The header's notification list (SPEC §2 notification menu): newest first with "load more", mark read or unread,
 * mark all read, remove. A click follows SPEC §4: a notification for the page on screen is removed; any other is
 * marked read and its link opened.
 */
export function NotificationMenu({ userId, onClose }: { userId: string; onClose: () => void }) {
  const titleId = useId();
  const query = useMyNotifications(userId);
  const { setFlag, readAll, remove } = useNotificationActions(userId);
  const location = useLocation();
  const navigate = useNavigate();
  const notifications = loadedNotifications(query.data);
  const unread = unreadOf(query.data);
  const pendingId = setFlag.isPending
    ? setFlag.variables?.id
    : remove.isPending
      ? remove.variables
      : undefined;

  const open = (notification: Notification) => {
    const click = notificationClick(notification.link, location);
    if (click.action === 'remove') {
      remove.mutate(notification._id);
      return;
    }
    if (notification.flag) setFlag.mutate({ id: notification._id, flag: false });
    if (click.action === 'open') {
      onClose();
      void navigate(click.path);
    }
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
        <Text fw={700} size="sm" id={titleId}>
          Notifications{unread ? ` (${unread} unread)` : ''}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={!unread}
        >
          Mark all read
        </Button>
      </Group>
      {query.isPending ? (
        <Center py="lg" aria-live="polite">
          <Loader size="sm" aria-label="Loading notifications" />
        </Center>
      ) : query.isError ? (
        <Stack p="sm">
          <ErrorState
            error={query.error}
            onRetry={() => void query.refetch()}
            title="Notifications could not be loaded"
          />
        </Stack>
      ) : notifications.length === 0 ? (
        <EmptyState title="No notifications">
          News about your courses, chats and assessments will appear here as it happens.
        </EmptyState>
      ) : (
        <ScrollArea.Autosize mah="min(60vh, 480px)" type="auto">
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {notifications.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                busy={pendingId === notification._id}
                onOpen={() => open(notification)}
                onToggleRead={() => setFlag.mutate({ id: notification._id, flag: !notification.flag })}
                onRemove={() => remove.mutate(notification._id)}
              />
            ))}
          </Stack>
          {query.hasNextPage && (
            <Center py="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                Load more ({totalOf(query.data) - notifications.length} older)
              </Button>
            </Center>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
