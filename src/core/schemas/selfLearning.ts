import { z } from 'zod';
import { ASSESSMENT, SCORM, SELF_LEARNING, SL_MODULE_KINDS } from '../constants';
import { questionForStudentSchema, questionSchema } from './assessments';
import { okReply } from './reply';

/**
 * Self-learning units (issue 39): a unit (a course item of kind selfLearning) is made of ordered modules, each a
 * video, a document, a short test or a SCORM package, that a student works through alone. A student's place in a
 * unit is their status (SPEC §7's sl_statusId / statusId); their progress in one module is a progress line (SPEC's
 * progressId).
 */

const id = z.string().trim().min(1).max(64);

export const SL_PROGRESS_STATES = ['open', 'complete'] as const;
export type SlProgressState = (typeof SL_PROGRESS_STATES)[number];

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

const percent = (label: string) =>
  z
    .number({ error: `${label}: a number from 1 to 100.` })
    .int(`${label}: a whole number.`)
    .min(1, `${label}: at least 1%.`)
    .max(100, `${label}: at most 100%.`)
    .meta({ title: label });

const seconds = (label: string) =>
  z
    .number({ error: `${label}: a number of seconds.` })
    .finite(`${label}: a number of seconds.`)
    .min(0, `${label}: 0 or more seconds.`)
    .max(SELF_LEARNING.mediaSecondsMax, `${label}: at most ${SELF_LEARNING.mediaSecondsMax} seconds.`);

/** A stretch of a video watched, [from, to] in seconds of the video. */
export const watchedRangeSchema = z.tuple([z.number(), z.number()]);
export type WatchedRange = z.infer<typeof watchedRangeSchema>;

/** A module as everyone who may see the unit sees it (getCurrent, getProgress): never its questions or keys. */
export const moduleSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  kind: z.enum(SL_MODULE_KINDS),
  position: z.number().int(),
  /** Video or document: its course file. */
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** The file's stored type (video/mp4, application/pdf, an office type): which viewer opens it. */
  fileType: z.string().nullable(),
  /** Video: the share of its length to watch to complete it. */
  watchPercent: z.number().int(),
  /** Test: the mark in percent that passes it. */
  passPercent: z.number().int(),
  questionCount: z.number().int(),
  /** SCORM: the package's title from its manifest. */
  packageTitle: z.string().nullable(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/** What getCurrent adds to a self-learning unit. */
export const selfLearningContentSchema = z.object({
  /** True: a module opens when the one before it is complete; false: every module is open. */
  sequential: z.boolean(),
  modules: z.array(moduleSummarySchema),
});
export type SelfLearningContent = z.infer<typeof selfLearningContentSchema>;

/**
 * One module (getModule): its teachers see the questions with their keys (`view: 'teacher'`), its students the
 * questions without keys (`view: 'student'`).
 */
export const moduleDetailSchema = z.discriminatedUnion('view', [
  moduleSummarySchema.extend({ view: z.literal('teacher'), questions: z.array(questionSchema) }),
  moduleSummarySchema.extend({ view: z.literal('student'), questions: z.array(questionForStudentSchema) }),
]);
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

/** A student's place in a unit (SPEC's sl_statusId). */
export const slStatusSchema = z.object({
  _id: z.string(),
  selflearningId: z.string(),
  userId: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  lastActivityAt: z.string(),
});
export type SlStatus = z.infer<typeof slStatusSchema>;

/** A student's progress in one module (SPEC's progressId). */
export const progressLineSchema = z.object({
  _id: z.string(),
  statusId: z.string(),
  moduleId: z.string(),
  userId: z.string(),
  state: z.enum(SL_PROGRESS_STATES),
  /** Video: the stretches watched, merged, in seconds of the video. */
  watched: z.array(watchedRangeSchema),
  watchedSeconds: z.number(),
  /** Video: its length as the player reported it; null before it reported one. */
  mediaSeconds: z.number().nullable(),
  /** Video: the share watched, 0 to 100. */
  watchedPercent: z.number(),
  /** Video: where to resume, in seconds. */
  resumeAt: z.number(),
  /** Document: the last page was reached. */
  reachedEnd: z.boolean(),
  /** Test: the best mark in percent so far; null before a first try. */
  testPercent: z.number().nullable(),
  testedAt: z.string().nullable(),
  /** Test or SCORM: the score in percent. */
  scorePercent: z.number().nullable(),
  timeSpentSeconds: z.number(),
  lastReportAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ProgressLine = z.infer<typeof progressLineSchema>;

/** getProgress: what /SelfLearningView draws. */
export const unitProgressSchema = z.object({
  courseId: z.string(),
  selflearningId: z.string(),
  title: z.string(),
  sequential: z.boolean(),
  modules: z.array(moduleSummarySchema),
  status: slStatusSchema,
  progress: z.array(progressLineSchema),
  /** The modules the student may open now (all, or those whose module before is complete). */
  openModuleIds: z.array(z.string()),
  /** The step to offer: the first open module not complete; null once the unit is complete. */
  nextModuleId: z.string().nullable(),
});
export type UnitProgress = z.infer<typeof unitProgressSchema>;

/** getCurrentStudent: the student's status in the unit (null before they begin) and their progress lines. */
export const studentUnitSchema = z.object({
  status: slStatusSchema.nullable(),
  progress: z.array(progressLineSchema),
});

/** getCurrentStatus: one progress line with its module, what the SL viewers draw. */
export const progressWithModuleSchema = z.object({
  progress: progressLineSchema,
  module: moduleSummarySchema,
  courseId: z.string(),
  selflearningId: z.string(),
});
export type ProgressWithModule = z.infer<typeof progressWithModuleSchema>;

/** unit getCurrentUnit: a unit's multiple-choice questions, by test module, keys included (/MCQLecture). */
export const unitQuestionsSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  title: z.string(),
  modules: z.array(z.object({ _id: z.string(), title: z.string(), questions: z.array(questionSchema) })),
});

/** answerTest: this try's mark, whether it passes, each question's marks, and the progress line after it. */
export const testResultSchema = z.object({
  percent: z.number(),
  passed: z.boolean(),
  marks: z.array(z.object({ questionId: z.string(), mark: z.number(), outOf: z.number() })),
  progress: progressLineSchema,
});

/** classProgress: one row per student of the course. */
export const classProgressRowSchema = z.object({
  student: z.object({ _id: z.string(), username: z.string(), fullName: z.string() }),
  statusId: z.string().nullable(),
  modulesDone: z.number().int(),
  moduleCount: z.number().int(),
  timeSpentSeconds: z.number(),
  /** Each test module's best mark in percent, null before a try. */
  testMarks: z.array(z.object({ moduleId: z.string(), title: z.string(), percent: z.number().nullable() })),
  lastActivityAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  stalled: z.boolean(),
});
export type ClassProgressRow = z.infer<typeof classProgressRowSchema>;

/** What the SCORM runtime saved (cmi), stored to resume: an object of at most SCORM.cmiMaxChars as JSON. */
export const scormCmiSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (cmi) => JSON.stringify(cmi).length <= SCORM.cmiMaxChars,
    `The package's data is larger than ${SCORM.cmiMaxChars / 1024} KB, the most a module keeps.`,
  );

/** scormLaunch: where the frame loads the package (the content origin, with a short-lived grant), and its data. */
export const scormLaunchSchema = z.object({
  launchUrl: z.string(),
  version: z.enum(SCORM_VERSIONS),
  cmi: scormCmiSchema.nullable(),
  /** A teacher's look at a student's line: the package plays, nothing is recorded. */
  preview: z.boolean(),
});
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

// Params and bodies.
export const moduleIdParams = z.object({ moduleId: id });
export const unitStudentParams = z.object({ id, userId: id });
export const progressParams = z.object({ courseId: id, selflearningId: id, statusId: id });
export const statusParams = z.object({ progressId: id, userId: id });
export const unitIdParams = z.object({ unitId: id });
export const selflearningParams = z.object({ selflearningId: id });
export const progressIdParams = z.object({ progressId: id });

export const beginBody = z.object({ selflearningId: id });
export const openModuleBody = z.object({ statusId: id, moduleId: id });
export const watchBody = z
  .object({
    progressId: id,
    from: seconds('From'),
    to: seconds('To'),
    /** Where the player stands now: the resume point. */
    position: seconds('Position'),
    mediaSeconds: seconds('Video length').positive('Video length: more than 0 seconds.'),
  })
  .refine((b) => b.to >= b.from, { message: 'A watched stretch ends after it starts.', path: ['to'] });
export const readDocumentBody = z
  .object({
    progressId: id,
    page: z.number().int().min(1, 'Page: 1 or more.').max(SELF_LEARNING.documentPagesMax),
    pages: z.number().int().min(1, 'Pages: 1 or more.').max(SELF_LEARNING.documentPagesMax),
  })
  .refine((b) => b.page <= b.pages, { message: 'Page: at most the number of pages.', path: ['page'] });
export const answerTestBody = z.object({
  progressId: id,
  answers: z
    .record(
      id,
      z.string().max(ASSESSMENT.answerMaxChars, `Answer: at most ${ASSESSMENT.answerMaxChars} characters.`),
    )
    .refine((a) => Object.keys(a).length <= ASSESSMENT.questionsMax, 'Too many answers.'),
});

export const saveUnitBody = z.object({ selflearningId: id, sequential: z.boolean() });
export const saveModuleBody = z.object({
  selflearningId: id,
  /** Absent: a new module. */
  moduleId: id.optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Title: write a title.')
    .max(SELF_LEARNING.titleMaxChars, `Title: at most ${SELF_LEARNING.titleMaxChars} characters.`)
    .meta({ title: 'Title' }),
  /** A SCORM module is made by uploading its package; saving one here changes its title only. */
  kind: z.enum(SL_MODULE_KINDS, { error: 'Kind: a video, a document, a test or a SCORM package.' }),
  /** Video or document: a file of the course. */
  fileId: id.nullish(),
  watchPercent: percent('Watched share').optional(),
  passPercent: percent('Pass mark').optional(),
});
export const moduleBody = z.object({ moduleId: id });
export const moveModuleBody = z.object({
  moduleId: id,
  position: z.number().int().min(0, 'Position: 0 or more.').max(SELF_LEARNING.modulesMax),
});
export const saveModuleQuestionsBody = z.object({
  moduleId: id,
  questions: z
    .array(questionSchema)
    .max(ASSESSMENT.questionsMax, `A test has at most ${ASSESSMENT.questionsMax} questions.`)
    .refine((qs) => new Set(qs.map((q) => q._id)).size === qs.length, 'Each question only once.'),
});
/** `session`: the player's own id for one launch, so a session's time, reported again at each commit, counts once. */
export const scormCommitBody = z.object({
  progressId: id,
  session: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'A launch’s id: 8 to 64 letters, digits, - or _.'),
  cmi: scormCmiSchema,
});

// Replies.
export const moduleSummaryReply = okReply({ data: moduleSummarySchema });
export const moduleListReply = okReply({ data: z.array(moduleSummarySchema) });
export const moduleDetailReply = okReply({ data: moduleDetailSchema });
export const slStatusReply = okReply({ data: slStatusSchema });
export const studentUnitReply = okReply({ data: studentUnitSchema });
export const unitProgressReply = okReply({ data: unitProgressSchema });
export const progressWithModuleReply = okReply({ data: progressWithModuleSchema });
export const progressLineReply = okReply({ data: progressLineSchema });
export const unitQuestionsReply = okReply({ data: unitQuestionsSchema });
export const testResultReply = okReply({ data: testResultSchema });
export const unitSettingsReply = okReply({ data: z.object({ sequential: z.boolean() }) });
export const classProgressReply = okReply({ data: z.array(classProgressRowSchema) });
export const scormLaunchReply = okReply({ data: scormLaunchSchema });
