import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ChatPage } from '../../../core/schemas/chat';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { type ChatUserColumns, chatUserColumns } from './presenter';

/** A table of messages as the pager reads it: a course chat's or a lecture's live chat. */
type MessageTable = PgTable & { id: PgColumn; sendTime: PgColumn; senderId: PgColumn };

/**
 * One page (`chatPageQuery`) of the messages of `table` that `scope` picks, oldest first: the newest `limit` sent
 * before `before`, those sent at that very time only if their id is below `beforeId`; with no `before`, the newest.
 * Deleted messages keep their place (the presenter shows them as deleted).
 */
export async function keysetPage<T extends MessageTable, Message>(
  db: Db,
  table: T,
  scope: SQL,
  page: ChatPage,
  present: (message: T['$inferSelect'], sender: ChatUserColumns | null) => Message,
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const before = page.before ? new Date(page.before) : null;
  const older = before
    ? page.beforeId
      ? or(lt(table.sendTime, before), and(eq(table.sendTime, before), lt(table.id, page.beforeId)))
      : lt(table.sendTime, before)
    : undefined;
  const rows = await db
    .select({ message: table, sender: chatUserColumns })
    // Widened: drizzle's from() cannot check a table that is still a type parameter.
    .from(table as MessageTable)
    .leftJoin(users, eq(users.id, table.senderId))
    .where(and(scope, older))
    .orderBy(desc(table.sendTime), desc(table.id))
    .limit(page.limit + 1);
  return {
    messages: rows
      .slice(0, page.limit)
      .reverse()
      .map((r) => present(r.message, r.sender)),
    hasMore: rows.length > page.limit,
  };
}
