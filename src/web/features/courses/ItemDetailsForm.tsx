import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { CourseItem } from '../../../core/schemas/courseItems';

// On every edit page the form sits below the item's header, so its code (the date pickers, the editor's frame, the
// checks) loads after the page's first paint, not before it (issue 40).
const ItemForm = lazy(() => import('./ItemForm').then((module) => ({ default: module.ItemForm })));

/** The form's fields' worth of placeholder while its code loads. */
function ItemFormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the details">
      <Skeleton height={58} />
      <Skeleton height={58} />
      <Skeleton height={58} />
      <Skeleton height={120} />
    </Stack>
  );
}

/**
 * The details of an item on its edit page: the item form (ItemForm) of the saved item, which starts again from the
 * saved item once `reload` has read it after a save, or when its changes are undone.
 */
export function ItemDetailsForm({
  item,
  reload,
  onDirtyChange,
}: {
  item: CourseItem;
  reload: () => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [version, setVersion] = useState(0);
  return (
    <Suspense fallback={<ItemFormSkeleton />}>
      <ItemForm
        key={version}
        courseId={item.courseId}
        kind={item.kind}
        item={item}
        cancelLabel="Undo changes"
        onDirtyChange={onDirtyChange}
        onDone={() => void reload().then(() => setVersion((current) => current + 1))}
      />
    </Suspense>
  );
}
