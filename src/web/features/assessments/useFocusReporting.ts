import { useEffect } from 'react';
import type { AssessmentKind } from '../../../core/itemKinds';
import type { ReportedFocusEventKind } from '../../../core/schemas/assessments';
import { useSubscription } from '../../api/useSocket';
import { reportFocus } from './assessmentsApi';

/**
 * Tells the proctor, as it happens, when the student leaves the sitting and comes back (issue 15): the tab hidden
 * or shown again, the window blurred or focused, full screen left. Fire and forget: a report that fails is not
 * the student's problem and is not shown. The page also stays in the attempt's `sitting` room (issue 37): when it
 * goes away (the tab closed, the network lost) the server tells the proctor, and again when it is back (the socket
 * client joins again after a reconnect).
 */
export function useFocusReporting(kind: AssessmentKind, attemptId: string | null) {
  useSubscription('sitting', attemptId ? { attemptId } : null);
  useEffect(() => {
    if (!attemptId) return;
    const send = (event: ReportedFocusEventKind) => void reportFocus(kind, attemptId, event).catch(() => {});
    const onVisibility = () => send(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
    const onBlur = () => send('blur');
    const onFocus = () => send('focus');
    const onFullscreen = () => {
      if (!document.fullscreenElement) send('fullscreenExit');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [kind, attemptId]);
}
