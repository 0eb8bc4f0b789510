import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { GradebookWeights } from '../../../core/schemas/gradebook';
import { courses } from './courses';
import { users } from './users';

/**
 * Issue 35: the weights a course's teachers set for its gradebook total, per kind and per item (item ids as keys:
 * an item removed later is simply not read). A course without a row weighs everything alike.
 */
export const gradebookWeights = pgTable(
  'gradebook_weights',
  {
    courseId: text('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kinds: jsonb('kinds').$type<GradebookWeights['kinds']>().notNull(),
    items: jsonb('items').$type<GradebookWeights['items']>().notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gradebook_weights_updated_by_idx').on(t.updatedBy)],
);
