import { z } from 'zod';
import { STATISTICS } from '../constants';
import { okReply } from './reply';

const id = z.string().min(1).max(64);

export const statisticCourseParams = z.object({ courseId: id });

/**
 * SPEC §7 getCourseStatistic/{courseIds}: course ids separated by commas, each named once, at most
 * STATISTICS.maxCourses of them.
 */
export const statisticCoursesParams = z.object({
  courseIds: z
    .string()
    .max(STATISTICS.courseIdsMaxChars, `Compare at most ${STATISTICS.maxCourses} courses at a time.`)
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .pipe(
      z
        .array(
          z
            .string()
            .min(1, 'A course id is empty: separate the ids with single commas.')
            .max(64, 'A course id is at most 64 characters long.'),
        )
        .min(1, 'Name at least one course.')
        .max(STATISTICS.maxCourses, `Compare at most ${STATISTICS.maxCourses} courses at a time.`),
    ),
});

/** Whose figures they are: the whole course's (those who teach it), or the calling student's own. */
export const statisticScopeSchema = z.enum(['course', 'student']);
export type StatisticScope = z.infer<typeof statisticScopeSchema>;

/** Lecture attendance: classes held, and of the places in them (students × classes) how many were taken. */
export const attendanceFigures = z.object({
  classesHeld: z.number().int(),
  present: z.number().int(),
  possible: z.number().int(),
});

/** Assignments, projects and labs handed in, on time or late, and how many are still expected. */
export const submissionFigures = z.object({
  onTime: z.number().int(),
  late: z.number().int(),
  notHandedIn: z.number().int(),
});

/** Marks as a percentage of each item's full mark: coursework and tests and exams. */
export const markFigures = z.object({
  count: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
});

/** One band of the marks' distribution: marks from `from` % up to (not including) `from` + band width, 100 in the last. */
export const markBand = z.object({ from: z.number().int(), count: z.number().int() });

/** One week of activity (its Monday, a calendar day): work handed in, tests sat, comments written, classes joined. */
export const activityWeek = z.object({
  week: z.string(),
  submissions: z.number().int(),
  attempts: z.number().int(),
  comments: z.number().int(),
  attendances: z.number().int(),
});

export const courseSummarySchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  scope: statisticScopeSchema,
  students: z.number().int(),
  attendance: attendanceFigures,
  submissions: submissionFigures,
  marks: markFigures,
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseAggregateSchema = courseSummarySchema.extend({
  distribution: z.array(markBand),
  activity: z.array(activityWeek),
});
export type CourseAggregate = z.infer<typeof courseAggregateSchema>;

/** One student's figures in a course (SPEC §2 /statistics/{courseId}). */
export const studentLineSchema = z.object({
  userId: z.string(),
  name: z.string(),
  attended: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  markCount: z.number().int(),
  meanMark: z.number().nullable(),
});
export type StudentLine = z.infer<typeof studentLineSchema>;

export const courseStatisticSchema = courseSummarySchema.extend({ studentLines: z.array(studentLineSchema) });
export type CourseStatistic = z.infer<typeof courseStatisticSchema>;

export const courseAggregateReply = okReply({ data: courseAggregateSchema });
export const courseStatisticReply = okReply({ data: z.array(courseStatisticSchema) });
