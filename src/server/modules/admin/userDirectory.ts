import { Readable } from 'node:stream';
import { and, asc, count, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import { csvSafeCell, splitName, USER_CSV_COLUMNS } from '../../../core/rules/userImport';
import type { AdminUserFilters } from '../../../core/schemas/userAdmin';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type UserRow, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';

/** Issue 34: every user, searched and filtered for the administrator, a page at a time or as one CSV stream. */

function filterCondition(filters: AdminUserFilters): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    pattern
      ? or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern))
      : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.isAdmin === undefined ? undefined : eq(users.isAdmin, filters.isAdmin),
    filters.disabled === undefined ? undefined : eq(users.disabled, filters.disabled),
    filters.unverified === undefined ? undefined : eq(users.emailVerified, !filters.unverified),
  );
}

/** One page in name order (users_name_order_idx), and how many match in all. */
export async function listUsersForAdmin(
  db: Db,
  query: AdminUserFilters & { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = filterCondition(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.username), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const EXPORT_BATCH = 500;

/** A user as a CSV record in USER_CSV_COLUMNS order: what an import reads back to the same account. */
function csvRecord(user: UserRow): string[] {
  const { firstName, lastName } = splitName(user.fullName);
  return [user.username, user.email, firstName, lastName, user.role, String(user.isAdmin)];
}

async function* csvChunks(db: Db, filters: AdminUserFilters): AsyncGenerator<string> {
  yield `${Papa.unparse([USER_CSV_COLUMNS as unknown as string[]])}\r\n`;
  const where = filterCondition(filters);
  let after: string | undefined;
  for (;;) {
    // Keyset paging by id: each batch is one indexed query, and memory holds one batch at a time.
    const batch = await db
      .select()
      .from(users)
      .where(and(where, after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    yield `${Papa.unparse(batch.map((user) => csvRecord(user).map(csvSafeCell)))}\r\n`;
    after = batch[batch.length - 1]!.id;
    if (batch.length < EXPORT_BATCH) return;
  }
}

/**
 * The users matching `filters` as CSV, read from the database a batch at a time while the reply is sent. The export
 * is audited first (who took the list, with which filters), since it carries every matching address.
 */
export async function exportUsersCsv(
  db: Db,
  admin: AuthUser,
  ip: string,
  filters: AdminUserFilters,
): Promise<Readable> {
  await recordAudit(db, {
    action: 'export_users',
    actorId: admin.id,
    targetId: null,
    ip,
    detail: { ...filters },
  });
  return Readable.from(csvChunks(db, filters));
}
