import { type ReactNode, useLayoutEffect, useMemo, useRef, useState, useTransition } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createHashHistory as createHashHistory,
  type Location,
  type NavigationType,
  type Navigator,
  type Params,
  parsePath,
  Router,
  type To,
} from 'react-router';
import { decideRouteAccess } from '../../core/rules/routeAccess';
import { routeAt } from '../platform/currentRoute';
import { askToLeave, leaveHeld } from '../platform/leaveGuards';
import { markPageOpened } from '../platform/pageOpened';
import type { AppRoute } from '../platform/routes';
import { loadServerData } from '../platform/serverData';
import { readSessionFacts, readView, sessionSnapshot } from '../platform/session';
import { storage } from '../platform/storage';
import { loadPage } from './PageRoutes';
import { pageReads } from './pageReads';
import { PendingContext, type RouterState, RouterStateContext } from './routerState';

/**
 * The app's router (issue 13): React Router's declarative `<Router>` over the browser's history, which is some 15 KB
 * lighter than its data router on every first page. What the data router's loaders did is done here as the address
 * changes: the access check of SPEC §2 and §6 before a page is drawn, the page's first reads (started with its
 * script), the question before leaving unsaved changes, and the pending state while the next page's code loads.
 */

type AppHistory = ReturnType<typeof createBrowserHistory>;

/** The address shown, as the guard let it open. */
interface Arrival {
  location: Location;
  action: NavigationType;
  /** SPEC §2 lab list: where to go once the page has loaded, if anywhere. */
  redirectAfterLoad: string | null;
}

export interface AppRouter {
  history: AppHistory;
  first: Arrival;
}

/**
 * Starts the page's first reads (pageReads.ts) as its script starts loading, side by side with it: the answers are
 * on their way while the frame and the page are still to arrive and be drawn (issue 40).
 */
function startFirstReads(entry: AppRoute, params: Params, search: string) {
  const reads = pageReads[entry.page];
  const session = sessionSnapshot();
  if (!reads || !session.userId) return;
  const reader = {
    params,
    search: new URLSearchParams(search),
    userId: session.userId,
    view: readView(session),
    role: session.role,
  };
  // A script that fails to load is the page's own error, shown when it is drawn.
  Promise.all([reads(), loadServerData()])
    .then(([read, client]) => read(client, reader))
    .catch(() => undefined);
}

/** The access check of SPEC §2 and §6 for the address the history shows: where to go instead, or the arrival. */
function admit(history: AppHistory): { redirect: string } | Arrival {
  const { route, params } = routeAt(history.location.pathname);
  const decision = decideRouteAccess(route, readSessionFacts(), params);
  if (!decision.allow) return { redirect: decision.redirect };
  void loadPage(route).catch(() => undefined);
  markPageOpened();
  startFirstReads(route, params, history.location.search);
  return {
    location: history.location,
    action: history.action,
    redirectAfterLoad: decision.redirectAfterLoad ?? null,
  };
}

/** SPEC §1: hash paths when opened from a local file or when history is unavailable. */
function usesHashPaths(): boolean {
  return location.protocol === 'file:' || typeof history?.pushState !== 'function';
}

/** SPEC §1: from a local file, the last visited address comes back. */
function restoreLastAddress() {
  const last = storage.lastAddress.get();
  if (last?.startsWith('/') && (location.hash === '' || location.hash === '#' || location.hash === '#/')) {
    location.hash = last;
  }
}

/** The history of the address the app was opened on, already past the guard: its page can start loading. */
export function createAppRouter(): AppRouter {
  const hashPaths = usesHashPaths();
  if (hashPaths && location.protocol === 'file:') restoreLastAddress();
  // v5Compat: the router hears of its own pushes and replacements, which pass the guard like any other address.
  const history = (hashPaths ? createHashHistory : createBrowserHistory)({ v5Compat: true });
  // A refused address is replaced by the guard's target, which is public or the signed-in person's own.
  let verdict = admit(history);
  for (let hops = 0; 'redirect' in verdict; hops += 1) {
    if (hops === 3) throw new Error(`The route guard sends ${history.location.pathname} round in a circle.`);
    history.replace(verdict.redirect);
    verdict = admit(history);
  }
  return { history, first: verdict };
}

/** Goes to `to` unless a page with unsaved changes holds the app and the person chooses to stay. */
function leaveThen(history: AppHistory, to: To, go: () => void) {
  const from = history.location.pathname;
  const toPath = (typeof to === 'string' ? parsePath(to) : to).pathname ?? from;
  if (!leaveHeld(from, toPath)) go();
  else void askToLeave(from, toPath).then((leave) => leave && go());
}

/** The router of the page, and the guard's state of the address shown. */
export function AppRouterProvider({ router, children }: { router: AppRouter; children: ReactNode }) {
  const { history } = router;
  const [arrival, setArrival] = useState(router.first);
  // The next page is drawn in a transition: the current one stays, and usable, until its code is here.
  const [pending, startTransition] = useTransition();
  const recheck = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    let shownPath = history.location.pathname;
    let undoing = false;
    let leaving = false;
    const arrive = () => {
      const verdict = admit(history);
      // The replacement comes back through the listener below.
      if ('redirect' in verdict) return history.replace(verdict.redirect);
      shownPath = verdict.location.pathname;
      startTransition(() => setArrival(verdict));
    };
    recheck.current = arrive;
    const unlisten = history.listen(({ action, location, delta }) => {
      if (action === 'POP') {
        // The browser has already moved: a page holding the app puts the address back, then asks.
        if (undoing) {
          undoing = false;
          return;
        }
        if (!leaving && delta && leaveHeld(shownPath, location.pathname)) {
          const [from, to] = [shownPath, location.pathname];
          undoing = true;
          history.go(-delta);
          void askToLeave(from, to).then((leave) => {
            if (!leave) return;
            leaving = true;
            history.go(delta);
          });
          return;
        }
        leaving = false;
      }
      arrive();
    });
    return unlisten;
  }, [history]);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, state) => leaveThen(history, to, () => history.push(to, state)),
      replace: (to, state) => leaveThen(history, to, () => history.replace(to, state)),
    }),
    [history],
  );
  const state = useMemo<RouterState>(
    () => ({ redirectAfterLoad: arrival.redirectAfterLoad, recheckAccess: () => recheck.current() }),
    [arrival.redirectAfterLoad],
  );

  return (
    <PendingContext.Provider value={pending}>
      <RouterStateContext.Provider value={state}>
        <Router location={arrival.location} navigationType={arrival.action} navigator={navigator}>
          {children}
        </Router>
      </RouterStateContext.Provider>
    </PendingContext.Provider>
  );
}
