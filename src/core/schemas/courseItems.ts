import { z } from 'zod';
import { ITEM_KINDS } from '../itemKinds';
import { isoInstant } from './dates';
import { ITEM_FIELDS as F } from './fields';
import { okReply } from './reply';
import { richText } from './richText';
import { itemWorkFields } from './workStatus';

export const itemKindSchema = z.enum(ITEM_KINDS);

const id = z.string().min(1).max(64);

/** A course item's base, as the server sends it (SPEC §3 visibility fields included). */
export const courseItemSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  kind: itemKindSchema,
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Minutes; null for kinds without one. */
  duration: z.number().int().nullable(),
  manual: z.boolean(),
  active: z.boolean(),
  startedLive: z.boolean(),
  openedEarly: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In the course view (issue 37): the student's own state on it, or for its teachers a tally of the work. */
  ...itemWorkFields,
});
export type CourseItem = z.infer<typeof courseItemSchema>;

/** The fields a teacher sets on any item. Without defaults here: an update changes only the fields it sends. */
const itemFields = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(F.title.max).meta({ title: F.title.label }),
  description: richText(F.description.max).meta({ title: F.description.label }),
  startDate: isoInstant.meta({ title: F.startDate.label }),
  endDate: isoInstant.meta({ title: F.endDate.label }),
  duration: z
    .number()
    .int()
    .min(F.duration.min)
    .max(F.duration.max)
    .meta({ title: F.duration.label })
    .nullable(),
  manual: z.boolean(),
  active: z.boolean(),
  startedLive: z.boolean(),
  openedEarly: z.boolean(),
});

const endAfterStart = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || Date.parse(v.endDate) > Date.parse(v.startDate);
const endAfterStartIssue = { message: 'The end must be after the start.', path: ['endDate'] };

export const createItemBody = itemFields
  .extend({
    courseId: id,
    kind: itemKindSchema.meta({ title: F.kind.label }),
    description: itemFields.shape.description.default(''),
    duration: itemFields.shape.duration.default(null),
    manual: itemFields.shape.manual.default(false),
    active: itemFields.shape.active.default(false),
    startedLive: itemFields.shape.startedLive.default(false),
    openedEarly: itemFields.shape.openedEarly.default(false),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type CreateItem = z.infer<typeof createItemBody>;

export const updateItemBody = itemFields
  .partial()
  .extend({ itemId: id })
  .refine(endAfterStart, endAfterStartIssue);
export type UpdateItem = z.infer<typeof updateItemBody>;

/** A lecture with the address students open to join it (getCurentCourseLectureLink). */
export const lectureLinkSchema = courseItemSchema.extend({ link: z.string() });
export type LectureLink = z.infer<typeof lectureLinkSchema>;

export const itemRefParams = z.object({ refId: id });

export const removeItemBody = z.object({ itemId: id });

/** The new order of one kind's items in a course: every item of that kind, once. */
export const reorderItemsBody = z.object({
  courseId: id,
  kind: itemKindSchema,
  itemIds: z.array(id).min(1).max(1000),
});

/**
 * Issue 37, a teacher's to-do list: one item of a course they teach with work waiting for a mark, how much (the
 * item lists' `tally.toMark`), when the oldest of it was handed in, and the page where it is marked.
 */
export const toMarkLineSchema = z.object({
  item: z.object({ _id: z.string(), kind: itemKindSchema, title: z.string() }),
  course: z.object({ _id: z.string(), name: z.string() }),
  toMark: z.number().int().positive(),
  oldestHandedInAt: z.string(),
  link: z.string(),
});
export type ToMarkLine = z.infer<typeof toMarkLineSchema>;
export const toMarkReply = okReply({ data: z.array(toMarkLineSchema) });
