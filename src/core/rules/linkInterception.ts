/** What the click handler knows about a clicked plain anchor. */
export interface LinkFacts {
  /** The href attribute as written (not resolved). */
  href: string | null;
  target: string | null;
  /** The anchor carries a toggle data attribute (data-toggle / data-bs-toggle): it drives a widget. */
  hasToggle: boolean;
  /** The anchor has a download attribute: the browser must fetch it. */
  download: boolean;
}

/** An address the server answers itself, never a page of the app. */
const serverAddress = (path: string) => path.startsWith('/api/');

/**
 * SPEC §1: a click on a link navigates inside the app, unless the link is a javascript link, is empty or '#',
 * carries a toggle data attribute, or targets a new window. Returns the in-app path to navigate to, or null to
 * leave the click to the browser. Beyond the spec, links to other sites, downloads, in-page anchors ('#part') and
 * the server's own addresses under /api/ (a single sign-on's start, which redirects to the school's provider) are
 * also left to the browser, since the router cannot show them.
 */
export function inAppLinkPath(link: LinkFacts, page: { href: string; origin: string }): string | null {
  const raw = (link.href ?? '').trim();
  if (!raw || raw.startsWith('#') || /^javascript:/i.test(raw)) return null;
  if (link.hasToggle || link.download) return null;
  const target = link.target?.trim().toLowerCase();
  if (target && target !== '_self') return null;
  // An absolute path is an app address, also when the page runs from file: (hash routing).
  if (raw.startsWith('/') && !raw.startsWith('//')) return serverAddress(raw) ? null : raw;
  let url: URL;
  try {
    url = new URL(raw, page.href);
  } catch {
    return null;
  }
  if (url.origin === 'null' || url.origin !== page.origin || serverAddress(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
