import { Progress } from '@mantine/core';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import LoadingPage from '../features/site/LoadingPage';
import { SessionProvider } from '../platform/session';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageRoutes } from './PageRoutes';
import { RouteAnnouncer } from './RouteAnnouncer';
import {
  useGuardsOnSignOut,
  useLinkInterception,
  useRedirectAfterLoad,
  useRememberAddress,
  useRouteTitle,
} from './routerEffects';
import { useNavigationPending } from './routerState';

/** A thin bar while the next page loads; the current page stays usable (no navigation is lost, SPEC §1). */
function NavigationBar() {
  if (!useNavigationPending()) return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      aria-label="Loading the page"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}

function RouterBehaviour() {
  useRouteTitle();
  useRememberAddress();
  useLinkInterception();
  useGuardsOnSignOut();
  useRedirectAfterLoad();
  return null;
}

/** The root of every page: the session, the SPEC §1 router behaviours, and the page in its layout. */
export default function AppRoot() {
  const { pathname } = useLocation();
  return (
    <SessionProvider>
      <NavigationBar />
      <RouterBehaviour />
      <RouteAnnouncer />
      <PageErrorBoundary path={pathname}>
        {/* The first page's code is awaited here; later pages load while the current one stays (router.tsx). */}
        <Suspense fallback={<LoadingPage />}>
          <PageRoutes />
        </Suspense>
      </PageErrorBoundary>
    </SessionProvider>
  );
}
