import { matchPath, type Params, useLocation } from 'react-router';
import { type AppRoute, notFoundRoute, routeOfPath, routerPath } from './routes';

interface RouteAt {
  route: AppRoute;
  params: Params;
}

let last: { pathname: string; found: RouteAt } | null = null;

/**
 * The table entry an address opens, with its parameters; the not-found page for an address the table lacks. The
 * guard and every component that shows the route ask for the same address in turn: it is worked out once for it.
 */
export function routeAt(pathname: string): RouteAt {
  if (last?.pathname !== pathname) {
    const route = routeOfPath(pathname) ?? notFoundRoute;
    last = { pathname, found: { route, params: matchPath(routerPath(route), pathname)?.params ?? {} } };
  }
  return last.found;
}

/** The table entry of the page being shown, with its params. */
export const useCurrentRoute = (): RouteAt => routeAt(useLocation().pathname);
