import { type ComponentProps, lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';

// The module form (each kind's fields, the course's files, the upload) loads when a teacher adds or changes a
// module, not with the unit's page (issue 40).
const ModuleForm = lazy(() => import('./ModuleForm').then((module) => ({ default: module.ModuleForm })));

/** ModuleForm, with a spinner while its code arrives. */
export function LazyModuleForm(props: ComponentProps<typeof ModuleForm>) {
  return (
    <Suspense fallback={<LoadingSpinner label="Opening the module's form..." />}>
      <ModuleForm {...props} />
    </Suspense>
  );
}
