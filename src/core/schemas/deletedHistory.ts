import { z } from 'zod';
import { REFERENCE_KINDS } from '../constants';
import { SEARCH_FIELDS } from './fields';
import { okReply } from './reply';
import { pageQuery } from './users';

/** What the deleted history records (SPEC §3 deleted-history entry), one kind per removable thing. */
export const REMOVED_KINDS = [
  ...REFERENCE_KINDS,
  'course',
  'courseItem',
  'courseMember',
  'notification',
  'chatGroup',
  'chatMessage',
  'liveChatMessage',
  'file',
  'libraryDocument',
  'manual',
  'helpVideo',
] as const;
export type RemovedKind = (typeof REMOVED_KINDS)[number];

/**
 * The kinds an admin can bring back: those removed by marking (courses, items, files, the library's documents,
 * manuals, help videos, reference entries). Messages and notifications were taken back on purpose and in front of
 * others; members are added again from /listmember.
 */
export const RESTORABLE_KINDS = [
  ...REFERENCE_KINDS,
  'course',
  'courseItem',
  'file',
  'libraryDocument',
  'manual',
  'helpVideo',
] as const satisfies readonly RemovedKind[];
export type RestorableKind = (typeof RESTORABLE_KINDS)[number];

export const isRestorable = (kind: RemovedKind): kind is RestorableKind =>
  (RESTORABLE_KINDS as readonly RemovedKind[]).includes(kind);

/**
 * GET /api/v1/deleted/history. SPEC §7 sends `type=Removed` and `name` (a part of the removed thing's name,
 * any case); `kind` narrows to one kind; newest first, paged.
 */
export const deletedHistoryQuery = pageQuery.extend({
  type: z.literal('Removed').default('Removed'),
  name: z
    .string()
    .trim()
    .max(SEARCH_FIELDS.deletedName.max)
    .meta({ title: SEARCH_FIELDS.deletedName.label })
    .optional(),
  kind: z.enum(REMOVED_KINDS).optional(),
});
export type DeletedHistoryQuery = z.input<typeof deletedHistoryQuery>;

export const deletedHistoryEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(REMOVED_KINDS),
  entityId: z.string(),
  name: z.string(),
  /** Who removed it; null when the account is gone or the system did. */
  deletedBy: z.object({ _id: z.string(), username: z.string(), fullName: z.string() }).nullable(),
  deletedAt: z.string(),
  restoredAt: z.string().nullable(),
  /** True while an admin can still restore it (a restorable kind, not restored yet). */
  restorable: z.boolean(),
});
export type DeletedHistoryEntry = z.infer<typeof deletedHistoryEntrySchema>;

export const deletedHistoryReply = okReply({
  data: z.array(deletedHistoryEntrySchema),
  total: z.number().int(),
});

/** POST /api/v1/deleted/restore: brings a removed course, item or reference entry back. */
export const restoreBody = z.object({ _id: z.string().trim().min(1).max(64) });
export const restoreReply = okReply({ data: deletedHistoryEntrySchema });

/** SPEC §8: what the page says when the history holds nothing that matches. */
export const DELETED_HISTORY_EMPTY = 'Deleted History not found !';
