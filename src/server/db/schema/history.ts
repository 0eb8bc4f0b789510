import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** The generic deleted history (SPEC §3, DESIGN §3): what was removed, by whom, when, and a snapshot to restore. */
export const deletedHistory = pgTable(
  'deleted_history',
  {
    id: id(),
    type: text('type').notNull(),
    entityId: text('entity_id').notNull(),
    name: text('name').notNull(),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    deletedAt: createdAt(),
  },
  (t) => [
    index('deleted_history_type_idx').on(t.type, t.deletedAt),
    index('deleted_history_by_idx').on(t.deletedBy),
  ],
);

/** Security-relevant actions (master login, admin grants, disabling users), kept for review. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    action: text('action').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: text('target_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_actor_idx').on(t.actorId),
    index('audit_events_target_idx').on(t.targetId),
    /** The audit list, newest first, optionally of one action (issue 34). */
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_action_idx').on(t.action, t.createdAt),
  ],
);
