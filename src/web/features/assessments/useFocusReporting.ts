import { useEffect } from 'react';
import type { AssessmentKind, FocusEventKind } from '../../../core/schemas/assessments';
import { reportFocus } from './assessmentsApi';

/**
 * Tells the proctor, as it happens, when the student leaves the sitting and comes back (issue 15): the tab hidden
 * or shown again, the window blurred or focused, full screen left. Fire and forget: a report that fails is not
 * the student's problem and is not shown.
 */
export function useFocusReporting(kind: AssessmentKind, attemptId: string | null) {
  useEffect(() => {
    if (!attemptId) return;
    const send = (event: FocusEventKind) => void reportFocus(kind, attemptId, event).catch(() => {});
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
