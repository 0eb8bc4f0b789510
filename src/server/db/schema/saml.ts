import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The SAML AuthnRequests we sent and are waiting on (docs/decisions.md "SAML sign-in"): a response is accepted only
 * in reply to one of these (InResponseTo), once, before it expires. Kept in the database so that any instance
 * behind the balancer can receive the response.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    /** The AuthnRequest's ID attribute, made by us. */
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a response to it arrived, good or bad: a request is answered once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saml_requests_expires_idx').on(t.expiresAt)],
);

/** Assertions already accepted, kept until they expire, so that a replayed assertion is refused. */
export const samlSeenAssertions = pgTable(
  'saml_seen_assertions',
  {
    providerId: text('provider_id').notNull(),
    /** The assertion's ID attribute as the identity provider made it. */
    assertionId: text('assertion_id').notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.assertionId] }),
    index('saml_seen_assertions_keep_idx').on(t.keepUntil),
  ],
);
