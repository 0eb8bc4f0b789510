/**
 * Where the focus goes back to when a dialog closes (WCAG 2.4.3): what had it when the dialog opened. An item of a
 * menu is gone by then (the menu closes as the item is chosen), so the button that opened the menu stands in for it.
 */
export function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"][id]');
  const menuButton = menu && document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return menuButton ?? active;
}

/** Puts the focus back on `origin`, if it is still on the page; the page keeps any focus it has moved since. */
export function returnFocus(origin: HTMLElement | null) {
  if (!origin?.isConnected) return;
  const active = document.activeElement;
  const focusMovedOn = active && active !== document.body && !active.closest('[role="dialog"]');
  if (!focusMovedOn) origin.focus({ preventScroll: true });
}
