import type { AuditActionName } from '../../core/schemas/userAdmin';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

/** Every action the audit records: the admin's audit list filters by these (core/schemas/userAdmin.ts). */
export type AuditAction = AuditActionName;

export interface AuditEntry {
  action: AuditAction;
  actorId: string;
  /** Whom the action was about; none for an action on many (an import, whose rows each have their own). */
  targetId: string | null;
  ip: string;
  detail?: Record<string, unknown>;
}

/** Writes one security-relevant action to audit_events (pass the transaction when there is one). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({ ...entry, detail: entry.detail ?? {} });
}
