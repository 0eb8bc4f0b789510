import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
