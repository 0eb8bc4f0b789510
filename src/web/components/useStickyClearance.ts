import { useEffect, useState } from 'react';

/** Room left between a sticky bar and a control scrolled beside it. */
const GAP_PX = 8;

/**
 * WCAG 2.4.11 (focus not obscured): while a bar sticks to the top or the bottom of the page, the page keeps that
 * much scroll padding, growing and shrinking with the bar, so a control reached by Tab scrolls clear of the bar
 * instead of under it. At the top the fixed header is added, as global.css does without a bar. Returns the ref to
 * give the bar, which may come and go.
 */
export function useStickyClearance(edge: 'top' | 'bottom') {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!bar) return;
    const root = document.documentElement;
    const property = edge === 'top' ? 'scroll-padding-top' : 'scroll-padding-bottom';
    const header = edge === 'top' ? 'var(--app-shell-header-height, 0px) + ' : '';
    const clear = () => root.style.setProperty(property, `calc(${header}${bar.offsetHeight + GAP_PX}px)`);
    clear();
    const observer = new ResizeObserver(clear);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [bar, edge]);
  return setBar;
}
