import { eq, inArray } from 'drizzle-orm';
import { countImportOutcomes } from '../../../core/rules/importOutcomes';
import {
  csvCellValue,
  type ExistingAccount,
  type ImportCells,
  type ImportLookup,
  joinName,
  missingColumns,
  planImport,
  USER_IMPORT_MAX_CHARS,
  USER_IMPORT_MAX_ROWS,
} from '../../../core/rules/userImport';
import type { ImportReport } from '../../../core/schemas/userAdmin';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import type { AuthUser } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { readImportCsv } from '../../platform/importCsv';
import { sessionsChanged, socketsSignInAgain } from '../../platform/liveEvents';
import { inTransaction } from '../../platform/transaction';
import { accessMail, NO_PASSWORD_YET, sendAll } from './invites';

/**
 * Issue 34: people from a CSV file. The preview says what each row would do and writes nothing; the commit takes
 * the same file, decides again inside one transaction against the accounts as they are then, and writes every row
 * that is still valid together, or nothing (docs/decisions.md). New people get the set-password mail after commit.
 */

/** The file's rows; 400 or 413 for a file that cannot be imported. */
const parseCsv = (csv: string): ImportCells[] =>
  readImportCsv(csv, { maxChars: USER_IMPORT_MAX_CHARS, maxRows: USER_IMPORT_MAX_ROWS, missingColumns });

/** The existing accounts the file's emails and usernames name. */
async function lookupFor(db: Db, rows: readonly ImportCells[], callerId: string): Promise<ImportLookup> {
  const values = (column: 'email' | 'username') => [
    ...new Set(rows.map((row) => csvCellValue(row[column]).toLowerCase()).filter(Boolean)),
  ];
  const columns = {
    id: users.id,
    username: users.username,
    email: users.email,
    fullName: users.fullName,
    role: users.role,
    isAdmin: users.isAdmin,
  };
  const found: ExistingAccount[] = [];
  // In slices: a parameter list has a limit, and a file may name thousands.
  for (const [column, list] of [
    [users.email, values('email')],
    [users.username, values('username')],
  ] as const) {
    for (let i = 0; i < list.length; i += 1000)
      found.push(
        ...(await db
          .select(columns)
          .from(users)
          .where(inArray(column, list.slice(i, i + 1000)))),
      );
  }
  return {
    byEmail: new Map(found.map((account) => [account.email, account])),
    byUsername: new Map(found.map((account) => [account.username, account])),
    callerId,
  };
}

/** What each row of the file would do; nothing is written. */
export async function previewImport(ctx: AppContext, admin: AuthUser, csv: string): Promise<ImportReport> {
  const rows = parseCsv(csv);
  const planned = planImport(rows, await lookupFor(ctx.db, rows, admin.id));
  return { committed: false, counts: countImportOutcomes(planned), rows: planned };
}

/** Writes every valid row of the file in one transaction, audited, then mails the new people. */
export async function commitImport(
  ctx: AppContext,
  admin: AuthUser,
  ip: string,
  csv: string,
): Promise<ImportReport> {
  const rows = parseCsv(csv);
  try {
    const { report, mails } = await inTransaction(ctx, async (tx) => {
      const planned = planImport(rows, await lookupFor(tx, rows, admin.id));
      const made: OutgoingMail[] = [];
      const now = ctx.clock.now();
      for (const row of planned) {
        const fullName = joinName(row.firstName, row.lastName);
        const role = row.role as 'teacher' | 'student';
        if (row.outcome === 'create') {
          const [user] = await tx
            .insert(users)
            .values({
              username: row.username,
              email: row.email,
              fullName,
              role,
              isAdmin: row.isAdmin,
              teacherApproval: 'approved',
              passwordHash: NO_PASSWORD_YET,
            })
            .returning();
          row.userId = user!.id;
          await recordAudit(tx, {
            action: 'create_user',
            actorId: admin.id,
            targetId: user!.id,
            ip,
            detail: { role, isAdmin: row.isAdmin, via: 'import' },
          });
          made.push(await accessMail(ctx, tx, user!));
        } else if (row.outcome === 'update' && row.userId) {
          await tx
            .update(users)
            .set({
              fullName,
              role,
              isAdmin: row.isAdmin,
              // A teacher an administrator names in a file is one they vouch for.
              ...(role === 'teacher' ? { teacherApproval: 'approved' as const } : {}),
              updatedAt: now,
            })
            .where(eq(users.id, row.userId));
          await recordAudit(tx, {
            action: 'update_user',
            actorId: admin.id,
            targetId: row.userId,
            ip,
            detail: { fullName, role, isAdmin: row.isAdmin, via: 'import' },
          });
          // What their sessions may do may have changed (role, administrator rights).
          tx.afterCommit([sessionsChanged(row.userId), socketsSignInAgain(row.userId)]);
        }
      }
      const counts = countImportOutcomes(planned);
      await recordAudit(tx, {
        action: 'import_users',
        actorId: admin.id,
        targetId: null,
        ip,
        detail: { ...counts, rows: planned.length },
      });
      return { report: { committed: true, counts, rows: planned }, mails: made };
    });
    await sendAll(ctx, mails);
    return report;
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Someone changed these accounts while the file was written. Preview the file again.');
    throw error;
  }
}
