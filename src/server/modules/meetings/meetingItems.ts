import { inArray } from 'drizzle-orm';
import type { ItemKind } from '../../../core/itemKinds';
import { personName } from '../../../core/rules/personName';
import type { Db } from '../../db/client';
import { type CourseItemRow, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { personColumns } from '../users/person';

/** What consults and team meetings share: the kind check, and whose eyes a read looks through. */

/** The item, if it is of this kind; another kind's id is as unknown as no item (404). */
export function assertKind(
  item: CourseItemRow,
  kind: Extract<ItemKind, 'consult' | 'teamMeeting'>,
): CourseItemRow {
  if (item.kind !== kind) throw notFound(kind === 'consult' ? 'No such consult.' : 'No such team meeting.');
  return item;
}

/** Users' names by id (the full name, or the username for those without one). */
export async function namesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}
