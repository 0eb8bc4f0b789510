import { useMemo } from 'react';
import { matchPath, type Params, useLocation } from 'react-router';
import { type AppRoute, notFoundRoute, routeOfPath, routerPath } from './routes';

/** The table entry an address opens, with its parameters; the not-found page for an address the table lacks. */
export function routeAt(pathname: string): { route: AppRoute; params: Params } {
  const route = routeOfPath(pathname) ?? notFoundRoute;
  return { route, params: matchPath(routerPath(route), pathname)?.params ?? {} };
}

/** The table entry of the page being shown, with its params. */
export function useCurrentRoute(): { route: AppRoute; params: Params } {
  const { pathname } = useLocation();
  return useMemo(() => routeAt(pathname), [pathname]);
}
