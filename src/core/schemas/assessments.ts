import { z } from 'zod';
import { ASSESSMENT, QUESTION_TYPES } from '../constants';
import { ASSESSMENT_KINDS } from '../itemKinds';
import { storedFileSchema } from './files';
import { okReply } from './reply';
import { richText } from './richText';

/**
 * Tests and exams (issue 15): one engine, two kinds. What a teacher sets beside the shared item fields (settings,
 * questions, accommodations), a student's attempt with its answers (its id is SPEC §7's `assessmentTestId` /
 * `assessmentExamId`), the teacher's marks, and the proctor's roster. The time limit is the item's `duration`.
 */

const id = z.string().min(1).max(64);
const person = z.object({ _id: z.string(), username: z.string(), fullName: z.string() });

export const questionTypeSchema = z.enum(QUESTION_TYPES, {
  error: 'Question type: choose one word, brief answer, multiple choice, numerical or matching.',
});

/** The largest change count of one answer: the column is a 4-byte integer (a page counting tenths of a second
 * since its attempt began stays under it for years). */
export const ANSWER_SEQ_MAX = 2_147_483_647;

/** SPEC §3: several answers are kept as one string joined by '|', so no single answer may hold one. */
export const ANSWER_SEPARATOR = '|';

/** Live: sat in one go against the clock, once the teacher opens it. Offline: answered any time in its window. */
export const SITTING_MODES = ['live', 'offline'] as const;
export type SittingMode = (typeof SITTING_MODES)[number];

const choiceText = z
  .string()
  .trim()
  .min(1, 'Choice: write its text.')
  .max(ASSESSMENT.choiceMaxChars, `Choice: at most ${ASSESSMENT.choiceMaxChars} characters.`)
  .refine(
    (text) => !text.includes(ANSWER_SEPARATOR),
    `Choice: the character ${ANSWER_SEPARATOR} cannot be used.`,
  );

/** Moodle's grade of an answer: a fraction of the question's marks, from -1 (-100%) to 1 (100%). */
const weight = z
  .number({ error: 'Weight: a number from -1 to 1.' })
  .min(-1, 'Weight: -100% or more.')
  .max(1, 'Weight: 100% or less.');

/** One accepted number of a numerical question: right within `tolerance` either side, earning `weight`. */
export const numericAnswerSchema = z.object({
  value: z.number({ error: 'Number: write a number.' }).finite('Number: write a number.'),
  tolerance: z.number({ error: 'Tolerance: write a number.' }).min(0, 'Tolerance: 0 or more.').finite(),
  weight: weight.min(0, 'Weight of a number: 0% or more.').default(1),
});
export type NumericAnswer = z.infer<typeof numericAnswerSchema>;

/** One pair of a matching question; a pair with no prompt is an extra, wrong match to choose from (as Moodle). */
export const matchPairSchema = z.object({
  prompt: z
    .string()
    .trim()
    .max(ASSESSMENT.choiceMaxChars, `Prompt: at most ${ASSESSMENT.choiceMaxChars} characters.`)
    .default(''),
  match: choiceText,
});
export type MatchPair = z.infer<typeof matchPairSchema>;

/**
 * A question as the teacher writes it, with its key. `answer`: for multiple choice the right choices joined by '|'
 * (several right choices make it a "choose all that apply" question); for one word the accepted answers joined by
 * '|'; for a brief answer a model answer for the marker (may be empty); unused by numerical and matching questions,
 * whose keys are `numbers` and `pairs`. `weights` ("weights per choice", as Moodle grades answers): for multiple
 * choice one per choice, for one word one per accepted answer; empty for the plain rules. The key never reaches a
 * student before release (questionForStudentSchema is what a sitting sends).
 */
export const questionSchema = z
  .object({
    /** Made by the editor for a new question; kept, so answers stay with their question across edits. */
    _id: id,
    type: questionTypeSchema,
    text: richText(ASSESSMENT.questionMaxChars).refine(
      (html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html),
      'Question: write the question.',
    ),
    choices: z
      .array(choiceText)
      .max(ASSESSMENT.choicesMax, `A question has at most ${ASSESSMENT.choicesMax} choices.`)
      .default([]),
    answer: z
      .string()
      .trim()
      .max(ASSESSMENT.answerMaxChars, `Answer: at most ${ASSESSMENT.answerMaxChars} characters.`)
      .default(''),
    weights: z
      .array(weight)
      .max(ASSESSMENT.choicesMax, `A question has at most ${ASSESSMENT.choicesMax} weights.`)
      .default([]),
    /** Weighted multiple choice: whether a student may pick several choices (Moodle's "multiple answers"). */
    multiple: z.boolean().default(false),
    numbers: z
      .array(numericAnswerSchema)
      .max(ASSESSMENT.choicesMax, `A question has at most ${ASSESSMENT.choicesMax} numbers.`)
      .default([]),
    pairs: z
      .array(matchPairSchema)
      .max(ASSESSMENT.choicesMax, `A question has at most ${ASSESSMENT.choicesMax} pairs.`)
      .default([]),
    marks: z
      .number()
      .int('Marks: a whole number.')
      .min(0, 'Marks: 0 or more.')
      .max(ASSESSMENT.questionMarksMax, `Marks: at most ${ASSESSMENT.questionMarksMax}.`),
    /** Shown to students with their marks once released. */
    feedback: z
      .string()
      .trim()
      .max(ASSESSMENT.feedbackMaxChars, `Feedback: at most ${ASSESSMENT.feedbackMaxChars} characters.`)
      .default(''),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const parts = q.answer
      .split(ANSWER_SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean);
    if (q.type !== 'mcq' && q.choices.length > 0)
      issue('choices', 'Only multiple-choice questions have choices.');
    if (q.type !== 'numerical' && q.numbers.length > 0)
      issue('numbers', 'Only numerical questions have numbers.');
    if (q.type !== 'matching' && q.pairs.length > 0) issue('pairs', 'Only matching questions have pairs.');
    if (q.type !== 'mcq' && q.type !== 'one_word' && q.weights.length > 0)
      issue('weights', 'Only multiple-choice and one-word questions have weights.');
    if (q.type === 'mcq') {
      if (q.choices.length < 2) issue('choices', 'Multiple choice: give at least two choices.');
      if (new Set(q.choices).size !== q.choices.length)
        issue('choices', 'Multiple choice: each choice only once.');
      if (parts.length === 0) issue('answer', 'Multiple choice: mark at least one right choice.');
      else if (parts.some((part) => !q.choices.includes(part)))
        issue('answer', 'Multiple choice: every right answer must be one of the choices.');
      if (q.weights.length > 0) {
        if (q.weights.length !== q.choices.length)
          issue('weights', 'Multiple choice: give each choice a weight.');
        else if (!q.choices.every((choice, i) => parts.includes(choice) === q.weights[i]! > 0))
          issue('answer', 'Multiple choice: the right choices are those with a weight above 0%.');
      }
    }
    if (q.type === 'one_word') {
      if (parts.length === 0) issue('answer', 'One word: give the accepted answer.');
      if (q.weights.length > 0 && q.weights.length !== parts.length)
        issue('weights', 'One word: give each accepted answer a weight.');
      if (q.weights.some((w) => w <= 0))
        issue('weights', 'One word: each accepted answer earns more than 0%.');
    }
    if (q.type === 'numerical') {
      if (q.numbers.length === 0) issue('numbers', 'Numerical: give the right number.');
      else if (!q.numbers.some((n) => n.weight === 1))
        issue('numbers', 'Numerical: one number must earn 100%.');
    }
    if (q.type === 'matching') {
      const prompts = q.pairs.filter((pair) => pair.prompt !== '');
      if (prompts.length < 2) issue('pairs', 'Matching: give at least two pairs.');
      if (new Set(prompts.map((pair) => pair.prompt)).size !== prompts.length)
        issue('pairs', 'Matching: each prompt only once.');
    }
  });
export type Question = z.infer<typeof questionSchema>;

/** A question as a student sitting it sees it: no key, no feedback; choices in the attempt's own order. */
export const questionForStudentSchema = z.object({
  _id: z.string(),
  type: questionTypeSchema,
  text: z.string(),
  /** Multiple choice: its choices. Matching: every match to choose from, once each. */
  choices: z.array(z.string()),
  /** Matching: what each match is chosen for, in the teacher's order; the answer lists the matches in this order. */
  prompts: z.array(z.string()),
  /** Multiple choice where the student may pick several ("choose all that apply"). */
  multiple: z.boolean(),
  marks: z.number().int(),
});
export type QuestionForStudent = z.infer<typeof questionForStudentSchema>;

/** What a teacher sets beside the shared item fields and the questions. */
export const assessmentSettingsSchema = z.object({
  mode: z.enum(SITTING_MODES, { error: 'Mode: choose live or offline.' }),
  attemptsAllowed: z
    .number()
    .int('Attempts: a whole number.')
    .min(1, 'Attempts: at least 1.')
    .max(ASSESSMENT.attemptsMax, `Attempts: at most ${ASSESSMENT.attemptsMax}.`),
  shuffleQuestions: z.boolean(),
  shuffleChoices: z.boolean(),
  /** Offline: students may hand in a file (a scan or a document) as well as, or instead of, typed answers. */
  allowAnswerFile: z.boolean(),
});
export type AssessmentSettings = z.infer<typeof assessmentSettingsSchema>;

/** A named student's extra time (minutes on the time limit) and extra attempts. */
export const accommodationSchema = z.object({
  userId: id,
  extraMinutes: z
    .number()
    .int('Extra time: whole minutes.')
    .min(0, 'Extra time: 0 or more minutes.')
    .max(ASSESSMENT.extraMinutesMax, `Extra time: at most ${ASSESSMENT.extraMinutesMax} minutes.`),
  extraAttempts: z
    .number()
    .int('Extra attempts: a whole number.')
    .min(0, 'Extra attempts: 0 or more.')
    .max(ASSESSMENT.attemptsMax, `Extra attempts: at most ${ASSESSMENT.attemptsMax}.`),
});
export type Accommodation = z.infer<typeof accommodationSchema>;

/** What `getCurrent` adds to a test or an exam, for everyone who may see it: never the questions. */
export const assessmentContentSchema = assessmentSettingsSchema.extend({
  questionCount: z.number().int(),
  totalMarks: z.number().int(),
});
export type AssessmentContent = z.infer<typeof assessmentContentSchema>;

/** The teacher's whole authoring view (getQuestions). */
export const authoringSchema = z.object({
  settings: assessmentSettingsSchema,
  questions: z.array(questionSchema),
  accommodations: z.array(accommodationSchema.extend({ student: person })),
  /** Attempts already started: changing a key regrades them. */
  attemptCount: z.number().int(),
});
export type Authoring = z.infer<typeof authoringSchema>;

export const ATTEMPT_STATES = ['open', 'submitted', 'graded', 'released'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];
/** How an attempt was closed: handed in, the server's clock, or the proctor (SPEC §4 flag set / unset). */
export const ATTEMPT_ENDINGS = ['student', 'deadline', 'terminated', 'disqualified'] as const;
export type AttemptEnding = (typeof ATTEMPT_ENDINGS)[number];

/** A student's saved answer; `seq` orders the writes of one question (a later one wins, an older one is refused). */
export const savedAnswerSchema = z.object({
  questionId: z.string(),
  answer: z.string(),
  seq: z.number().int(),
  savedAt: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** An answer with its marks, once the student may see them (after release) or for the teacher. */
export const markedAnswerSchema = savedAnswerSchema.extend({
  /** Null: not marked yet (a brief answer waiting for the teacher). */
  mark: z.number().nullable(),
  feedback: z.string(),
  /** Whether the mark was given by the engine (one word, multiple choice) or the teacher. */
  markedBy: z.enum(['auto', 'teacher']).nullable(),
});
export type MarkedAnswer = z.infer<typeof markedAnswerSchema>;

export const attemptSummarySchema = z.object({
  _id: z.string(),
  itemId: z.string(),
  number: z.number().int(),
  state: z.enum(ATTEMPT_STATES),
  endedBy: z.enum(ATTEMPT_ENDINGS).nullable(),
  startedAt: z.string(),
  /** When the server closes it: start + time limit + the student's extra time (offline: the item's end). */
  deadlineAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Null until released for a student; for a teacher, once every answer is marked. */
  mark: z.number().nullable(),
  maxMark: z.number().int(),
  feedback: z.string(),
  releasedAt: z.string().nullable(),
  /** The answer file an offline sitting handed in, if any. */
  answerFile: storedFileSchema.nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/**
 * A student's sitting (getSubmitCurrent, startAttempt): the attempt, its questions in its own order without keys,
 * the answers saved so far, the attempts left, and the server's clock, so the page shows the time really left.
 * After release the questions come with the key (`released`) and the answers with their marks.
 */
export const sittingSchema = z.object({
  attempt: attemptSummarySchema,
  questions: z.array(questionForStudentSchema),
  answers: z.array(markedAnswerSchema),
  /** After release: each question's key and feedback, by question id. */
  released: z.record(z.string(), z.object({ answer: z.string(), feedback: z.string() })).nullable(),
  attemptsLeft: z.number().int(),
  serverNow: z.string(),
});
export type Sitting = z.infer<typeof sittingSchema>;

/** SPEC §7 getCurrentSubmission: a student's attempts at one test, newest first, and how many are left. */
export const studentAttemptsSchema = z.object({
  student: person,
  attempts: z.array(attemptSummarySchema),
  attemptsLeft: z.number().int(),
});

/** A line of the teacher's answer list (getCurrentTestList / getCurrentExamList, /TestAnswerList). */
export const answerListLineSchema = attemptSummarySchema.extend({
  student: person,
  answered: z.number().int(),
  /** Brief answers still waiting for a mark. */
  toMark: z.number().int(),
  focusLosses: z.number().int(),
});
export type AnswerListLine = z.infer<typeof answerListLineSchema>;

/** One attempt in full for marking (getCurrentAnswer): every question with its key, the answers and their marks. */
export const attemptDetailSchema = z.object({
  attempt: attemptSummarySchema,
  student: person,
  questions: z.array(questionSchema),
  answers: z.array(markedAnswerSchema),
  focusEvents: z.array(z.lazy(() => focusEventSchema)),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

/** What the browser reports during a live sitting (the proctor sees each as it happens). */
export const REPORTED_FOCUS_EVENTS = ['hidden', 'visible', 'blur', 'focus', 'fullscreenExit'] as const;
export type ReportedFocusEventKind = (typeof REPORTED_FOCUS_EVENTS)[number];
/**
 * What the server notes by itself (issue 37): the student's sitting page gone from it (the tab closed, the network
 * lost), and back again. No page can report these.
 */
export const PRESENCE_EVENTS = ['disconnected', 'connected'] as const;
export type PresenceEventKind = (typeof PRESENCE_EVENTS)[number];
export const FOCUS_EVENTS = [...REPORTED_FOCUS_EVENTS, ...PRESENCE_EVENTS] as const;
export type FocusEventKind = (typeof FOCUS_EVENTS)[number];
/** The ones that count as losing focus on the test. */
export const FOCUS_LOSSES: readonly FocusEventKind[] = ['hidden', 'blur', 'fullscreenExit'];
export const focusEventSchema = z.object({ event: z.enum(FOCUS_EVENTS), at: z.string() });
export type FocusEvent = z.infer<typeof focusEventSchema>;

/** A line of the proctor's live roster for a student who has started: their latest attempt. */
export const startedRosterLineSchema = z.object({
  attemptId: z.string(),
  student: person,
  state: z.enum(ATTEMPT_STATES),
  endedBy: z.enum(ATTEMPT_ENDINGS).nullable(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  answered: z.number().int(),
  questionCount: z.number().int(),
  focusEvents: z.array(focusEventSchema),
});
export type StartedRosterLine = z.infer<typeof startedRosterLineSchema>;

/**
 * Issue 37: a student expected to sit it who has not started, with no attempt: the same fields, those of an attempt
 * null, so a reader that asks `state === 'open'` stays right.
 */
export const notStartedRosterLineSchema = z.object({
  attemptId: z.null(),
  student: person,
  state: z.literal('notStarted'),
  endedBy: z.null(),
  startedAt: z.null(),
  deadlineAt: z.null(),
  answered: z.literal(0),
  questionCount: z.number().int(),
  focusEvents: z.array(focusEventSchema).max(0),
});

/** A line of the proctor's live roster: one per student expected to sit it, or who has (issue 15, issue 37). */
export const rosterLineSchema = z.discriminatedUnion('state', [
  startedRosterLineSchema,
  notStartedRosterLineSchema,
]);
export type RosterLine = z.infer<typeof rosterLineSchema>;

/** A test or an exam in the course lists (getCurentCourse, getTestListOfCourse). */
export const assessmentListLineSchema = z.object({
  _id: z.string(),
  kind: z.enum(ASSESSMENT_KINDS),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int().nullable(),
  active: z.boolean(),
  startedLive: z.boolean(),
  mode: z.enum(SITTING_MODES),
  questionCount: z.number().int(),
  totalMarks: z.number().int(),
  /** For teachers: attempts handed in, and those with answers still to mark. */
  submitted: z.number().int().nullable(),
  toMark: z.number().int().nullable(),
});
export type AssessmentListLine = z.infer<typeof assessmentListLineSchema>;

// Payloads and params.
export const refParams = z.object({ refId: id });
export const courseParams = z.object({ courseId: id });
export const itemUserParams = z.object({ itemId: id, userId: id });
export const itemAttemptParams = z.object({ itemId: id, attemptId: id });

export const saveSettingsBody = assessmentSettingsSchema.extend({ itemId: id });
export const saveQuestionsBody = z.object({
  itemId: id,
  questions: z
    .array(questionSchema)
    .max(ASSESSMENT.questionsMax, `A test has at most ${ASSESSMENT.questionsMax} questions.`)
    .refine((qs) => new Set(qs.map((q) => q._id)).size === qs.length, 'Each question only once.'),
});
export const saveAccommodationsBody = z.object({
  itemId: id,
  accommodations: z
    .array(accommodationSchema)
    .max(ASSESSMENT.accommodationsMax)
    .refine((list) => new Set(list.map((a) => a.userId)).size === list.length, 'Each student only once.'),
});
export const itemBody = z.object({ itemId: id });
export const attemptBody = z.object({ attemptId: id });
export const saveAttemptAnswerBody = z.object({
  attemptId: id,
  questionId: id,
  answer: z
    .string()
    .max(ASSESSMENT.answerMaxChars, `Answer: at most ${ASSESSMENT.answerMaxChars} characters.`),
  /** The page's count of changes to this question; a write older than the saved one is refused. */
  seq: z
    .number()
    .int()
    .min(1)
    .max(ANSWER_SEQ_MAX, 'This answer carries a change count the server cannot keep; reload the page.'),
});
export const focusBody = z.object({ attemptId: id, event: z.enum(REPORTED_FOCUS_EVENTS) });
/** SPEC §4: flag set, the proctor terminated the attempt (marks so far); unset, disqualified (zero). */
export const terminateBody = z.object({ attemptId: id, flag: z.boolean() });
export const gradeAttemptBody = z.object({
  attemptId: id,
  marks: z
    .array(
      z.object({
        questionId: id,
        mark: z.number().min(0, 'Mark: 0 or more.').max(ASSESSMENT.questionMarksMax),
        feedback: z.string().trim().max(ASSESSMENT.feedbackMaxChars).default(''),
      }),
    )
    .max(ASSESSMENT.questionsMax),
  feedback: z.string().trim().max(ASSESSMENT.feedbackMaxChars).default(''),
});

export const IMPORT_FORMATS = ['gift', 'moodlexml'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const exportQuery = z.object({
  format: z.enum(IMPORT_FORMATS, { error: 'Format: gift or moodlexml.' }),
});

// Replies.
export const authoringReply = okReply({ data: authoringSchema });
/** saveQuestions: handed-in attempts marked again, and questions taken out of the test with their answers. */
export const regradeReply = okReply({
  data: z.object({ regraded: z.number().int(), removed: z.number().int() }),
});
export const sittingReply = okReply({ data: sittingSchema });
/**
 * What the student may still do, before their first attempt and between attempts (getSubmitCurrent): the page
 * shows the time limit as the server will count it and the attempts left before the student presses Start.
 */
export const sittingAllowanceSchema = z.object({
  /** Minutes on the clock of a new attempt: the time limit plus the student's extra time; null offline. */
  timeLimitMinutes: z.number().int().nullable(),
  /** The student's extra time within that limit (their accommodation), 0 for most. */
  extraMinutes: z.number().int(),
  /** Attempts allowed, plus the student's extra attempts, less those started. */
  attemptsLeft: z.number().int(),
});
export type SittingAllowance = z.infer<typeof sittingAllowanceSchema>;
export const currentSittingReply = okReply({
  data: sittingSchema.nullable(),
  allowance: sittingAllowanceSchema,
});
export const savedAnswerReply = okReply({ data: savedAnswerSchema });
export const attemptReply = okReply({ data: attemptSummarySchema });
export const studentAttemptsReply = okReply({ data: studentAttemptsSchema });
export const answerListReply = okReply({ data: z.array(answerListLineSchema) });
export const attemptDetailReply = okReply({ data: attemptDetailSchema });
/** The roster, and the server's time when it was read: the proctor's time left is counted on the server's clock. */
export const rosterReply = okReply({ data: z.array(rosterLineSchema), serverNow: z.string() });
export const assessmentListReply = okReply({ data: z.array(assessmentListLineSchema) });
export const releaseAttemptsReply = okReply({ data: z.object({ released: z.number().int() }) });
const filePlace = { line: z.number().int().optional(), index: z.number().int().optional() };
/**
 * The import's answer as issue 15 words it: what came in, and what did not with the reason; `warnings` name what
 * came in without a part of it (a file the question embedded that could not be kept), never silently (issue 33).
 */
export const importReply = okReply({
  imported: z.array(z.object({ type: questionTypeSchema, name: z.string() })),
  skipped: z.array(z.object({ ...filePlace, reason: z.string() })),
  warnings: z.array(z.object({ ...filePlace, warning: z.string() })),
});
export type ImportResult = Pick<z.infer<typeof importReply>, 'imported' | 'skipped' | 'warnings'>;
