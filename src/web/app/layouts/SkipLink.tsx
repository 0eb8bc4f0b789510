import type { MouseEvent } from 'react';

/** The id of each frame's main region, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Focusable by script only: the skip link sends the focus here, Tab does not stop on it. */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;

/**
 * WCAG 2.4.1: the first Tab stop of every frame, shown when it has the focus, that passes the header and its menus.
 * The focus is moved by hand: with hash addresses (SPEC §1) following `#main-content` would change the page.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
}
