import { z } from 'zod';
import { SHARED_DOCUMENTS } from '../constants';

/**
 * The fields of the library's documents, manuals and help videos that an upload's tus metadata carries
 * (uploadMetadataSchema) and their updates change (issue 14). Apart from sharedDocuments.ts, which needs the
 * stored file's schema, so that files.ts can use them without a cycle.
 */

export const sharedId = z.string().min(1).max(64);
export const sharedTitle = z
  .string({ error: 'Title: give the document a title.' })
  .trim()
  .min(1, 'Title: give the document a title.')
  .max(SHARED_DOCUMENTS.titleMax, `Title: at most ${SHARED_DOCUMENTS.titleMax} characters.`);
export const sharedDescription = z
  .string()
  .trim()
  .max(
    SHARED_DOCUMENTS.descriptionMax,
    `Description: at most ${SHARED_DOCUMENTS.descriptionMax} characters.`,
  );

/** The library fields an upload carries, and an update changes. Plain text: the library is no place for markup. */
export const libraryFields = z.object({
  title: sharedTitle,
  description: sharedDescription.default(''),
  sectorId: sharedId.nullable().default(null),
  courseCodeId: sharedId.nullable().default(null),
});

/** Which people a help video is for: teachers, students, or everyone (signed out included). */
export const HELP_AUDIENCES = ['teacher', 'student', 'all'] as const;
export const helpAudienceSchema = z.enum(HELP_AUDIENCES, {
  error: 'Shown to: choose teachers, students or everyone.',
});
export type HelpAudience = z.infer<typeof helpAudienceSchema>;

/** SPEC §9: a page's first path segment (`dashboard` for /dashboard/…), or '' for the home page. */
export const helpPageSchema = z
  .string()
  .trim()
  .max(100, 'Page: at most 100 characters.')
  .regex(
    /^[A-Za-z0-9_-]*$/,
    'Page: the first part of the page address, such as "dashboard" (letters, digits, - and _).',
  );

export const helpFields = z.object({
  title: sharedTitle,
  page: helpPageSchema,
  audience: helpAudienceSchema,
});

/** A manual's fields: its title. */
export const manualFields = z.object({ title: sharedTitle });
