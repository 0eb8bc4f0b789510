import { z } from 'zod';
import { pageQuery } from './users';
import { WORK_STATES } from './workStatus';

/**
 * Issue 35 "Gradebook": every student of a course against every marked item, with the course total by the
 * teacher's weights; and /student_tracking, each student's progress and attendance, who is behind standing out.
 */

/** The kinds whose items carry a mark: tests and exams (attempts), coursework (submissions), discussions. */
export const GRADED_KINDS = ['test', 'exam', 'assignment', 'project', 'lab', 'discussion'] as const;
export type GradedKind = (typeof GRADED_KINDS)[number];
export const gradedKindSchema = z.enum(GRADED_KINDS);

const id = z.string().min(1).max(64);
/** A weight as the teacher types it: a share, not a percentage (0 leaves the kind or item out of the total). */
export const WEIGHT_MAX = 1000;
const weight = z.number().min(0).max(WEIGHT_MAX);

/** The teacher's weights: per kind, and per item within its kind; what is not named weighs 1. */
export const gradebookWeightsSchema = z.object({
  kinds: z.partialRecord(gradedKindSchema, weight),
  items: z.record(id, weight),
});
export type GradebookWeights = z.infer<typeof gradebookWeightsSchema>;

/** A column: one marked item, with the most it gives, where its own marking page is, and its unreleased marks. */
export const gradebookColumnSchema = z.object({
  _id: z.string(),
  kind: gradedKindSchema,
  title: z.string(),
  max: z.number(),
  /** The item's own marking page (SPEC §2), where its marks are given one by one; '' for a student. */
  link: z.string(),
  /** How many marks of it wait for release; 0 for a kind without release (discussions) and for a student. */
  unreleased: z.number().int().nonnegative(),
});
export type GradebookColumn = z.infer<typeof gradebookColumnSchema>;

/**
 * One student's standing on one item: the work state by the status rule (core/rules/workStatus.ts; a discussion is
 * 'marked' or 'notStarted'), whether it came in late, the mark when the viewer may see it, whether it is released
 * and the feedback. `ref` is what the item's own marking call names: the submission (assessmentId) or attempt.
 */
export const gradeCellSchema = z.object({
  state: z.enum(WORK_STATES),
  late: z.boolean(),
  mark: z.number().nullable(),
  /** For those who teach: whether students see the mark; null for a student, who sees only released marks. */
  released: z.boolean().nullable(),
  feedback: z.string(),
  ref: z.string().nullable(),
});
export type GradeCell = z.infer<typeof gradeCellSchema>;

export const gradebookStudentSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
});

export const gradebookRowSchema = z.object({
  user: gradebookStudentSchema,
  /** In the columns' order. */
  cells: z.array(gradeCellSchema),
  /** The weighted course total in percent (core/rules/gradebookTotal.ts), null while nothing counts. */
  total: z.number().nullable(),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

/** A group of the course to filter by: a project's group. */
export const gradebookGroupSchema = z.object({ _id: z.string(), name: z.string(), project: z.string() });

export const gradebookSchema = z.object({
  columns: z.array(gradebookColumnSchema),
  rows: z.array(gradebookRowSchema),
  weights: gradebookWeightsSchema,
  groups: z.array(gradebookGroupSchema),
});
export type Gradebook = z.infer<typeof gradebookSchema>;

export const GRADEBOOK_SORTS = ['name', 'total'] as const;
/** Sorting and filtering, as the page and the export share them: by name, by total or by an item's column. */
export const gradebookOrder = z.object({
  sort: z.union([z.enum(GRADEBOOK_SORTS), id]).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  groupId: id.optional(),
});
export type GradebookOrder = z.output<typeof gradebookOrder>;
export const gradebookQuery = pageQuery.extend(gradebookOrder.shape);
/** The export lists every student matching the filter in name order, with the page's figures. */
export const gradebookExportQuery = gradebookOrder
  .pick({ groupId: true })
  .extend({ format: z.enum(['csv', 'xlsx']) });

export const gradebookReply = z.object({
  code: z.literal(0),
  msg: z.string(),
  data: gradebookSchema,
  /** How many students match the filter, over every page. */
  total: z.number().int(),
});
export const gradebookStudentParams = z.object({ courseId: id, userId: id });
export const saveWeightsBody = gradebookWeightsSchema.extend({ courseId: id });

/** /student_tracking: one student's progress on the course's items with work, and their lecture attendance. */
export const trackingRowSchema = z.object({
  user: gradebookStudentSchema,
  handedIn: z.number().int(),
  marked: z.number().int(),
  missing: z.number().int(),
  /** Items with work whose deadline has passed for this student: what handed in and missing are out of. */
  due: z.number().int(),
  lecturesHeld: z.number().int(),
  lecturesAttended: z.number().int(),
  /** Percent of the lectures held that they attended; null before any was held. */
  attendance: z.number().nullable(),
  behind: z.boolean(),
  /** Why they are behind, in words, for the page and screen readers; empty when they are not. */
  reasons: z.array(z.string()),
  /** CVQ learning outcomes met across the student's portfolios, out of all they hold; null without a portfolio. */
  outcomes: z.object({ met: z.number().int(), total: z.number().int() }).nullable(),
});
export type TrackingRow = z.infer<typeof trackingRowSchema>;
export const trackingReply = z.object({
  code: z.literal(0),
  msg: z.string(),
  data: z.object({ items: z.number().int(), rows: z.array(trackingRowSchema) }),
});
