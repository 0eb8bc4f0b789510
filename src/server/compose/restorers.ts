import { REFERENCE_KINDS, type ReferenceKind } from '../../core/constants';
import type { Restorer, Restorers } from '../modules/admin/restore';
import { restoreCourse, restoreItem } from '../modules/items/restore';
import { REFERENCE_DESCRIPTORS } from '../modules/reference/kinds';
import { restoreEntry } from '../modules/reference/service';
import { restoreFile } from '../modules/storedFiles/service';
import { restoreSharedDocument } from '../modules/storedFiles/sharedDocuments';

const referenceRestorer =
  (kind: ReferenceKind): Restorer =>
  (tx, { entityId }, _restoredBy, now) =>
    restoreEntry(tx, REFERENCE_DESCRIPTORS[kind], entityId, now);

/** Each restorable kind of the deleted history, brought back by the area that removed it. */
export const RESTORERS: Restorers = {
  ...(Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, referenceRestorer(kind)])) as Record<
    ReferenceKind,
    Restorer
  >),
  course: (tx, { entityId }, _restoredBy, now) => restoreCourse(tx, entityId, now),
  courseItem: (tx, { entityId, snapshot }, restoredBy, now) =>
    restoreItem(tx, entityId, snapshot, restoredBy, now),
  file: (tx, { entityId }) => restoreFile(tx, entityId),
  libraryDocument: (tx, { entityId }) => restoreSharedDocument(tx, 'libraryDocument', entityId),
  manual: (tx, { entityId }) => restoreSharedDocument(tx, 'manual', entityId),
  helpVideo: (tx, { entityId }) => restoreSharedDocument(tx, 'helpVideo', entityId),
};
