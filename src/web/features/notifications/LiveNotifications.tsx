import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { notificationToastMs } from '../../../core/rules/notificationTiming';
import { NOTIFICATION_TEAM_ID, REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { queryKeys } from '../../api/queryKeys';
import { onMissedEvents } from '../../api/socket';
import { useSocketEvent, useSubscription } from '../../api/useSocket';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { storage } from '../../platform/storage';
import { RefreshScheduler, refreshPlan } from './backgroundRefresh';
import { asCourseEvent, asStoredNotification } from './liveEvents';
import { playNotificationSound } from './notificationSound';

const NOTIFICATION_CHANNEL = { teamId: NOTIFICATION_TEAM_ID };

/**
 * Mounted once in the after-login layout: joins the live notification channel (SPEC §7), shows each new
 * notification as a toast for notifyTime (SPEC §9) with a chime when notifySound is on, keeps the header menu
 * current, turns course events into the background refreshes of SPEC §4, and reads the page again when events
 * were missed beyond what the server remembers (issue 40). Renders nothing.
 */
export function LiveNotifications() {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const scheduler = useMemo(
    () => new RefreshScheduler((key) => void queryClient.invalidateQueries({ queryKey: key })),
    [queryClient],
  );
  useEffect(() => () => scheduler.cancelAll(), [scheduler]);

  useSubscription('notification', userId ? NOTIFICATION_CHANNEL : null);

  // A join hands on what its room was sent while the page was not in it; when the server cannot say (a long
  // outage, a restart), what the page shows is read again. Not the inactive reads: they are read when next shown.
  useEffect(
    () => onMissedEvents(() => void queryClient.invalidateQueries(undefined, { cancelRefetch: false })),
    [queryClient],
  );

  useSocketEvent(REALTIME_EVENTS.notification, (payload) => {
    const notifyTime = storage.notifyTime.get();
    const stored = asStoredNotification(payload);
    const event = stored ?? asCourseEvent(payload);
    if (!event) return;
    if (stored?.type === 'notification') {
      if (userId) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) });
      toast(stored.message || stored.title, {
        title: stored.message ? stored.title : undefined,
        durationMs: notificationToastMs(notifyTime),
      });
      if (storage.notifySound.get() ?? true) playNotificationSound();
    }
    for (const step of refreshPlan(event, notifyTime)) scheduler.schedule(step);
  });

  return null;
}
