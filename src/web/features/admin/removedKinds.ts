import { REFERENCE_KINDS, type ReferenceKind } from '../../../core/constants';
import { REMOVED_KINDS, type RemovedKind } from '../../../core/schemas/deletedHistory';
import { REFERENCE_VIEWS } from '../reference/referenceViews';

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How each kind of the deleted history reads; a reference kind reads as it does on its own admin tab. */
export const REMOVED_KIND_LABELS: Readonly<Record<RemovedKind, string>> = {
  ...(Object.fromEntries(
    REFERENCE_KINDS.map((kind) => [kind, upperFirst(REFERENCE_VIEWS[kind].singular)]),
  ) as Record<ReferenceKind, string>),
  course: 'Course',
  courseItem: 'Course item',
  courseMember: 'Course member',
  notification: 'Notification',
  chatGroup: 'Chat group',
  chatMessage: 'Chat message',
  liveChatMessage: 'Live chat message',
  file: 'File',
  libraryDocument: 'Library document',
  manual: 'Manual',
  helpVideo: 'Help video',
};

/** The kind filter's "every kind" choice (a Select option needs a non-empty value). */
export const ALL_KINDS = 'all';

/** The kind filter's options: every kind first, then one per kind in the contract's order. */
export const KIND_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_KINDS, label: 'All kinds' },
  ...REMOVED_KINDS.map((kind) => ({ value: kind, label: REMOVED_KIND_LABELS[kind] })),
];

/** The kind to ask the server for, or undefined for every kind (also for a value that names no kind). */
export function removedKindOf(value: string | null): RemovedKind | undefined {
  return REMOVED_KINDS.find((kind) => kind === value);
}
