import { useCallback, useEffect, useRef } from 'react';
import { leaveLecture } from './lecturesApi';

type Sitting = Parameters<typeof leaveLecture>[0];

/**
 * While the person is in `sitting` (null: not in one), leaving the page or the tab leaves it, so the attendance shows
 * when they went; the request outlives the page. Answers a function that says they have already left by their own
 * hand, so that nothing leaves twice.
 */
export function useLeaveOnExit(sitting: Sitting | null): () => void {
  const inSitting = useRef(sitting !== null);
  inSitting.current = sitting !== null;
  const lectureId = sitting?.lectureId;
  const attendanceId = sitting?.attendanceId;
  useEffect(() => {
    if (!lectureId || !attendanceId) return;
    const leaveNow = () => {
      if (inSitting.current) void leaveLecture({ lectureId, attendanceId }, true).catch(() => undefined);
      inSitting.current = false;
    };
    window.addEventListener('pagehide', leaveNow);
    return () => {
      window.removeEventListener('pagehide', leaveNow);
      leaveNow();
    };
  }, [lectureId, attendanceId]);
  return useCallback(() => {
    inSitting.current = false;
  }, []);
}
