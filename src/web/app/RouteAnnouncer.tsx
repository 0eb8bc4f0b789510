import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../platform/currentRoute';
import { MAIN_CONTENT_ID } from './layouts/SkipLink';

/** How long a page may take to draw its heading (its data arriving) before the focus stays where it is. */
const HEADING_WAIT_MS = 10000;

const pageHeading = () => document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);

/** Whether the page or a dialog has taken the focus itself (a field it focuses on arrival, say). */
function focusTakenByPage(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  const main = document.getElementById(MAIN_CONTENT_ID);
  return (main !== active && main?.contains(active)) || active.closest('[role="dialog"]') !== null;
}

/** Moves the focus to the page's h1 once it is drawn; returns the way to stop waiting for it. */
function focusHeadingWhenDrawn(): () => void {
  // Where the focus was as the address changed (the link followed, or nowhere): once the person has moved it on
  // while the page drew, it stays where they put it.
  const left = document.activeElement;
  const focusMovedOn = () => {
    const active = document.activeElement;
    return !!active && active !== document.body && active !== left;
  };
  const focusHeading = (heading: HTMLElement) => {
    if (focusTakenByPage() || focusMovedOn()) return;
    // Focusable by script only, and no ring unless the keyboard brought it (global.css).
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  };
  const drawn = pageHeading();
  if (drawn) {
    focusHeading(drawn);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (!heading) return;
    stop();
    focusHeading(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * WCAG 2.4.3 and 4.1.3: after a navigation inside the app the focus moves to the new page's heading, and the page's
 * title (which the router also writes into document.title) is read out politely. The first page is left alone: the
 * browser has announced it, and the focus starts at the top, on the skip link.
 */
export function RouteAnnouncer() {
  const { key } = useLocation();
  const { route } = useCurrentRoute();
  const firstKey = useRef(key);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (key === firstKey.current) return;
    setAnnouncement(route.name);
    return focusHeadingWhenDrawn();
  }, [key, route.name]);

  // A live region without the status role, which the pages' own messages (an alert saying "Check your mail") have.
  return (
    <div id="route-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
