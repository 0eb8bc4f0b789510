import { useEffect, useMemo } from 'react';
import { type ScheduledItem, selfLearningRefreshes } from '../../../core/rules/selfLearningRefresh';
import { ITEM_TYPE_IDS } from '../../../core/schemas/itemKinds';
import { NOTIFICATION_TEAM_ID } from '../../../core/schemas/realtimeNames';
import { publish } from '../../api/socket';
import { useSubscription } from '../../api/useSocket';

/**
 * For the pages of one course (course view, control panel of one course): joins the course's room while mounted,
 * so its changes refresh the page (SPEC §4, through LiveNotifications). Given the course's items, it also runs the
 * SPEC §4 self-learning timer: each unit starting within 4 hours sends a refresh at its start time, so every open
 * view of the course shows the unit as it opens.
 */
export function useCourseChannel(courseId: string | null | undefined, items?: readonly ScheduledItem[]) {
  useSubscription('course', courseId ? { courseId } : null);

  // Only the units' ids and starts matter: a re-fetch that returns the same schedule keeps the timers.
  const schedule = useMemo(
    () =>
      (items ?? [])
        .filter((item) => item.kind === 'selfLearning')
        .map((item) => `${item._id}\u0000${item.startDate}`)
        .join('\u0001'),
    [items],
  );

  useEffect(() => {
    if (!courseId || !schedule) return;
    const units = schedule.split('\u0001').map((entry) => {
      const [_id = '', startDate = ''] = entry.split('\u0000');
      return { _id, kind: 'selfLearning', startDate };
    });
    const timers = selfLearningRefreshes(units, Date.now()).map(({ refId, delayMs }) =>
      setTimeout(() => {
        void publish(
          'notification',
          { teamId: NOTIFICATION_TEAM_ID },
          { courseId, refType: ITEM_TYPE_IDS.selfLearning, refId },
        );
      }, delayMs),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [courseId, schedule]);
}
