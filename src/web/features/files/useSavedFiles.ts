import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { SavedFile } from '../../../core/rules/savedFile';
import { storage, subscribeStorage } from '../../platform/storage';
import { withoutSaved, withSaved } from './savedFiles';

/** The saved-files list as it is in this browser, kept current across tabs, with ways to change it. */
export function useSavedFiles() {
  // The stored text is the snapshot (stable between changes); the list is read from it through the storage module.
  const raw = useSyncExternalStore(subscribeStorage, storage.saveFile.raw, () => null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read again exactly when its text changes.
  const list = useMemo(() => storage.saveFile.get() ?? [], [raw]);
  const save = useCallback(
    (file: SavedFile) => storage.saveFile.set(withSaved(storage.saveFile.get() ?? [], file)),
    [],
  );
  const remove = useCallback(
    (fileId: string) => storage.saveFile.set(withoutSaved(storage.saveFile.get() ?? [], fileId)),
    [],
  );
  return { list, save, remove };
}
