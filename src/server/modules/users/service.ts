import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { LoginIdentity } from '../../../core/rules/loginIdentity';
import type { TeacherApproval } from '../../../core/rules/teacherApproval';
import type { Role } from '../../../core/schemas/accounts';
import type { UpdateProfile } from '../../../core/schemas/users';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type UserRow, users } from '../../db/schema';
import { notFound } from '../../platform/errors';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function getUserById(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('No such user.');
  return row;
}

/** Finds the account a SPEC §5 login identity names (usernames and emails are stored lower-case). */
export async function findUserByIdentity(db: Db, identity: LoginIdentity): Promise<UserRow | undefined> {
  const column = identity.kind === 'email' ? users.email : users.username;
  const [row] = await db.select().from(users).where(eq(column, identity.value)).limit(1);
  return row;
}

export async function getUserByUsername(db: Db, username: string): Promise<UserRow> {
  const row = await findUserByIdentity(db, { kind: 'username', value: username });
  if (!row) throw notFound('No user has that username.');
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return findUserByIdentity(db, { kind: 'email', value: email });
}

export interface Page {
  limit: number;
  offset: number;
  q?: string;
}

/** `?q=` as a case-insensitive substring of username or full name, with LIKE wildcards taken literally. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(users.username, pattern), ilike(users.fullName, pattern));
}

async function listUsers(db: Db, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.username))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Enabled users of one role, for teachers picking students or colleagues; teachers only once approved. */
export function listUsersByRole(db: Db, role: Role, page: Page) {
  return listUsers(
    db,
    and(
      eq(users.role, role),
      eq(users.disabled, false),
      eq(users.teacherApproval, 'approved'),
      searchCondition(page.q),
    ),
    page,
  );
}

/** Every teacher, disabled ones included, for the admin dashboard; `approval` keeps one state (the pending list). */
export function listTeachersForAdmin(db: Db, page: Page & { approval?: TeacherApproval }) {
  return listUsers(
    db,
    and(
      eq(users.role, 'teacher'),
      page.approval ? eq(users.teacherApproval, page.approval) : undefined,
      searchCondition(page.q),
    ),
    page,
  );
}

export async function updateProfile(db: Db, profile: UpdateProfile, now: Date): Promise<UserRow> {
  const { userId, ...fields } = profile;
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('No such user.');
  return row;
}
