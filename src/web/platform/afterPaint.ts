import { nextTask } from './nextTask';

/**
 * Resolves once the browser has painted what is on screen now: a frame, then a task after it (issue 40). What waits
 * for it (a PDF engine) stays off the first paint's path. A hidden page paints no frames: a task then.
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}
