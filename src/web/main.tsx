import './app/zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setApiRoot } from './api/http';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { API_ROOT } from './app/siteConfig';

function start(container: HTMLElement) {
  setApiRoot(API_ROOT);
  const router = createAppRouter();
  const root = createRoot(container);
  // A transition renders in slices that give the phone's main thread back between them (issue 13).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The app's modules are evaluated in one task and the router starts in the next, not both in one long task.
setTimeout(() => start(container));
