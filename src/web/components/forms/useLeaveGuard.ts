import { useEffect } from 'react';
import { holdLeaving } from '../../platform/leaveGuards';
import { confirm } from '../ConfirmDialog';

/**
 * Warns before leaving a page whose changes are not saved: another page of the app asks first (the confirmation
 * dialog: stay, or leave and lose them), and a reload or a closed tab gets the browser's own warning. `unsaved`
 * names what would be lost ('the questions'); empty, nothing is held back. A change of the address's query alone
 * (a tab of the same page) is not leaving.
 */
export function useLeaveGuard(unsaved: readonly string[]) {
  const holding = unsaved.length > 0;
  const what = listed(unsaved);

  useEffect(() => {
    if (!holding) return;
    return holdLeaving({
      holds: (fromPath, toPath) => fromPath !== toPath,
      ask: () =>
        confirm({
          title: 'Leave without saving?',
          message: `Your changes to ${what} are not saved. If you leave now, they are lost.`,
          confirmLabel: 'Leave',
          cancelLabel: 'Stay',
          danger: true,
        }).then((answer) => answer.code === 0),
    });
  }, [holding, what]);

  useEffect(() => {
    if (!holding) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [holding]);
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
