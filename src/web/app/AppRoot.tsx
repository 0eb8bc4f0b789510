import { Progress } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import {
  useGuardsOnSignOut,
  useLinkInterception,
  useRedirectAfterLoad,
  useRememberAddress,
  useRouteTitle,
} from './routerEffects';
import { SessionProvider } from './session';

/** A thin bar while the next page loads; the current page stays usable (no navigation is lost, SPEC §1). */
function NavigationBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
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

/** The root of every page: the session, the SPEC §1 router behaviours, and the chosen layout below. */
export default function AppRoot() {
  return (
    <SessionProvider>
      <NavigationBar />
      <RouterBehaviour />
      <Outlet />
    </SessionProvider>
  );
}
