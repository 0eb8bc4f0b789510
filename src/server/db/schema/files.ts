import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { UPLOAD_PURPOSES } from '../../../core/rules/uploadPolicy';
import { createdAt, id } from './columns';
import { courses } from './courses';
import { users } from './users';

/**
 * Files people uploaded (issue 14). The bytes are in file storage (src/server/storage) under `blobKey`, which the
 * store generated; `name` is the cleaned name the uploader gave, only ever shown; `contentType` was read from the
 * bytes. Course material names its course. Removing a file marks it; its bytes stay while a row names them.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    blobKey: text('blob_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('files_course_idx').on(t.courseId, t.createdAt),
    index('files_uploader_idx').on(t.uploaderId),
    index('files_blob_key_idx').on(t.blobKey),
  ],
);

export type FileRow = typeof files.$inferSelect;
