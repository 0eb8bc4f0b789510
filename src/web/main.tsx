import './app/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setApiRoot } from './api/http';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { API_ROOT } from './app/siteConfig';

setApiRoot(API_ROOT);
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
