import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export type AuditAction =
  | 'master_login'
  | 'set_admin'
  | 'set_disabled'
  | 'approve_teacher'
  | 'refuse_teacher'
  /** Single sign-on (issue 34): a provider's identity linked to an existing account, or an account made for it. */
  | 'sign_on_link'
  | 'sign_on_create';

export interface AuditEntry {
  action: AuditAction;
  actorId: string;
  targetId: string;
  ip: string;
  detail?: Record<string, unknown>;
}

/** Writes one security-relevant action to audit_events (pass the transaction when there is one). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({ ...entry, detail: entry.detail ?? {} });
}
