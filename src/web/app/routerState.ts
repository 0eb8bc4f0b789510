import { createContext, useContext } from 'react';

/**
 * What the router tells the frame and the pages it draws (router.tsx provides it), apart from the router so that
 * the frame, which the router loads, does not import it back.
 */
export interface RouterState {
  redirectAfterLoad: string | null;
  /** Runs the guard again on the address shown (after sign-out or a change of view). */
  recheckAccess: () => void;
}

export const RouterStateContext = createContext<RouterState | null>(null);
export const PendingContext = createContext(false);

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('useRouterState is used outside AppRouterProvider.');
  return state;
}

/** Whether the next page is still loading while the current one is shown. */
export const useNavigationPending = () => useContext(PendingContext);
