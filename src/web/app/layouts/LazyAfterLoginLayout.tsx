import { type ComponentType, lazy, Suspense, useState } from 'react';
import LoadingPage from '../../features/site/LoadingPage';

let loaded: ComponentType | null = null;

/**
 * Loads the after-login frame. The router calls it beside the page's own chunk, so the two arrive together
 * rather than one after the other (issue 13).
 */
export const loadAfterLoginLayout = () =>
  import('./AfterLoginLayout').then((module) => {
    loaded = module.default;
    return module;
  });

const AfterLoginLayout = lazy(loadAfterLoginLayout);

/** The after-login frame, loaded on first use: visitors who are not signed in never download it. */
export function LazyAfterLoginLayout() {
  // Drawn at once when already loaded; the choice is kept for the life of the frame so it never remounts.
  const [Ready] = useState(() => loaded);
  if (Ready) return <Ready />;
  return (
    <Suspense fallback={<LoadingPage />}>
      <AfterLoginLayout />
    </Suspense>
  );
}
