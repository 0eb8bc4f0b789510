import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReferenceKind } from '../../../core/constants';
import type { REFERENCE_CREATE_BODIES, REFERENCE_UPDATE_BODIES } from '../../../core/schemas/reference';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { sectors } from '../../db/schema';
import { recordRemoval } from '../../platform/deletedHistory';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ReferenceDescriptor, ReferenceRow, ReferenceTable } from './kinds';

export type CreateBody<K extends ReferenceKind> = z.output<(typeof REFERENCE_CREATE_BODIES)[K]>;
export type UpdateBody<K extends ReferenceKind> = z.output<(typeof REFERENCE_UPDATE_BODIES)[K]>;
type Fields = Partial<Record<string, unknown>> & { sectorId?: string | null };

/** The live entries of one kind, ordered ignoring case. */
export async function listEntries<K extends ReferenceKind>(db: Db, d: ReferenceDescriptor<K>) {
  const rows: ReferenceRow[] = await db
    .select()
    .from(d.table)
    .where(isNull(d.table.removedAt))
    .orderBy(...d.orderBy.map((column) => asc(sql`lower(${column})`)));
  return rows.map((row) => d.present(row));
}

async function findLive(db: Db, d: ReferenceDescriptor, entryId: string): Promise<ReferenceRow> {
  const [row] = await db
    .select()
    .from(d.table)
    .where(and(eq(d.table.id, entryId), isNull(d.table.removedAt)))
    .limit(1);
  if (!row) throw notFound(`No such ${d.label}.`);
  return row;
}

/** A sectorId being set must name a live sector; null clears it. */
async function assertLiveSector(db: Db, sectorId: string | null | undefined) {
  if (!sectorId) return;
  const [row] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(and(eq(sectors.id, sectorId), isNull(sectors.removedAt)))
    .limit(1);
  if (!row) throw badRequest('Please check: sectorId.', { sectorId: 'Choose a sector from the list.' });
}

/** Runs a write, turning the live-uniqueness index's refusal into a 409 that names the field. */
async function withUniqueField<T>(d: ReferenceDescriptor, value: unknown, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(`The ${d.uniqueField} “${String(value)}” is already used by another ${d.label}.`, {
      [d.uniqueField]: `This ${d.uniqueField} is already in use.`,
    });
  }
}

export async function createEntry<K extends ReferenceKind>(
  db: Db,
  d: ReferenceDescriptor<K>,
  body: CreateBody<K>,
) {
  const fields: Fields = body;
  if (d.hasSector) await assertLiveSector(db, fields.sectorId);
  // defineKind has checked at compile time that this kind's body fits its table; TypeScript cannot follow the
  // kind through the union of tables here.
  const values = body as ReferenceTable['$inferInsert'];
  const [row] = await withUniqueField(d, fields[d.uniqueField], () =>
    db.insert(d.table).values(values).returning(),
  );
  return d.present(row!);
}

/** Changes the fields the body names; a sector already set may stay even if it was removed since. */
export async function updateEntry<K extends ReferenceKind>(
  db: Db,
  d: ReferenceDescriptor<K>,
  body: UpdateBody<K>,
  now: Date,
) {
  const { _id: entryId, ...changes } = body;
  const fields: Fields = changes;
  const current = await findLive(db, d, entryId);
  if (d.hasSector && 'sectorId' in current && fields.sectorId !== current.sectorId)
    await assertLiveSector(db, fields.sectorId);
  const [row] = await withUniqueField(d, fields[d.uniqueField], () =>
    db
      .update(d.table)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(d.table.id, entryId), isNull(d.table.removedAt)))
      .returning(),
  );
  if (!row) throw notFound(`No such ${d.label}.`);
  return d.present(row);
}

/** Marks the entry removed and writes its deleted-history row, both or neither. */
export async function removeEntry(
  db: Db,
  d: ReferenceDescriptor,
  entryId: string,
  removedBy: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(d.table)
      .set({ removedAt: now })
      .where(and(eq(d.table.id, entryId), isNull(d.table.removedAt)))
      .returning();
    if (!row) throw notFound(`No such ${d.label}.`);
    await recordRemoval(tx, {
      type: d.kind,
      entityId: row.id,
      name: d.displayName(row),
      deletedBy: removedBy,
      snapshot: row,
    });
    return row;
  });
}

/** Unmarks a removed entry (a deleted-history restore), unless a live entry has taken its name meanwhile. */
export async function restoreEntry(tx: Db, d: ReferenceDescriptor, entryId: string, now: Date) {
  const [removed] = await tx
    .select()
    .from(d.table)
    .where(and(eq(d.table.id, entryId), isNotNull(d.table.removedAt)))
    .limit(1);
  if (!removed) throw conflict(`This ${d.label} is no longer removed.`);
  const value = (removed as Record<string, unknown>)[d.uniqueField];
  await withUniqueField(d, value, () =>
    tx.update(d.table).set({ removedAt: null, updatedAt: now }).where(eq(d.table.id, entryId)),
  );
}
