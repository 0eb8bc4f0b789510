import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { UPLOAD_PURPOSES } from '../../../core/rules/uploadPolicy';
import { createdAt, id } from './columns';
import { courseItems, courses } from './courses';
import { submissions } from './coursework';
import { users } from './users';

/**
 * Files people uploaded (issue 14). The bytes are in file storage (src/server/storage) under `blobKey`, which the
 * store generated; `name` is the cleaned name the uploader gave, only ever shown; `contentType` was read from the
 * bytes. Course material names its course; a teacher's attachment names its item (assignment, project, lab) and a
 * student's handed-in file its submission, both keeping the item's course too, so the course's cascade and checks
 * hold. Removing a file marks it; its bytes stay while a row names them. An office document's PDF, made by
 * LibreOffice on the first ask (modules/files/officeConverter.ts), is kept under `pdfBlobKey` (its size in `pdfSize`) and reused.
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
    itemId: text('item_id').references(() => courseItems.id, { onDelete: 'cascade' }),
    submissionId: text('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    pdfBlobKey: text('pdf_blob_key'),
    pdfSize: bigint('pdf_size', { mode: 'number' }),
  },
  (t) => [
    index('files_course_idx').on(t.courseId, t.createdAt),
    index('files_uploader_idx').on(t.uploaderId),
    index('files_blob_key_idx').on(t.blobKey),
    index('files_item_idx').on(t.itemId),
    index('files_submission_idx').on(t.submissionId),
  ],
);

export type FileRow = typeof files.$inferSelect;
