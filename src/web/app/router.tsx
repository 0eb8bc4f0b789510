import type { ReactElement } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  redirect,
} from 'react-router';
import { decideRouteAccess } from '../../core/rules/routeAccess';
import LoadingPage from '../features/site/LoadingPage';
import RouteErrorPage from '../features/site/RouteErrorPage';
import AppRoot from './AppRoot';
import type { GuardData, RouteHandle } from './currentRoute';
import { LazyAfterLoginLayout, loadAfterLoginLayout } from './layouts/LazyAfterLoginLayout';
import PublicLayout from './layouts/PublicLayout';
import SessionLayout from './layouts/SessionLayout';
import { type AppRoute, appRoutes, type Layout, notFoundRoute, routerPath } from './routes';
import { loadServerData } from './serverData';
import { readSessionFacts, readView, sessionSnapshot } from './session';
import { storage } from './storage';

/** Starts the page's first reads once its script is here, while the frame and the page are still to be drawn. */
function startFirstReads(entry: AppRoute, params: Params) {
  const session = sessionSnapshot();
  if (!session.userId) return;
  const reader = { params, userId: session.userId, view: readView(session) };
  // A script that fails to load is the route's own error, shown by its lazy load.
  Promise.all([entry.page(), loadServerData()])
    .then(([page, client]) => page.prefetch?.(client, reader))
    .catch(() => undefined);
}

/** The access check of SPEC §2 and §6, run before the page renders (and again on revalidation after sign-out). */
function guard(entry: AppRoute) {
  return ({ params }: LoaderFunctionArgs): GuardData => {
    const decision = decideRouteAccess(entry, readSessionFacts(), params);
    if (!decision.allow) throw redirect(decision.redirect);
    startFirstReads(entry, params);
    return { redirectAfterLoad: decision.redirectAfterLoad ?? null };
  };
}

function pageRoute(entry: AppRoute): RouteObject {
  const handle: RouteHandle = { route: entry };
  return {
    path: routerPath(entry),
    handle,
    loader: guard(entry),
    // A signed-in person's page is drawn in the after-login frame: both load at once, not the frame after the page,
    // and with them the server-data cache the page reads through.
    lazy: async () => {
      // Asked for in a task after the router's start, which on a first load is long enough on its own (issue 13).
      await new Promise((resolve) => setTimeout(resolve));
      const frame = entry.layout !== 'public' && readSessionFacts().signedIn;
      const [page] = await Promise.all([
        entry.page(),
        frame ? loadAfterLoginLayout() : null,
        entry.page.withoutServerData ? null : loadServerData(),
      ]);
      return { Component: page.default };
    },
  };
}

const layouts: Record<Layout, ReactElement> = {
  public: <PublicLayout />,
  afterLogin: <LazyAfterLoginLayout />,
  bySession: <SessionLayout />,
};

export function appRouteObjects(): RouteObject[] {
  const all = [...appRoutes, notFoundRoute];
  return [
    {
      element: <AppRoot />,
      hydrateFallbackElement: <LoadingPage />,
      errorElement: <RouteErrorPage />,
      children: (Object.keys(layouts) as Layout[]).map((layout) => ({
        element: layouts[layout],
        children: all.filter((entry) => entry.layout === layout).map(pageRoute),
      })),
    },
  ];
}

/** SPEC §1: hash paths when opened from a local file or when history is unavailable. */
export function usesHashPaths(): boolean {
  return location.protocol === 'file:' || typeof history?.pushState !== 'function';
}

/** SPEC §1: from a local file, the last visited address comes back. */
function restoreLastAddress() {
  const last = storage.lastAddress.get();
  if (last?.startsWith('/') && (location.hash === '' || location.hash === '#' || location.hash === '#/')) {
    location.hash = last;
  }
}

export function createAppRouter() {
  if (!usesHashPaths()) return createBrowserRouter(appRouteObjects());
  if (location.protocol === 'file:') restoreLastAddress();
  return createHashRouter(appRouteObjects());
}
