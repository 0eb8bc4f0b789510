import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Primary key shared by every table: a UUID string, exposed as `_id` on the wire. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
