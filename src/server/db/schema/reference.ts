import { sql } from 'drizzle-orm';
import { index, type PgColumn, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Removal marks a row (DESIGN §3); the deleted history keeps the snapshot an admin restores from. */
const removedAt = () => timestamp('removed_at', { withTimezone: true });
/**
 * A name or code is unique among live rows, ignoring case: a removed entry frees its name, and 'Plumbing' and
 * 'plumbing' are the same sector.
 */
const uniqueLive = (name: string, column: PgColumn, removed: PgColumn) =>
  uniqueIndex(name).on(sql`lower(${column})`).where(sql`${removed} is null`);

/** SPEC §7 reference lists: sectors, employers, CVQ entries, institutions and course codes. */
export const sectors = pgTable(
  'sectors',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    description: text('description').notNull().default(''),
    removedAt: removedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueLive('sectors_name_key', t.name, t.removedAt)],
);

export const employers = pgTable(
  'employers',
  {
    id: id(),
    name: text('name').notNull(),
    sectorId: text('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    removedAt: removedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueLive('employers_name_key', t.name, t.removedAt),
    index('employers_sector_idx').on(t.sectorId),
  ],
);

export const cvqs = pgTable(
  'cvqs',
  {
    id: id(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    level: text('level').notNull().default(''),
    sectorId: text('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    removedAt: removedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueLive('cvqs_code_key', t.code, t.removedAt), index('cvqs_sector_idx').on(t.sectorId)],
);

export const institutions = pgTable(
  'institutions',
  {
    id: id(),
    name: text('name').notNull(),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    removedAt: removedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueLive('institutions_name_key', t.name, t.removedAt)],
);

export const courseCodes = pgTable(
  'course_codes',
  {
    id: id(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    sectorId: text('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    removedAt: removedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueLive('course_codes_code_key', t.code, t.removedAt),
    index('course_codes_sector_idx').on(t.sectorId),
  ],
);
