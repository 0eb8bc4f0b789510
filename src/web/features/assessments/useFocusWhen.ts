import { type RefObject, useEffect } from 'react';

/**
 * Moves the keyboard focus to `target` once `when` turns true (or on mounting with it true): after an action that
 * replaces what the person was on, they land on what it produced instead of the top of the page.
 */
export function useFocusWhen(target: RefObject<HTMLElement | null>, when: boolean) {
  useEffect(() => {
    if (when) target.current?.focus();
  }, [when, target]);
}
