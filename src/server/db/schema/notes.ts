import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { courseItems } from './courses';
import { files } from './files';
import { users } from './users';

/**
 * A user's private notes (issue 14), one row per user and thing noted: a document (`fileId`) or a lecture
 * (`lectureId`, SPEC §7 getNote4Lecture), each with its own unique index. The text is plain text, only ever shown
 * as text.
 */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: text('file_id').references(() => files.id, { onDelete: 'cascade' }),
    lectureId: text('lecture_id').references(() => courseItems.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notes_user_file_idx').on(t.userId, t.fileId),
    index('notes_file_idx').on(t.fileId),
    uniqueIndex('notes_user_lecture_idx').on(t.userId, t.lectureId),
    index('notes_lecture_idx').on(t.lectureId),
  ],
);

export type NoteRow = typeof notes.$inferSelect;
