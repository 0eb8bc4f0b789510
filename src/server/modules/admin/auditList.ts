import { type AnyColumn, and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditActionName, AuditEntryView } from '../../../core/schemas/userAdmin';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { auditEvents, users } from '../../db/schema';

const actor = alias(users, 'actor');
const target = alias(users, 'target');

const person = (row: { id: string | null; username: string | null; fullName: string | null }) =>
  row.id ? { _id: row.id, username: row.username ?? '', fullName: row.fullName ?? '' } : null;

/**
 * Issue 34: the audit of admin actions, newest first (audit_events_created_idx): who did what to whom, when and
 * from where; one action, and one person as the one who acted or the one it was about (name, username or email).
 */
export async function listAudit(
  db: Db,
  query: { action?: AuditActionName; person?: string; limit: number; offset: number },
): Promise<{ data: AuditEntryView[]; total: number }> {
  const pattern = query.person ? containsPattern(query.person) : undefined;
  const matches = (who: { username: AnyColumn; fullName: AnyColumn; email: AnyColumn }): SQL | undefined =>
    pattern
      ? or(ilike(who.username, pattern), ilike(who.fullName, pattern), ilike(who.email, pattern))
      : undefined;
  const where = and(
    query.action ? eq(auditEvents.action, query.action) : undefined,
    pattern ? or(matches(actor), matches(target)) : undefined,
  );
  const base = db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      ip: auditEvents.ip,
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
      actorId: actor.id,
      actorUsername: actor.username,
      actorName: actor.fullName,
      targetId: target.id,
      targetUsername: target.username,
      targetName: target.fullName,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(target, eq(target.id, auditEvents.targetId));
  const [rows, [total]] = await Promise.all([
    base
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(auditEvents)
      .leftJoin(actor, eq(actor.id, auditEvents.actorId))
      .leftJoin(target, eq(target.id, auditEvents.targetId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      action: row.action,
      actor: person({ id: row.actorId, username: row.actorUsername, fullName: row.actorName }),
      target: person({ id: row.targetId, username: row.targetUsername, fullName: row.targetName }),
      ip: row.ip,
      detail: (row.detail ?? {}) as Record<string, unknown>,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
