import { createRoot } from 'react-dom/client';
import './app/zodWithoutEval';
import { nextTask } from './platform/nextTask';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// React DOM is evaluated with this module, the rest of the app's first modules in a later task (both files are
// fetched at once, named in index.html), and the router starts in the task after that: the phone's main thread is
// given back between one part of the start and the next (issue 13).
async function start(root: HTMLElement) {
  await nextTask();
  const app = await import('./app/start').catch(() => null);
  if (!app) {
    root.textContent = 'The app could not be loaded. Check your connection, then reload the page.';
    return;
  }
  await nextTask();
  app.startApp(createRoot(root));
}

void start(container);
