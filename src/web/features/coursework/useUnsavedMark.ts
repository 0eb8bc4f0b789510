import { useCallback, useEffect, useRef, useState } from 'react';
import { confirm } from '../../components/ConfirmDialog';
import { useLeaveGuard } from '../../components/forms/useLeaveGuard';

/**
 * Keeps a mark being written from being lost without a word (issue 37): leaving the page or reloading asks as any
 * form with unsaved changes does (useLeaveGuard), and so does moving to another student's work or closing it, which
 * the router does not see when only the address's query changes. `leave(go)` runs `go` at once when nothing is
 * unsaved, else once the teacher chooses to drop the mark.
 */
export function useUnsavedMark() {
  const [unsaved, setUnsaved] = useState(false);
  useLeaveGuard(unsaved ? ['the mark'] : []);
  // Where to go once the mark is dropped: gone to after the page has drawn without it, so the guard lets it go.
  const [goTo, setGoTo] = useState<{ go: () => void } | null>(null);
  const asking = useRef(false);

  useEffect(() => {
    if (!goTo || unsaved) return;
    setGoTo(null);
    goTo.go();
  }, [goTo, unsaved]);

  const leave = useCallback(
    async (go: () => void) => {
      if (!unsaved) return go();
      // A shortcut pressed again while the question is open asks once.
      if (asking.current) return;
      asking.current = true;
      const answer = await confirm({
        title: 'Leave without saving?',
        message: 'The mark and feedback you gave are not saved. If you leave now, they are lost.',
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
        danger: true,
      });
      asking.current = false;
      if (answer.code !== 0) return;
      setUnsaved(false);
      setGoTo({ go });
    },
    [unsaved],
  );

  return { onUnsavedChange: setUnsaved, leave };
}
