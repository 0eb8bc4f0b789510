import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { HELP_AUDIENCES } from '../../../core/schemas/sharedDocuments';
import { createdAt, id } from './columns';
import { files } from './files';
import { courseCodes, sectors } from './reference';
import { users } from './users';

/** Removal marks an entry (DESIGN §3); its file is marked with it. */
const removedAt = () => timestamp('removed_at', { withTimezone: true });
const fileId = () =>
  text('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' });

/**
 * Documents shared beyond a course (issue 14), each naming the course-less file it was uploaded as: the school's
 * library (SPEC §7 library getAll), the public manuals, and the help videos shown by page and role (SPEC §9).
 */
export const libraryDocuments = pgTable(
  'library_documents',
  {
    id: id(),
    fileId: fileId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sectorId: text('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    courseCodeId: text('course_code_id').references(() => courseCodes.id, { onDelete: 'set null' }),
    addedBy: text('added_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    removedAt: removedAt(),
  },
  (t) => [
    index('library_documents_file_idx').on(t.fileId),
    index('library_documents_sector_idx').on(t.sectorId),
    index('library_documents_course_code_idx').on(t.courseCodeId),
    index('library_documents_added_by_idx').on(t.addedBy),
    index('library_documents_created_idx').on(t.createdAt),
  ],
);

export const manuals = pgTable(
  'manuals',
  {
    id: id(),
    fileId: fileId(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    removedAt: removedAt(),
  },
  (t) => [index('manuals_file_idx').on(t.fileId), index('manuals_position_idx').on(t.position)],
);

export const helpVideos = pgTable(
  'help_videos',
  {
    id: id(),
    fileId: fileId(),
    title: text('title').notNull(),
    /** A page's first path segment, kept as given; found ignoring case. */
    page: text('page').notNull(),
    audience: text('audience', { enum: HELP_AUDIENCES }).notNull(),
    createdAt: createdAt(),
    removedAt: removedAt(),
  },
  (t) => [index('help_videos_file_idx').on(t.fileId), index('help_videos_page_idx').on(t.page)],
);

export type LibraryDocumentRow = typeof libraryDocuments.$inferSelect;
export type ManualRow = typeof manuals.$inferSelect;
export type HelpVideoRow = typeof helpVideos.$inferSelect;
