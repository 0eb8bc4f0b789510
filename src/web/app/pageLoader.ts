import type { ComponentType } from 'react';
import type { AfterLoginPageName } from '../platform/routes';

/** The code of a page: its component (its first reads are in pageReads.ts, started with it). */
export type PageLoader = (() => Promise<{ default: ComponentType }>) & {
  /** The page reads nothing through the server-data cache, which then stays unloaded (serverData.tsx). */
  withoutServerData?: true;
  /** The page drawn after login that the loader opens through afterLoginPages.ts. */
  afterLoginPage?: AfterLoginPageName;
};
