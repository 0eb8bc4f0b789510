import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  type DeletedHistoryEntry,
  isRestorable,
  type RemovedKind,
} from '../../../core/schemas/deletedHistory';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { deletedHistory, users } from '../../db/schema';
import { type PersonRow, personColumns, presentPerson } from '../users/person';

export type HistoryRow = typeof deletedHistory.$inferSelect;

export function presentEntry(row: HistoryRow, remover: PersonRow | null): DeletedHistoryEntry {
  const kind = row.type as RemovedKind;
  return {
    _id: row.id,
    kind,
    entityId: row.entityId,
    name: row.name,
    deletedBy: remover && presentPerson(remover),
    deletedAt: row.deletedAt.toISOString(),
    restoredAt: row.restoredAt?.toISOString() ?? null,
    restorable: !row.restoredAt && isRestorable(kind),
  };
}

/** Entries with who removed them; drizzle gives `remover: null` when that account is gone. */
const entriesWithRemover = (db: Db) =>
  db
    .select({ row: deletedHistory, remover: personColumns })
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
