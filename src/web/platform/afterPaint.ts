import { useEffect, useState } from 'react';
import { nextTask } from './nextTask';

/**
 * Resolves once the browser has painted what is on screen now: a frame, then a task after it (issue 40). What waits
 * for it (a PDF engine, an editor) stays off the first paint's path. A hidden page paints no frames: a task then.
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/** False until the browser has painted the component's first draw. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
