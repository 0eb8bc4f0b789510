import { useMatches } from 'react-router';
import { type AppRoute, notFoundRoute } from './routes';

/** What each page route carries as its React Router handle. */
export interface RouteHandle {
  route: AppRoute;
}

/** What a page route's guard loader returns when it lets the page open. */
export interface GuardData {
  /** SPEC §2 lab list: where to go once the page has loaded, if anywhere. */
  redirectAfterLoad: string | null;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table entry of the page being shown, with its params and guard data. */
export function useCurrentRoute(): {
  route: AppRoute;
  params: Record<string, string | undefined>;
  data: GuardData | null;
} {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    if (isRouteHandle(match.handle)) {
      return {
        route: match.handle.route,
        params: match.params,
        data: (match.loaderData as GuardData | undefined) ?? null,
      };
    }
  }
  return { route: notFoundRoute, params: {}, data: null };
}
