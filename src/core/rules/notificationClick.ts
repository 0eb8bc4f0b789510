/**
 * SPEC §4 notification click: a notification for the page the user is already on is removed; otherwise it is
 * marked read and the user goes to its link. Only in-app paths are followed: a link such as `javascript:...` or
 * another site's address is never opened from a notification (it is only marked read).
 */
export type NotificationClick =
  | { action: 'remove' }
  | { action: 'open'; path: string }
  | { action: 'markRead' };

export interface CurrentPage {
  pathname: string;
  search: string;
}

const BASE = 'http://app.invalid';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The in-app path a link names (`/viewcourse/1?tab=2`), or null when it is empty or leaves the app. */
export function inAppPath(link: string): URL | null {
  const text = link.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return null;
  try {
    const url = new URL(text, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/** Whether the link is the page on screen: same path (trailing slash aside) and, when the link has one, same query. */
export function isCurrentPage(link: string, current: CurrentPage): boolean {
  const target = inAppPath(link);
  if (!target) return false;
  const here = new URL(`${current.pathname}${current.search}`, BASE);
  if (trimSlash(target.pathname) !== trimSlash(here.pathname)) return false;
  for (const [name, value] of target.searchParams) if (here.searchParams.get(name) !== value) return false;
  return true;
}

export function notificationClick(link: string, current: CurrentPage): NotificationClick {
  if (isCurrentPage(link, current)) return { action: 'remove' };
  const target = inAppPath(link);
  return target
    ? { action: 'open', path: `${target.pathname}${target.search}${target.hash}` }
    : { action: 'markRead' };
}
