import { useEffect, useRef } from 'react';
import type { PdfView } from '../../components/viewers/PdfViewer';

/** How long the teacher's view must hold still before the class is told: a scroll through pages sends its end. */
const SETTLE_MS = 150;

/**
 * Sends the teacher's place in a shown document to the class: the latest place once it has held still for a
 * moment, one request at a time, so a fast scroll neither floods the server nor arrives out of order. Answers the
 * function the viewer calls with each new place.
 */
export function useViewSender(
  send: (view: PdfView) => Promise<unknown>,
  onFailure: (error: unknown) => void,
) {
  const state = useRef<{ latest: PdfView | null; sent: string; busy: boolean; timer?: number }>({
    latest: null,
    sent: '',
    busy: false,
  });
  const sendRef = useRef(send);
  sendRef.current = send;
  const failRef = useRef(onFailure);
  failRef.current = onFailure;

  useEffect(() => () => window.clearTimeout(state.current.timer), []);

  const flush = async () => {
    const now = state.current;
    if (now.busy || !now.latest) return;
    const key = JSON.stringify(now.latest);
    if (key === now.sent) return;
    now.busy = true;
    try {
      await sendRef.current(now.latest);
    } catch (error) {
      failRef.current(error);
    } finally {
      // Tried once, whether it went or failed: a failure is told, not sent again and again.
      now.sent = key;
      now.busy = false;
    }
    // Moved on while that was on its way: send where the teacher is now.
    if (JSON.stringify(now.latest) !== now.sent) void flush();
  };

  return (view: PdfView) => {
    state.current.latest = view;
    window.clearTimeout(state.current.timer);
    state.current.timer = window.setTimeout(() => void flush(), SETTLE_MS);
  };
}
