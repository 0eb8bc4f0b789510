import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TEACHER_APPROVAL_REF_TYPE } from '../../../core/rules/teacherApproval';
import { NOTIFICATION_TEAM_ID, REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { queryKeys } from '../../api/queryKeys';
import { onConnectionChange } from '../../api/socket';
import { useSocketEvent, useSubscription } from '../../api/useSocket';
import { toast } from '../../components/toast';
import { storage } from '../../platform/storage';
import { asStoredNotification } from '../notifications/liveEvents';
import { viewOwnUser } from './ownUser';

const NOTIFICATION_CHANNEL = { teamId: NOTIFICATION_TEAM_ID };

/**
 * Keeps a held teacher's stored account current, so that the after-login frame moves on by itself once an
 * administrator decides (no reload): the account is read again when the window regains focus, when the live
 * connection comes back, and as soon as the decision's notification arrives on the live channel.
 */
export function useApprovalFollower(userId: string) {
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: () => viewOwnUser(userId),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
  const fresh = account.data?.data;

  useEffect(() => {
    const stored = storage.user.get();
    if (!fresh || stored?._id !== fresh._id || stored.teacherApproval === fresh.teacherApproval) return;
    storage.user.set(fresh);
    if (fresh.teacherApproval === 'approved')
      toast('An administrator approved your teacher account. Welcome!', { tone: 'success' });
  }, [fresh]);

  const reread = () => void queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) });
  useSubscription('notification', NOTIFICATION_CHANNEL);
  useSocketEvent(REALTIME_EVENTS.notification, (payload) => {
    if (asStoredNotification(payload)?.refType === TEACHER_APPROVAL_REF_TYPE) reread();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reread` only closes over the stable client and id.
  useEffect(() => onConnectionChange((connected) => connected && reread()), [queryClient, userId]);
}
