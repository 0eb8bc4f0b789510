import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { setApiRoot } from '../api/http';
import { API_ROOT } from '../platform/siteConfig';
import AppRoot from './AppRoot';
import { Providers } from './Providers';
import { AppRouterProvider, createAppRouter } from './router';

/** Creates the router, which starts loading the page of the address, and draws the app into `root`. */
export function startApp(root: Root) {
  setApiRoot(API_ROOT);
  const router = createAppRouter();
  // A transition renders in slices that give the phone's main thread back between them (issue 13).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRouterProvider router={router}>
            <AppRoot />
          </AppRouterProvider>
        </Providers>
      </StrictMode>,
    ),
  );
}
