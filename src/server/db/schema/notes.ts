import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { files } from './files';
import { users } from './users';

/**
 * A user's private notes (issue 14), one row per user and thing noted: for now a document (`fileId`). A lecture's
 * notes (SPEC §7 getNote4Lecture) will be one more nullable column with its own unique index, not another table.
 * The text is plain text, only ever shown as text.
 */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: text('file_id').references(() => files.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notes_user_file_idx').on(t.userId, t.fileId), index('notes_file_idx').on(t.fileId)],
);

export type NoteRow = typeof notes.$inferSelect;
