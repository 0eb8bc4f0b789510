import { type ComponentType, type ReactElement, use } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { useCurrentRoute } from '../platform/currentRoute';
import { nextTask } from '../platform/nextTask';
import {
  type AppRoute,
  appRoutes,
  type Layout,
  notFoundRoute,
  type PageName,
  routerPath,
} from '../platform/routes';
import { loadServerData } from '../platform/serverData';
import { readSessionFacts } from '../platform/session';
import { LazyAfterLoginLayout, loadAfterLoginLayout } from './layouts/LazyAfterLoginLayout';
import PublicLayout from './layouts/PublicLayout';
import SessionLayout from './layouts/SessionLayout';
import { pageLoader } from './pageLoaders';

type PageModule = { default: ComponentType };

/** Keyed by page, so that routes drawing the same page keep it as the address moves between them. */
const pageLoads = new Map<PageName, Promise<PageModule>>();

/**
 * Loads the code of an address's page once: the router asks as soon as it lets the address open, so the code is on
 * its way before the page is drawn.
 */
export function loadPage(entry: AppRoute): Promise<PageModule> {
  let load = pageLoads.get(entry.page);
  if (!load) {
    load = (async () => {
      // Asked for in a task after the router's start, which on a first load is long enough on its own (issue 13).
      await nextTask();
      // A signed-in person's page is drawn in the after-login frame: both load at once, not the frame after the
      // page, and with them the server-data cache the page reads through.
      const frame = entry.layout !== 'public' && readSessionFacts().signedIn;
      const loader = pageLoader(entry.page);
      const [loaded] = await Promise.all([
        loader(),
        frame ? loadAfterLoginLayout() : null,
        loader.withoutServerData ? null : loadServerData(),
      ]);
      return { default: loaded.default };
    })();
    // Settled, React's use() reads it at once rather than suspending on it first.
    const settling = load;
    settling.then(
      (value) => Object.assign(settling, { status: 'fulfilled', value }),
      (reason) => Object.assign(settling, { status: 'rejected', reason }),
    );
    pageLoads.set(entry.page, load);
  }
  return load;
}

/** A page, drawn once its code is here. */
function Page({ entry }: { entry: AppRoute }) {
  const { default: Loaded } = use(loadPage(entry));
  return <Loaded />;
}

function pageRoute(entry: AppRoute): RouteObject {
  return { path: routerPath(entry), element: <Page entry={entry} /> };
}

const layouts: Record<Layout, ReactElement> = {
  public: <PublicLayout />,
  afterLogin: <LazyAfterLoginLayout />,
  bySession: <SessionLayout />,
};

const routeObjects: RouteObject[] = (Object.keys(layouts) as Layout[]).map((layout) => ({
  element: layouts[layout],
  children: [...appRoutes, notFoundRoute].filter((entry) => entry.layout === layout).map(pageRoute),
}));

/**
 * The page of the address in its frame (the guard in router.tsx has already let it open). Nothing is drawn until the
 * page's code, and with it the frame's, is here: the frame is not drawn twice, once around a placeholder.
 */
export function PageRoutes() {
  use(loadPage(useCurrentRoute().route));
  return useRoutes(routeObjects);
}
