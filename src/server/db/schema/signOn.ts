import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SIGN_ON_PROTOCOLS } from '../../../core/schemas/signOn';
import { createdAt, id } from './columns';
import { users } from './users';

/** An identity at a school's provider linked to one account: (protocol, provider, subject) names one user. */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: SIGN_ON_PROTOCOLS }).notNull(),
    providerId: text('provider_id').notNull(),
    /** The provider's stable id of the person: the OIDC `sub`, the SAML NameID. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('linked_identities_subject_key').on(t.protocol, t.providerId, t.subject),
    index('linked_identities_user_idx').on(t.userId),
  ],
);

/**
 * A sign-on the browser started and the provider has not answered yet, kept server-side and spent once: the OIDC
 * state (with its PKCE verifier and nonce), a SAML AuthnRequest id. `keyHash` is the SHA-256 of the key the
 * browser carries to the provider and back.
 */
export const signOnRequests = pgTable(
  'sign_on_requests',
  {
    id: id(),
    protocol: text('protocol', { enum: SIGN_ON_PROTOCOLS }).notNull(),
    providerId: text('provider_id').notNull(),
    keyHash: text('key_hash').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_on_requests_key').on(t.keyHash),
    index('sign_on_requests_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * What a session needs to end at the provider too: the OIDC id_token (its id_token_hint), the SAML NameID and
 * SessionIndex. Kept on the ticket, then on the session it opens.
 */
export type SignOutData = Record<string, string>;

/** One-time sign-in tickets: the callback's way to hand the browser a session without a token in the address. */
export const signOnTickets = pgTable(
  'sign_on_tickets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: SIGN_ON_PROTOCOLS }).notNull(),
    providerId: text('provider_id').notNull(),
    signOut: jsonb('sign_out').$type<SignOutData>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_on_tickets_hash_key').on(t.tokenHash),
    index('sign_on_tickets_user_idx').on(t.userId),
  ],
);
