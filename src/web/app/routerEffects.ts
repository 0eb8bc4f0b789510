import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inAppLinkPath } from '../../core/rules/linkInterception';
import { useCurrentRoute } from '../platform/currentRoute';
import { useSession } from '../platform/session';
import { storage } from '../platform/storage';
import { useRouterState } from './routerState';

/** SPEC §1: the page title is the route name (the layouts write it into `.t-header`). */
export function useRouteTitle() {
  const { route } = useCurrentRoute();
  useEffect(() => {
    document.title = route.name;
  }, [route.name]);
}

/** SPEC §1: remembers the last address, and keeps the route params and query under the router-session key. */
export function useRememberAddress() {
  const location = useLocation();
  const { route, params } = useCurrentRoute();
  // The params object is new on every render; its text is what changes with the address.
  const paramsText = JSON.stringify(params);
  useEffect(() => {
    storage.lastAddress.set(`${location.pathname}${location.search}${location.hash}`);
    storage.routerSession.set({
      path: route.pattern,
      params: JSON.parse(paramsText) as Record<string, string>,
      query: Object.fromEntries(new URLSearchParams(location.search)),
    });
  }, [location, route.pattern, paramsText]);
}

/**
 * SPEC §1: a click on a plain link inside the app navigates without a reload (rich-text content uses plain
 * anchors; React Router's own links have already handled their clicks, which marks them defaultPrevented).
 */
export function useLinkInterception() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const path = inAppLinkPath(
        {
          href: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          hasToggle: anchor.hasAttribute('data-toggle') || anchor.hasAttribute('data-bs-toggle'),
          download: anchor.hasAttribute('download'),
        },
        { href: window.location.href, origin: window.location.origin },
      );
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/**
 * Re-runs the route guards when the session ends (logout, a refused renew, another tab): a page that needs a
 * sign-in then redirects. Sign-in is left to the page that did it, which decides where to go next (SPEC §2 /login).
 */
export function useGuardsOnSignOut() {
  const { signedIn } = useSession();
  const { recheckAccess } = useRouterState();
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) recheckAccess();
    wasSignedIn.current = signedIn;
  }, [signedIn, recheckAccess]);
}

/** SPEC §2: the lab list sends a non-teacher away only after the page has loaded. */
export function useRedirectAfterLoad() {
  const target = useRouterState().redirectAfterLoad;
  const navigate = useNavigate();
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
}
