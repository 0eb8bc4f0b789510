import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  type DeletedHistoryEntry,
  isRestorable,
  type RemovedKind,
} from '../../../core/schemas/deletedHistory';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { deletedHistory, users } from '../../db/schema';

export type HistoryRow = typeof deletedHistory.$inferSelect;
type Remover = { id: string; username: string; fullName: string } | null;

export function presentEntry(row: HistoryRow, remover: Remover): DeletedHistoryEntry {
  const kind = row.type as RemovedKind;
  return {
    _id: row.id,
    kind,
    entityId: row.entityId,
    name: row.name,
    deletedBy: remover && { _id: remover.id, username: remover.username, fullName: remover.fullName },
    deletedAt: row.deletedAt.toISOString(),
    restoredAt: row.restoredAt?.toISOString() ?? null,
    restorable: !row.restoredAt && isRestorable(kind),
  };
}

const remover = { id: users.id, username: users.username, fullName: users.fullName };

/** Entries with who removed them; drizzle gives `remover: null` when that account is gone. */
const entriesWithRemover = (db: Db) =>
  db
    .select({ row: deletedHistory, remover })
    .from(deletedHistory)
    .leftJoin(users, eq(users.id, deletedHistory.deletedBy));

/** SPEC §7 GET /api/v1/deleted/history: newest first, by part of the name and by kind. */
export async function listDeletedHistory(
  db: Db,
  query: { name?: string; kind?: RemovedKind; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (query.name) conditions.push(ilike(deletedHistory.name, containsPattern(query.name)));
  if (query.kind) conditions.push(eq(deletedHistory.type, query.kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    entriesWithRemover(db)
      .where(where)
      .orderBy(desc(deletedHistory.deletedAt), desc(deletedHistory.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(deletedHistory).where(where),
  ]);
  return {
    data: rows.map(({ row, remover }) => presentEntry(row, remover)),
    total: total?.n ?? 0,
  };
}

/** One entry with its remover, for the reply of a restore. */
export async function findEntry(db: Db, entryId: string) {
  const [found] = await entriesWithRemover(db).where(eq(deletedHistory.id, entryId)).limit(1);
  return found;
}
