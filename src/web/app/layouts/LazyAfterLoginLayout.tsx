import { lazy, Suspense } from 'react';
import LoadingPage from '../../features/site/LoadingPage';

const AfterLoginLayout = lazy(() => import('./AfterLoginLayout'));

/** The after-login frame, loaded on first use: visitors who are not signed in never download it. */
export function LazyAfterLoginLayout() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <AfterLoginLayout />
    </Suspense>
  );
}
