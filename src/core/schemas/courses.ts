import { z } from 'zod';
import type { ItemKind } from '../itemKinds';
import { ITEM_KIND_CONTENT } from '../itemKinds/content';
import { courseItemSchema, itemKindSchema, lectureLinkSchema } from './courseItems';
import { calendarDay } from './dates';
import { COURSE_FIELDS as F, MEMBER_FIELDS } from './fields';
import { okReply } from './reply';
import { richText } from './richText';

export const COURSE_STATUSES = ['draft', 'active', 'archived'] as const;
export const courseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

export const memberRoleSchema = z.enum(['owner', 'teacher', 'student']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

const id = z.string().min(1).max(64);

/** A course member as every member of the course sees them. */
export const courseMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  fullName: z.string(),
  userLogo: z.string(),
  role: memberRoleSchema,
  addedAt: z.string(),
});
export type CourseMember = z.infer<typeof courseMemberSchema>;

/** A course in lists (dashboard cards, pickers). */
export const courseSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  courseCodeId: z.string().nullable(),
  courseCode: z.string(),
  description: z.string(),
  institutionId: z.string().nullable(),
  institution: z.string(),
  sectorId: z.string().nullable(),
  sector: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Address of the course picture, '' when it has none. */
  image: z.string(),
  status: courseStatusSchema,
  isTemplate: z.boolean(),
  owner: z.object({ _id: z.string(), username: z.string(), fullName: z.string() }),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  /** The caller's place in the course; null for an admin who is not a member. */
  myRole: memberRoleSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A course with its members (getCurentCourse). */
export const courseDetailSchema = courseSummarySchema.extend({
  teachers: z.array(courseMemberSchema),
  students: z.array(courseMemberSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** A course with the items the caller may see (getCurrentCourse/{courseId}/{userId}, getAllCourse). */
export const courseWithItemsSchema = courseSummarySchema.extend({ items: z.array(courseItemSchema) });
export type CourseWithItems = z.infer<typeof courseWithItemsSchema>;

/** A course in pickers (courselistCode, coursetemplistCode): enough to name it. */
export const coursePickSchema = z.object({ _id: z.string(), name: z.string(), courseCode: z.string() });
export type CoursePick = z.infer<typeof coursePickSchema>;

/** Every field a teacher sets. Without defaults here: an update changes only the fields it sends. */
const courseFields = z.object({
  name: z.string().trim().min(1, 'Enter the course name.').max(F.name.max).meta({ title: F.name.label }),
  courseCodeId: id.meta({ title: F.courseCode.label }).nullable(),
  description: richText(F.description.max).meta({ title: F.description.label }),
  institutionId: id.meta({ title: F.institution.label }).nullable(),
  sectorId: id.meta({ title: F.sector.label }).nullable(),
  startDate: calendarDay.meta({ title: F.startDate.label }),
  endDate: calendarDay.meta({ title: F.endDate.label }),
  status: courseStatusSchema.meta({ title: F.status.label }),
  isTemplate: z.boolean().meta({ title: F.template.label }),
});
const endNotBeforeStart = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
const endNotBeforeStartIssue = {
  message: 'The end date cannot be before the start date.',
  path: ['endDate'],
};

export const createCourseBody = courseFields
  .extend({
    courseCodeId: courseFields.shape.courseCodeId.default(null),
    description: courseFields.shape.description.default(''),
    institutionId: courseFields.shape.institutionId.default(null),
    sectorId: courseFields.shape.sectorId.default(null),
    status: courseFields.shape.status.default('draft'),
    isTemplate: courseFields.shape.isTemplate.default(false),
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type CreateCourse = z.infer<typeof createCourseBody>;

export const updateCourseBody = courseFields
  .partial()
  .extend({ courseId: id })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type UpdateCourse = z.infer<typeof updateCourseBody>;

export const courseIdBody = z.object({ courseId: id });

/** A new course from a template: its items are copied, shifted by the distance between the two start dates. */
export const createFromTemplateBody = z
  .object({
    templateId: id.meta({ title: F.template.label }),
    name: z.string().trim().min(1).max(F.newName.max).meta({ title: F.newName.label }),
    startDate: courseFields.shape.startDate,
    endDate: courseFields.shape.endDate,
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);

/** The course picture as a data URL of a JPEG, PNG or WebP (the browser scales it first); '' removes it. */
export const COURSE_IMAGE_MAX_BYTES = 512 * 1024;
export const setCourseImageBody = z.object({
  courseId: id,
  image: z
    .union([
      z.literal(''),
      z
        .string()
        .max(Math.ceil((COURSE_IMAGE_MAX_BYTES * 4) / 3) + 64, 'The picture is too large (512 KB at most).')
        .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'Use a JPEG, PNG or WebP picture.'),
    ])
    .meta({ title: F.image.label }),
});

/** Membership in bulk: a pasted list of usernames or emails, one entry a line (or comma-separated). */
export const addMembersBody = z.object({
  courseId: id,
  role: z.enum(['student', 'teacher']),
  identifiers: z
    .array(z.string().max(MEMBER_FIELDS.identifier.max).meta({ title: MEMBER_FIELDS.identifier.label }))
    .min(MEMBER_FIELDS.identifiers.min)
    .max(MEMBER_FIELDS.identifiers.max)
    .meta({ title: MEMBER_FIELDS.identifiers.label }),
});

/** One line of the bulk report: what happened to that username or email, and why when it failed. */
export const memberReportLineSchema = z.object({
  line: z.number().int(),
  identifier: z.string(),
  status: z.enum(['added', 'already', 'failed']),
  reason: z.string().optional(),
  userId: z.string().optional(),
});
export type MemberReportLine = z.infer<typeof memberReportLineSchema>;

export const removeMemberBody = z.object({ courseId: id, userId: id });

export const courseIdParams = z.object({ courseId: id });
export const userIdParams = z.object({ userId: id });
export const courseTypeParams = z.object({ courseId: id, type: itemKindSchema });
export const courseUserParams = z.object({ courseId: id, userId: id });

export const courseStatusParams = z.object({ type: courseStatusSchema });

/**
 * `?view=student` on a read of the user's courses or items: the reply a student of each course gets, for a
 * teacher's student view (SPEC §6). Without it, the reply for the caller's own role.
 */
export const viewQuery = z.object({
  view: z.enum(['student'], { error: 'The only view is "student".' }).optional(),
});
export type View = z.infer<typeof viewQuery>['view'];

export const courseSummaryReply = okReply({ data: courseSummarySchema });
export const courseSummaryListReply = okReply({ data: z.array(courseSummarySchema) });
export const courseDetailReply = okReply({ data: courseDetailSchema });
export const courseDetailListReply = okReply({ data: z.array(courseDetailSchema) });
export const coursePickListReply = okReply({ data: z.array(coursePickSchema) });
export const courseWithItemsReply = okReply({ data: courseWithItemsSchema });
export const courseWithItemsListReply = okReply({ data: z.array(courseWithItemsSchema) });
export const courseItemReply = okReply({ data: courseItemSchema });
export const courseItemListReply = okReply({ data: z.array(courseItemSchema) });
/**
 * The generic item read of one kind: the item with its kind's content, and `active` (SPEC §7: read by the offline
 * test route) = students see it now.
 */
export const currentItemReply = (kind: ItemKind) =>
  okReply({
    data: courseItemSchema.extend(ITEM_KIND_CONTENT[kind].shape),
    active: z.boolean(),
  });
export const lectureLinkListReply = okReply({ data: z.array(lectureLinkSchema) });
export const memberReportReply = okReply({ data: z.array(memberReportLineSchema) });
