import { z } from 'zod';
import { COURSEWORK } from '../constants';
import { storedFileSchema } from './files';
import { okReply } from './reply';
import { richText } from './richText';

const id = z.string().min(1).max(64);

/**
 * Assignments, projects and labs (issue 14): what a teacher sets beside the shared item fields, what a student or
 * a project group hands in, and the teacher's assessment of it. One submission per student (per group for a
 * project) and item; its id is the SPEC §7 `assessmentId`.
 */

const person = z.object({ _id: z.string(), username: z.string(), fullName: z.string() });

const rubricLevel = z.object({
  id: id,
  title: z.string().trim().min(1, 'Level: give it a name.').max(200, 'Level: at most 200 characters.'),
  points: z
    .number()
    .int('Points: a whole number.')
    .min(0, 'Points: 0 or more.')
    .max(COURSEWORK.maxMark, `Points: at most ${COURSEWORK.maxMark}.`),
});

const rubricCriterion = z.object({
  id: id,
  title: z
    .string()
    .trim()
    .min(1, 'Criterion: give it a name.')
    .max(200, 'Criterion: at most 200 characters.'),
  description: z.string().trim().max(1000, 'Criterion description: at most 1,000 characters.').default(''),
  levels: z
    .array(rubricLevel)
    .min(2, 'Each criterion needs at least two levels.')
    .max(COURSEWORK.rubricLevelsMax, `Each criterion has at most ${COURSEWORK.rubricLevelsMax} levels.`),
});

/** Criteria x levels; the mark is the sum of the points of the level chosen on each criterion. */
export const rubricSchema = z.object({
  criteria: z
    .array(rubricCriterion)
    .min(1, 'A rubric needs at least one criterion.')
    .max(COURSEWORK.rubricCriteriaMax, `A rubric has at most ${COURSEWORK.rubricCriteriaMax} criteria.`),
});
export type Rubric = z.infer<typeof rubricSchema>;

/** SPEC-silent, issue 14: after the end date a submission is taken and marked late, or refused. */
export const LATE_POLICIES = ['acceptLate', 'refuseLate'] as const;
export const latePolicySchema = z.enum(LATE_POLICIES, {
  error: 'Late work: choose "accept and mark late" or "refuse after the deadline".',
});
export type LatePolicy = z.infer<typeof latePolicySchema>;

/** What `getCurrent` adds to an assignment or a lab. `maxMark` is the rubric's total when there is a rubric. */
export const courseworkContentSchema = z.object({
  maxMark: z.number().int(),
  latePolicy: latePolicySchema,
  rubric: rubricSchema.nullable(),
  /** The teacher's files for the item (instructions, templates, data). */
  attachments: z.array(storedFileSchema),
  /** For a student: their own deadline, when an extension moved it past the item's end (issue 37). */
  extendedTo: z.string().optional(),
});
export type CourseworkContent = z.infer<typeof courseworkContentSchema>;

/**
 * A project adds its groups: formed by the teacher, and when `studentsChooseGroups` students join one themselves,
 * up to `maxGroupSize` members each.
 */
export const projectContentSchema = courseworkContentSchema.extend({
  studentsChooseGroups: z.boolean(),
  maxGroupSize: z.number().int(),
  groups: z.array(z.object({ _id: z.string(), name: z.string(), members: z.array(person) })),
});
export type ProjectContent = z.infer<typeof projectContentSchema>;
export type ProjectGroup = ProjectContent['groups'][number];

const mark = z
  .number()
  .int('Mark: a whole number.')
  .min(0, 'Mark: 0 or more.')
  .max(COURSEWORK.maxMark, `Mark: at most ${COURSEWORK.maxMark}.`);

/** The teacher's settings of an assignment, project or lab. */
export const courseworkSettingsBody = z.object({
  itemId: id,
  /** Ignored when there is a rubric: the rubric's total is the most a submission can get. */
  maxMark: mark.min(1, 'Mark out of: at least 1.').meta({ title: 'Marked out of' }),
  latePolicy: latePolicySchema,
  rubric: rubricSchema.nullable(),
  /** Projects only. */
  studentsChooseGroups: z.boolean().default(false),
  maxGroupSize: z
    .number()
    .int()
    .min(1, 'Group size: at least 1.')
    .max(COURSEWORK.groupSizeMax, `Group size: at most ${COURSEWORK.groupSizeMax}.`)
    .default(COURSEWORK.groupSizeDefault),
});
export type CourseworkSettings = z.infer<typeof courseworkSettingsBody>;

/** A project's groups as the teacher forms them: every group in full; a student is in one group at most. */
export const projectGroupsBody = z.object({
  projectId: id,
  groups: z
    .array(
      z.object({
        /** Kept for a group that already exists, so its submission stays with it. */
        _id: id.optional(),
        name: z
          .string()
          .trim()
          .min(1, 'Group: give it a name.')
          .max(100, 'Group name: at most 100 characters.'),
        memberIds: z.array(id).max(COURSEWORK.groupSizeMax),
      }),
    )
    .max(200, 'A project has at most 200 groups.'),
});
export const joinGroupBody = z.object({ projectId: id, groupId: id });

export const SUBMISSION_STATES = ['draft', 'submitted', 'graded', 'released'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/**
 * A grading: the teacher's mark and feedback on a submission (`assessment` on the wire, SPEC's word); a student
 * sees it once it is released.
 */
export const gradingSchema = z.object({
  mark: z.number().int(),
  maxMark: z.number().int(),
  /** Criterion id to the id of the level chosen, when the item has a rubric. */
  rubricScores: z.record(z.string(), z.string()).nullable(),
  feedback: z.string(),
  gradedAt: z.string(),
  gradedBy: person,
  releasedAt: z.string().nullable(),
});
export type Grading = z.infer<typeof gradingSchema>;

/** A submission (SPEC §7 assessment) with its files; `assessment` is null until graded, for students until released. */
export const submissionSchema = z.object({
  _id: z.string(),
  itemId: z.string(),
  courseId: z.string(),
  author: person,
  group: z.object({ _id: z.string(), name: z.string(), members: z.array(person) }).nullable(),
  answer: z.string(),
  state: z.enum(SUBMISSION_STATES),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  files: z.array(storedFileSchema),
  updatedAt: z.string(),
  assessment: gradingSchema.nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** One line of the teacher's list: every student (every group of a project), whether or not they handed in. */
export const gradingLineSchema = z.object({
  /** Null while nothing is saved. */
  assessmentId: z.string().nullable(),
  student: person.nullable(),
  group: z.object({ _id: z.string(), name: z.string(), members: z.array(person) }).nullable(),
  state: z.enum(['notStarted', ...SUBMISSION_STATES]),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  mark: z.number().int().nullable(),
  fileCount: z.number().int(),
  /** The student's (the group's) own extension, when one moves their deadline past the item's end (issue 37). */
  extendedTo: z.string().nullable(),
});
export type GradingLine = z.infer<typeof gradingLineSchema>;

export const submitRefParams = z.object({ refId: id });
export const myAssessmentParams = z.object({ itemId: id, userId: id });
export const groupAssessmentParams = z.object({ projectId: id, userId: id });
export const assessmentListParams = z.object({ itemId: id });
export const assessmentIdParams = z.object({ assessmentId: id });

export const saveAnswerBody = z.object({
  itemId: id,
  answer: richText(COURSEWORK.answerMaxChars).meta({ title: 'Your answer' }),
  /**
   * The `updatedAt` of the work as the writer last read it (null: not started yet). When given, a save over a newer
   * version (another member of the group, another window) is refused, so no one's saved work is lost unseen.
   */
  basedOn: z.string().max(64).nullable().optional(),
});
export const submitBody = z.object({ itemId: id });
export const submissionFileBody = z.object({ fileId: id });

export const gradeBody = z.object({
  assessmentId: id,
  /** Without a rubric: the mark, out of the item's `maxMark`. With one it is the sum of the levels chosen. */
  mark: mark.nullable().default(null),
  rubricScores: z.record(id, id).nullable().default(null),
  feedback: richText(COURSEWORK.feedbackMaxChars).default('').meta({ title: 'Feedback' }),
});
/**
 * Issue 37: a mark for a student, or a project's group, who handed nothing in (zero, or work given on paper). Name
 * one of the two: the student for an assignment or a lab (or a project's student in no group), else the group.
 */
export const gradeWithoutWorkBody = gradeBody.omit({ assessmentId: true }).extend({
  itemId: id,
  studentId: id.nullable().default(null),
  groupId: id.nullable().default(null),
});
export const releaseBody = z.object({ itemId: id });

export const submissionReply = okReply({ data: submissionSchema.nullable() });
export const submissionListReply = okReply({ data: z.array(submissionSchema) });
export const gradingLinesReply = okReply({ data: z.array(gradingLineSchema) });
/** How many assessments were released, and how many graded ones there were to release. */
export const releaseReply = okReply({ data: z.object({ released: z.number().int() }) });

/** An assignment, project or lab in an overview across courses, with its course's name. */
const overviewItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(['assignment', 'project', 'lab']),
  title: z.string(),
  endDate: z.string(),
  courseId: z.string(),
  courseName: z.string(),
});

/**
 * One item of a teacher's marking (SPEC §2 /evaluate): how many students (groups, for a project) the work is
 * expected from, and how many pieces wait to be graded, are graded and not released, and are released.
 */
export const markingLineSchema = z.object({
  item: overviewItemSchema,
  expected: z.number().int(),
  toGrade: z.number().int(),
  graded: z.number().int(),
  released: z.number().int(),
  late: z.number().int(),
});
export type MarkingLine = z.infer<typeof markingLineSchema>;

/** One item of a student's own marks (SPEC §2 /evaluate_student): where their work stands, the mark once released. */
export const myMarkLineSchema = z.object({
  item: overviewItemSchema,
  state: z.enum(['notStarted', ...SUBMISSION_STATES]),
  late: z.boolean(),
  /** Null until the mark is released. */
  mark: z.number().int().nullable(),
  maxMark: z.number().int(),
});
export type MyMarkLine = z.infer<typeof myMarkLineSchema>;

export const markingOverviewReply = okReply({ data: z.array(markingLineSchema) });
export const myMarksReply = okReply({ data: z.array(myMarkLineSchema) });

/**
 * One piece of written feedback (SPEC §2 /feedback): the work it is on, whose it is, its mark, and whether the
 * students have it yet.
 */
export const feedbackLineSchema = z.object({
  assessmentId: z.string(),
  item: overviewItemSchema,
  /** The student, or the project group, whose work it is. */
  who: z.string(),
  mark: z.number().int(),
  maxMark: z.number().int(),
  feedback: z.string(),
  gradedAt: z.string(),
  gradedBy: person,
  released: z.boolean(),
});
export type FeedbackLine = z.infer<typeof feedbackLineSchema>;
export const feedbackListReply = okReply({ data: z.array(feedbackLineSchema) });

/** What the zip of an item's handed-in work holds (issue 37): asked first, so a large download is warned of. */
export const submissionArchiveReply = okReply({
  data: z.object({
    /** The pieces of work handed in (a group's counts once), each a folder of the zip. */
    works: z.number().int(),
    files: z.number().int(),
    /** The files' sizes together, about the zip's size: the files are stored in it uncompressed. */
    bytes: z.number().int(),
  }),
});
