import { useState } from 'react';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { ItemForm } from './ItemForm';

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
    <ItemForm
      key={version}
      courseId={item.courseId}
      kind={item.kind}
      item={item}
      cancelLabel="Undo changes"
      onDirtyChange={onDirtyChange}
      onDone={() => void reload().then(() => setVersion((current) => current + 1))}
    />
  );
}
