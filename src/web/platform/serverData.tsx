import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';

let client: QueryClient | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Loads the cache of server data (TanStack Query's client) once. Every page waits for it with its own script, but
 * the sign-in page, the first page of most visits, needs none and does not download it (issue 13).
 */
export async function loadServerData(): Promise<QueryClient> {
  if (client) return client;
  const { queryClient } = await import('./queryClient');
  if (!client) {
    client = queryClient;
    // What QueryClientProvider would do: refetch on focus and on reconnect. The client lives as long as the page.
    client.mount();
    for (const listener of listeners) listener();
  }
  return client;
}

/** Drops the server data cached for the user who signed out, if any was loaded. */
export function clearServerData() {
  client?.clear();
}

/** Gives the pages below the cache once it is loaded, without drawing them again from scratch when it arrives. */
export function ServerDataProvider({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, () => client);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
