import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { courseItems } from './courses';

/**
 * Issue 37: work handed in that the course's teachers have not yet been told of. Written in the transaction that
 * hands the work in, so a restart loses none; the hand-in sweeper (modules/handIns) tells them in batches and
 * deletes what it told. `workerId` is whose work it is: the student's id, or a project group's.
 */
export const handInsToTell = pgTable(
  'hand_ins_to_tell',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    workerId: text('worker_id').notNull(),
    handedInAt: timestamp('handed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hand_ins_to_tell_item_idx').on(t.itemId, t.handedInAt)],
);
