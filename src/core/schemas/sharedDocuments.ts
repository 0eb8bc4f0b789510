import { z } from 'zod';
import { storedFileSchema } from './files';
import { okReply } from './reply';
import {
  helpAudienceSchema,
  helpFields,
  libraryFields,
  manualFields,
  sharedId,
} from './sharedDocumentFields';

export {
  HELP_AUDIENCES,
  type HelpAudience,
  helpAudienceSchema,
  helpFields,
  helpPageSchema,
  libraryFields,
  manualFields,
} from './sharedDocumentFields';

/**
 * Documents shared beyond a course (issue 14): the school's library (SPEC §7 library getAll), the manuals anyone
 * may read without signing in (attachment allAttachment manuals), and the help videos found by a page's first path
 * segment and the viewer's role (help getAll, getCurrentVideo). Each arrives as a tus upload whose metadata carries
 * its fields (uploadMetadataSchema), so no file is ever stored without the entry that names it.
 */

const id = sharedId;

export const libraryDocumentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  sector: z.object({ _id: z.string(), name: z.string() }).nullable(),
  courseCode: z.object({ _id: z.string(), code: z.string(), title: z.string() }).nullable(),
  file: storedFileSchema,
  createdAt: z.string(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

/** The library's search: words of the title (or description), a sector, a course code; all optional. */
export const libraryQuery = z.object({
  q: z.string().trim().max(200, 'Search: at most 200 characters.').optional(),
  sectorId: id.optional(),
  courseCodeId: id.optional(),
});

export const updateLibraryDocumentBody = libraryFields.extend({ _id: id });

/** A manual: a public document, listed on /manuals in the order admins give. */
export const manualSchema = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Where anyone downloads it, signed in or not. */
  url: z.string(),
  /** Its stored file, which the app's viewers open for a signed-in reader (issue 37). */
  fileId: z.string(),
  createdAt: z.string(),
});
export type Manual = z.infer<typeof manualSchema>;
export const updateManualBody = manualFields.extend({ _id: id });

export const helpVideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page: z.string(),
  audience: helpAudienceSchema,
  contentType: z.string(),
  size: z.number().int(),
  /** Where the video plays from (Range requests for seeking), signed in or not. */
  url: z.string(),
  createdAt: z.string(),
});
export type HelpVideo = z.infer<typeof helpVideoSchema>;
export const updateHelpVideoBody = helpFields.extend({ _id: id });

/** SPEC §7 getCurrentVideo/{firstPathSegment}/{role or value}: `value` is anything else, read as signed out. */
export const currentVideoParams = z.object({ page: z.string().max(100), role: z.string().max(40) });

export const sharedIdParams = z.object({ id: id });
export const sharedIdBody = z.object({ _id: id });
export const reorderManualsBody = z.object({ ids: z.array(id).min(1).max(500) });

export const libraryListReply = okReply({ data: z.array(libraryDocumentSchema) });
export const libraryDocumentReply = okReply({ data: libraryDocumentSchema });
export const manualListReply = okReply({ data: z.array(manualSchema) });
export const manualReply = okReply({ data: manualSchema });
export const helpVideoListReply = okReply({ data: z.array(helpVideoSchema) });
export const helpVideoReply = okReply({ data: helpVideoSchema });
export const currentHelpVideoReply = okReply({ data: helpVideoSchema.nullable() });
