import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AnnotationShape } from '../../../core/schemas/annotations';
import { createdAt, id } from './columns';
import { submissions } from './coursework';
import { files } from './files';
import { users } from './users';

/**
 * A teacher's annotations on a handed-in file (issue 37): one row per highlight, comment or drawing, on a page of
 * the file (1 for a picture), its shape in page fractions (core/schemas/annotations.ts). They go with their file and
 * submission: removing an item or a course keeps them as the rest of the work is kept.
 */
export const submissionAnnotations = pgTable(
  'submission_annotations',
  {
    id: id(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    shape: jsonb('shape').$type<AnnotationShape>().notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('submission_annotations_submission_idx').on(t.submissionId, t.createdAt),
    index('submission_annotations_file_idx').on(t.fileId),
    index('submission_annotations_author_idx').on(t.authorId),
  ],
);

export type SubmissionAnnotationRow = typeof submissionAnnotations.$inferSelect;
