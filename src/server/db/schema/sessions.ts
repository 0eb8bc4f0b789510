import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** How a session was opened: a password, an admin's master login, or single sign-on by protocol (issue 34). */
export const SESSION_VIAS = ['password', 'master', 'oidc', 'saml'] as const;
export type SessionVia = (typeof SESSION_VIAS)[number];

/** One signed-in session: the family that its rotated refresh tokens belong to. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    via: text('via', { enum: SESSION_VIAS }).notNull(),
    /** The admin who opened a master-login session. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A single sign-on session's provider (issue 34), and what signing out there needs (signOn.ts SignOutData). */
    signOnProvider: text('sign_on_provider'),
    signOut: jsonb('sign_out').$type<Record<string, string>>(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_actor_idx').on(t.actorId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each renew replaces the token with a new one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Single-use mail tokens: email verification and password reset, stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts, kept to slow failures per account and client and to limit them per address across every server
 * instance. An attempt is written as a failure before the password is checked and turned into a success after.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    ip: text('ip').notNull(),
    /** The id of the device token the client proved it holds for this account; null for any other client. */
    device: text('device'),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_identifier_idx').on(t.identifier, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** SPEC §3 'Last login': recorded on dashboard entry (updateLastLogin). */
export const lastLogins = pgTable(
  'last_logins',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('last_logins_user_idx').on(t.userId, t.time)],
);
