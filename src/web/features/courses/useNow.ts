import { useEffect, useState } from 'react';

/** How often time-driven labels (SPEC §4 button states, today's list) are worked out again. */
export const NOW_REFRESH_MS = 30_000;

/** The current time in milliseconds, renewed every `everyMs`, so a 'Wait' button opens at its start unaided. */
export function useNow(everyMs = NOW_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
