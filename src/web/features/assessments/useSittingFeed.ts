import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { onConnectionChange } from '../../api/socket';
import { useSocketEvent, useSubscription } from '../../api/useSocket';

/** Whether a page follows the sitting as it happens. */
export type LiveState =
  | { state: 'joining' }
  | { state: 'live' }
  | { state: 'reconnecting' }
  | { state: 'refused'; msg: string };

/** A read is made again at most this often while students keep changing the sitting: one a second for a full hall. */
const REREAD_EVERY_MS = 1000;

/** Whether a sitting event (`proctor`, `sitting`) is about this test or exam. */
export const isAboutItem = (payload: unknown, itemId: string) =>
  typeof payload === 'object' && payload !== null && (payload as { itemId?: unknown }).itemId === itemId;

/**
 * Keeps a teacher's read of a test or exam's sitting (the roster, the answer list) live (issue 15): joins the
 * `proctor` publication of the item and reads `queryKey` again when it says an attempt changed: at once, then at
 * most once a second while changes keep coming, the last change always read. The socket client joins again after a
 * reconnect (SPEC §4), and each join hands on the changes made while the page was not listening (issue 40). The
 * state says whether the page is following the sitting, for the teacher to see.
 */
export function useSittingFeed(itemId: string, queryKey: QueryKey): LiveState {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveState>({ state: 'joining' });
  const reread = useRef(() => {});
  reread.current = () => void queryClient.invalidateQueries({ queryKey, exact: true });

  useSubscription('proctor', { itemId }, (ack) => {
    if (ack.code !== 0) {
      setLive({ state: 'refused', msg: ack.msg });
      return;
    }
    setLive({ state: 'live' });
  });

  useEffect(
    () =>
      onConnectionChange((connected) => {
        if (!connected) setLive({ state: 'reconnecting' });
      }),
    [],
  );

  const lastRead = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  useSocketEvent(REALTIME_EVENTS.proctor, (payload) => {
    if (!isAboutItem(payload, itemId) || pending.current) return;
    const later = () => {
      pending.current = undefined;
      lastRead.current = Date.now();
      reread.current();
    };
    pending.current = setTimeout(later, Math.max(0, lastRead.current + REREAD_EVERY_MS - Date.now()));
  });

  return live;
}
