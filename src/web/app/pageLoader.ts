import type { ComponentType } from 'react';
import type { AfterLoginPageName, PagePrefetch } from '../platform/routes';

/** The code of a page: its component, and the first reads it starts as soon as its script has arrived. */
export type PageLoader = (() => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>) & {
  /** The page reads nothing through the server-data cache, which then stays unloaded (serverData.tsx). */
  withoutServerData?: true;
  /** The page drawn after login that the loader opens through afterLoginPages.ts. */
  afterLoginPage?: AfterLoginPageName;
};
