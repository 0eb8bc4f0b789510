import { lazy, Suspense } from 'react';
import { useModalStack } from './modalStack';

const ModalLayers = lazy(() => import('./ModalLayers'));

/** Draws the stack of modals (modalStack.ts); mounted once by the app's providers. */
export function ModalStackHost() {
  const stack = useModalStack();
  if (stack.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalLayers stack={stack} />
    </Suspense>
  );
}
