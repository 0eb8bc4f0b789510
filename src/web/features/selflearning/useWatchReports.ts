import { type RefObject, useEffect, useRef } from 'react';
import type { ProgressLine } from '../../../core/schemas/selfLearning';
import { reportWatch } from './selfLearningApi';
import { StretchTracker } from './watchStretch';

/** How often a playing video reports what was watched: often enough that little is lost if the page dies. */
export const WATCH_REPORT_MS = 10_000;

/**
 * Reports a video's watched stretches (issue 39) for one progress line: every WATCH_REPORT_MS while it plays, and
 * at once on pause, end, a seek (which adds nothing for the part skipped) or the page being hidden or left (then
 * as a keepalive request, so the report outlives the page). Reports go one after another, so the server's clock
 * between them is the wall time the stretches were watched in. `onReported` hears each progress line the server
 * answers with; `ready` is false while the player is still finding the video's length.
 */
export function useWatchReports(
  video: RefObject<HTMLVideoElement | null>,
  progressId: string,
  ready: boolean,
  onReported: (line: ProgressLine) => void,
) {
  const onReportedRef = useRef(onReported);
  onReportedRef.current = onReported;

  useEffect(() => {
    const player = video.current;
    if (!player || !ready) return;
    const tracker = new StretchTracker();
    let queue: Promise<unknown> = Promise.resolve();

    const send = (leaving = false) => {
      const duration = player.duration;
      if (!Number.isFinite(duration) || duration <= 0) return;
      for (const { from, to } of tracker.take()) {
        const body = { progressId, from, to, position: player.currentTime, mediaSeconds: duration };
        queue = queue
          .then(() => reportWatch(body, leaving))
          .then((reply) => onReportedRef.current(reply.data))
          // A lost report loses a few seconds of watching, which the next one does not need: nothing to tell.
          .catch(() => undefined);
      }
    };
    const onTime = () => {
      if (!player.paused && !player.seeking) tracker.played(player.currentTime, performance.now());
    };
    // Paused or ended, the player stands where playing stopped: that is the stretch's end.
    const onBreak = () => {
      if (!player.seeking) tracker.played(player.currentTime, performance.now());
      tracker.broke();
      send();
    };
    const onSeeking = () => {
      tracker.broke();
      send();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const onLeave = () => send(true);
    const timer = setInterval(() => send(), WATCH_REPORT_MS);

    player.addEventListener('timeupdate', onTime);
    player.addEventListener('playing', onTime);
    player.addEventListener('pause', onBreak);
    player.addEventListener('ended', onBreak);
    player.addEventListener('seeking', onSeeking);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(timer);
      player.removeEventListener('timeupdate', onTime);
      player.removeEventListener('playing', onTime);
      player.removeEventListener('pause', onBreak);
      player.removeEventListener('ended', onBreak);
      player.removeEventListener('seeking', onSeeking);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      // Leaving the page in the app: what was watched since the last report is still sent.
      tracker.broke();
      send(true);
    };
  }, [video, progressId, ready]);
}
