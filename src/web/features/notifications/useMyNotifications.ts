import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type NotificationPages, withAllRead, withFlag, withoutNotification } from './notificationCache';
import {
  getMyNotifications,
  readAllNotifications,
  readNotification,
  removeNotification,
} from './notificationsApi';

/** The signed-in user's notifications, newest first, a page at a time (the header menu). */
export function useMyNotifications(userId: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications(userId ?? ''),
    queryFn: async ({ pageParam }) => {
      const { data, total, unread } = await getMyNotifications(userId!, pageParam);
      return { data, total, unread };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled: Boolean(userId),
  });
}

/** Read, unread, read-all and remove, each patching the menu with the server's answer. */
export function useNotificationActions(userId: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications(userId ?? '');
  const update = (change: (pages: NotificationPages | undefined) => NotificationPages | undefined) =>
    queryClient.setQueryData<NotificationPages>(key, change);
  const onError = (error: unknown) => toast(errorMessage(error), { tone: 'error' });

  const setFlag = useMutation({
    mutationFn: ({ id, flag }: { id: string; flag: boolean }) => readNotification(id, flag),
    onSuccess: ({ data, unread }) => update((pages) => withFlag(pages, data._id, data.flag, unread)),
    onError,
  });
  const readAll = useMutation({
    mutationFn: readAllNotifications,
    onSuccess: ({ unread }) => update((pages) => withAllRead(pages, unread)),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeNotification(id).then(({ unread }) => ({ id, unread })),
    onSuccess: ({ id, unread }) => update((pages) => withoutNotification(pages, id, unread)),
    onError,
  });
  return { setFlag, readAll, remove };
}
