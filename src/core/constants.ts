// Every number, delay and message of SPEC §8 and §9, named once. Server and web import from here.

export const APP_VERSION = '0.0.1';

/** SPEC §9 wait timers. */
export const WAIT_TIMERS = {
  student: { ms: 15000, loops: 40 },
  teacher: { ms: 5000, loops: 20 },
} as const;

/** SPEC §9 toasts and notification timing. */
export const TOAST_DEFAULT_MS = 3000;
export const NOTIFICATION_TOAST_DEFAULT_MS = 5000;
export const BACKGROUND_RELOAD_DEFAULT_MS = 5500;
export const BACKGROUND_RELOAD_EXTRA_MS = 500;

/**
 * SPEC §3 video-meeting rooms: the three configured rooms a lecture can be held in (each with the support contact
 * address, filled in by the server from its configuration).
 */
export const MEETING_ROOMS = [
  { id: '1', room_id: 'room-a', name: 'Room A', location_id: '' },
  { id: '2', room_id: 'room-b', name: 'Room B', location_id: '' },
  { id: '3', room_id: 'room-c', name: 'Room C', location_id: '' },
] as const;

/** A student who joins a lecture's sitting this long after it started is marked late (our choice, issue 16). */
export const LECTURE_LATE_AFTER_MS = 10 * 60 * 1000;

/**
 * A camera and microphone that have not answered this long after the class page asked (a permission prompt not yet
 * answered, a driver that hangs) are waited for with a word to the person and a way to go on without them (issue 40).
 */
export const DEVICE_ANSWER_WAIT_MS = 10_000;

/**
 * A class the teacher has started but not yet entered (issue 37: "the class starts when the teacher enters, and a
 * start abandoned ends by itself"; core/rules/classSitting.ts).
 */
export const CLASS_ENTRY = {
  /** A start whose teacher has not entered the room this long after it ends by itself. */
  enterWithinMs: 10 * 60 * 1000,
  /** How often the server looks for such starts. */
  sweepMs: 30_000,
} as const;

/**
 * The video of a live class without an SFU (issue 16). In a mesh everyone sends their picture to everyone else, so
 * what each person sends and decodes grows with the class; past `meshMaxParticipants` (measured: `npm run bench --
 * meshLimit`, docs/decisions.md) a class carries the teacher's picture only, the teacher's upload shared out so that
 * it stays within `teacherUploadKbps`, never below `minVideoKbps` a connection, and students' microphones off until
 * they turn them on to speak.
 */
export const LIVE_CLASS = {
  meshMaxParticipants: 6,
  teacherUploadKbps: 2500,
  minVideoKbps: 100,
} as const;

export const SELF_LEARNING_REFRESH_WINDOW_MS = 14400000;

/** Self-learning units (issue 39): the kinds of module a unit holds, with the name each is shown by. */
export const SL_MODULE_KINDS = ['video', 'document', 'test', 'scorm'] as const;
export type SlModuleKind = (typeof SL_MODULE_KINDS)[number];
export const SL_MODULE_KIND_LABELS = {
  video: 'Video',
  document: 'Document',
  test: 'Test',
  scorm: 'SCORM package',
} as const satisfies Record<SlModuleKind, string>;

/**
 * Self-learning units (issue 39): what completes a module by default, how fast a video may honestly be watched
 * (the fastest playback rate HTML media offers, with slack for the network), when a student has stalled, and the
 * bounds of what a teacher writes.
 */
export const SELF_LEARNING = {
  defaultWatchPercent: 90,
  defaultPassPercent: 50,
  /** HTML media's fastest playback rate: a segment longer than this many times the wall time is a seek or a forgery. */
  fastestPlaybackRate: 16,
  /** Seconds of a watched segment allowed beyond the wall time since the last report (network delay, timer drift). */
  watchSlackSeconds: 2,
  /** A student whose last activity in an open unit is older than this has stalled. */
  stalledAfterDays: 7,
  modulesMax: 100,
  titleMaxChars: 200,
  /** The longest media a module reports (a day), and the most pages a document reports. */
  mediaSecondsMax: 86400,
  documentPagesMax: 100000,
  /** The longest time between two reports that counts as time spent in a module (a student may walk away). */
  reportGapMaxSeconds: 300,
  /** The most merged watched ranges a progress line keeps (a video watched in scattered pieces). */
  watchedRangesMax: 1000,
} as const;

/** SPEC §4 and §9 progress modal. */
export const PROGRESS_TICK_MS = 1000;
export const PROGRESS_CLOSE_DELAY_MS = 500;

/** SPEC §2 and §9: after login, an incomplete profile goes to /profile/{username} after this delay. */
export const INCOMPLETE_PROFILE_REDIRECT_MS = 1000;

/** SPEC §5 and §9 rich-editor images. */
export const IMAGE_MAX_BYTES = 67108864;
export const IMAGE_MAX_SIDE_PX = 4096;
export const IMAGE_JPEG_QUALITY = 0.99;
export const EDITOR_FONT_SIZES = [8, 9, 10, 11, 12, 14, 18, 24, 36] as const;

/** SPEC §9 debounces. */
export const DEBOUNCE_MS = {
  editorSync: 250,
} as const;

/** SPEC §9 modal layering and sizes. */
export const MODAL_LAYER_STEP = 10;
export const SIZE_UNIT_STEP = 1024;
export const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;
export const MINUTES_DISPLAY_LIMIT = 120;

/** SPEC §9 date formats (dayjs tokens). */
export const DATE_FORMAT_LONG = 'MMM DD, YYYY';
export const DATE_FORMAT_SHORT = 'MM/DD/YYYY';
export const DATE_FORMAT_CALENDAR_DAY = 'YYYY-MM-DD';
export const DATE_FORMAT_CHAT_GROUP = 'MM-DD-YYYY';

/** SPEC §9 date picker. */
export const DATE_PICKER_MINUTE_STEP = 5;
export const DATE_PICKER_DEFAULT_HOUR = 12;

/** SPEC §7: the PeerJS signalling server's path on the page host (the peerjs client's `path` option). */
export const PEER_SIGNALLING_PATH = '/peerjs';

/** SPEC §9 socket client defaults. */
export const SOCKET_CLIENT_DEFAULTS = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
  randomizationFactor: 0.5,
} as const;

/** SPEC §8 messages. */
export const MESSAGES = {
  unableToParse: 'Unable to parse: ',
  apiDoesNotExist: "API doesn't exists.",
  pageNotFound: 'Page Not Found',
  loading: 'loading...',
  success: 'Success',
  userAccepted: 'User accepted.',
  userDenied: 'User denied.',
  proctorTerminated:
    'The Proctor has terminated your test as you have not remained focused on the test. Your marks will reflect your answers up to this point and may be reduced further.',
  proctorDisqualified:
    'You have been disqualified from the test by the Proctor. Your marks for this test will be zero.',
} as const;

/** Account security limits (our choice where SPEC is silent; documented in docs/api.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Clock difference tolerated between the instance that signs a token and the one that checks it. */
export const TOKEN_CLOCK_SKEW_SECONDS = 30;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** Two tabs renewing with the same refresh token within this window is concurrency, not theft. */
export const REFRESH_REUSE_GRACE_MS = 10000;
export const EMAIL_VERIFY_TTL_HOURS = 48;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/**
 * Failed sign-ins of one account from one client (its address, or its device token): the first few are free, then
 * each further failure doubles the wait before the next attempt, up to a ceiling. Remembered for a day.
 */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_FIRST_DELAY_SECONDS = 30;
export const LOGIN_MAX_DELAY_MINUTES = 15;
export const LOGIN_FAILURE_MEMORY_HOURS = 24;
// A whole classroom may sign in from one school address, so the per-address limit is generous.
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_FAILURES_PER_ADDRESS = 50;
/** A browser that signed in to an account is trusted with it this long (its own failures are still slowed). */
export const DEVICE_TOKEN_TTL_DAYS = 180;
/** Per-address ceiling on each account call (@fastify/rate-limit; shared by every instance through Redis). */
export const ACCOUNT_CALLS_PER_MINUTE = 120;
/**
 * Per-address ceiling on POST /user/create, every attempt counted: room for a class of thirty signing up from one
 * school address in a lesson, typing mistakes included, and not for a flood.
 */
export const REGISTRATION_ATTEMPTS_PER_ADDRESS = 50;
export const REGISTRATION_WINDOW_MINUTES = 60;
/**
 * Chat flood limit (issue 32): one person's sends to one room (a chat, or a lecture's live chat) per fixed window,
 * counted by @fastify/rate-limit (in Redis when REDIS_URL is set, so across instances). A burst of 10, then on
 * average one a second: more than a person types, even answering a quick round of questions or sending a few lines
 * one after another, while a script that sent 400 messages in 22 seconds gets at most 30 of them through.
 */
export const CHAT_SENDS_PER_WINDOW = 10;
export const CHAT_SEND_WINDOW_SECONDS = 10;
/**
 * Each kind of mail anyone can make us send (verification, password reset) goes to one recipient at most once per
 * cooldown and at most a daily cap of times in the 24 hours counted from the first of them, so the product cannot
 * be aimed at an inbox. Enough for a person who asks again because a mail was slow.
 */
export const MAIL_RECIPIENT_COOLDOWN_SECONDS = 60;
export const MAIL_RECIPIENT_DAILY_CAP = 5;
/** updateLastLogin refuses a logTime further ahead than this (clock skew allowance). */
export const LAST_LOGIN_MAX_FUTURE_MS = 5 * 60 * 1000;
/** Paging of user lists and the mail outbox. */
export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;
/**
 * Uploads (issue 14). Course material may be a lecture's video, so up to 500 MB (SPEC §9's size unit: 1024).
 * A file whose type has no magic number is read as text only from its first 64 KB. An upload left unfinished is
 * forgotten after 24 hours; a file name is kept to 255 characters, as most file systems do.
 */
export const COURSE_MATERIAL_MAX_BYTES = 500 * 1024 * 1024;
/** The largest file a student hands in (issue 14). */
export const SUBMISSION_FILE_MAX_BYTES = 200 * 1024 * 1024;
export const UPLOAD_TEXT_SNIFF_BYTES = 64 * 1024;
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/**
 * The header carrying what the request that completed an upload answered (its JSON, URI-encoded so any file name
 * passes as a header), on that answer and on a HEAD of the finished upload: a client whose answer was lost asks how
 * far the upload got, hears that it is whole, and reads the stored file here (issue 33).
 */
export const UPLOAD_RESULT_HEADER = 'Upload-Result';
export const FILE_NAME_MAX_CHARS = 255;
/** A download's file token (`?token=` for a <video> or pdf.js, which send no Authorization header) lasts this long. */
export const FILE_TOKEN_TTL_SECONDS = 10 * 60;
/** A user's notes on a document (issue 14): plain text, kept to what a page of notes needs. */
export const NOTE_TEXT_MAX_CHARS = 20_000;

/** Internal mail (issue 34): the limits of a message, and how many lines a folder's page shows. */
export const MAIL = {
  subjectMaxChars: 300,
  bodyMaxChars: 200_000,
  maxAddresses: 200,
  maxAttachments: 20,
  pageSize: 25,
  /** How many people and courses the recipient search offers at once. */
  choicesMax: 20,
  previewChars: 140,
} as const;
/** Notes are saved this long after typing stops (and at once when the page is left). */
export const NOTE_AUTOSAVE_DELAY_MS = 1000;

/** SPEC §7 reference lists: the kinds of entry an administrator keeps for teachers to choose from. */
export const REFERENCE_KINDS = ['sector', 'employer', 'cvq', 'institution', 'courseCode'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/**
 * SPEC §3 question types: one word, a brief written answer, multiple choice (answers joined by '|'); and, for
 * question banks brought from Moodle (issue 33), numerical (a number within a tolerance) and matching (pairs).
 */
export const QUESTION_TYPES = ['one_word', 'brief', 'mcq', 'numerical', 'matching'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Tests and exams (issue 15): the limits of what a teacher writes and a student answers. */
export const ASSESSMENT = {
  questionsMax: 500,
  questionMaxChars: 100000,
  choicesMax: 20,
  choiceMaxChars: 1000,
  answerMaxChars: 50000,
  feedbackMaxChars: 20000,
  questionMarksMax: 1000,
  attemptsMax: 20,
  extraMinutesMax: 1440,
  accommodationsMax: 2000,
  /** A write sent just before the deadline still counts if it arrives within this (the network's delay). */
  deadlineGraceMs: 3000,
  /** How often the server closes attempts whose deadline has passed with no browser left to hand them in. */
  deadlineSweepMs: 5000,
  /** The largest question file a teacher may import (GIFT or Moodle XML). */
  importMaxBytes: 5 * 1024 * 1024,
} as const;

/** Assignments, projects and labs (issue 14): the bounds of marks, rubrics, groups and written work. */
export const COURSEWORK = {
  maxMark: 1000,
  defaultMaxMark: 100,
  rubricCriteriaMax: 30,
  rubricLevelsMax: 8,
  groupSizeMax: 50,
  groupSizeDefault: 4,
  answerMaxChars: 200000,
  feedbackMaxChars: 50000,
  /** The most recent marked pieces of work the teacher's feedback page lists. */
  feedbackListMax: 200,
  /** An extension's reason, for those who teach (issue 37). */
  extensionReasonMaxChars: 500,
  /** From this size the zip of every piece of work handed in is downloaded only once the teacher confirms. */
  archiveWarnBytes: 500 * 1024 * 1024,
} as const;

/**
 * Issue 37: the course's teachers hear of work handed in (coursework, test and exam attempts) in batches, at most
 * one notification per item in this window, however many students hand in within it.
 */
export const HAND_IN_NOTICES = {
  /** A batch is sent this long after the first hand-in it holds, with every hand-in that came since. */
  batchMs: 60_000,
  /** How often the server looks for batches that are due. */
  sweepMs: 10_000,
} as const;

/** The library, manuals and help videos (issue 14). */
export const SHARED_DOCUMENTS = {
  titleMax: 200,
  descriptionMax: 2000,
  libraryMaxBytes: 200 * 1024 * 1024,
  manualMaxBytes: 100 * 1024 * 1024,
  helpVideoMaxBytes: 1024 * 1024 * 1024,
} as const;

/** Consults and team meetings (issue 16). */
export const MEETINGS = {
  /** The most students one consult may take; a consult without a capacity takes any number. */
  consultCapacityMax: 500,
  /** What a student writes about the consult they book. */
  topicMaxChars: 500,
  /** The most members a team meeting invites. */
  membersMax: 500,
  /** How often the server looks for team meetings and consult slots about to start whose people are not yet reminded. */
  reminderSweepMs: 30_000,
  /** A consult divided into slots (issue 37): each slot's length in minutes, and how many students one slot takes. */
  slotMinutesMin: 5,
  slotMinutesMax: 240,
  slotPlacesMax: 50,
} as const;

/**
 * A student who booked a consult's slot may join its room from this many minutes before the slot begins until it
 * ends (issue 37): time to settle in, not to sit in on the student before them for long.
 */
export const CONSULT_SLOT_EARLY_JOIN_MINUTES = 5;

/** A team meeting's members, and a consult slot's students, are reminded this many minutes before it starts (issue 16, 37). */
export const TEAM_MEETING_REMINDER_MINUTES = 15;

/**
 * Discussions (issue 16): a live course item whose thread of comments and replies students write while its
 * button is enabled (SPEC §4: until its end plus its duration), and whose participation the teacher assesses.
 */
export const DISCUSSION = {
  /** What a discussion is marked out of until its teacher says otherwise. */
  defaultMaxMark: 10,
  maxMark: 1000,
  /** A comment's HTML, formatting included, as typed. */
  commentMaxChars: 20_000,
  feedbackMaxChars: 5_000,
} as const;

/**
 * Statistics (issue 35): how many courses one getCourseStatistic call compares, and the width of a band of the
 * marks' distribution, in percent of the item's full mark (ten bands: 0–9 % … 90–100 %).
 */
export const STATISTICS = {
  maxCourses: 20,
  markBandPercent: 10,
  /** The longest course id list getCourseStatistic reads: as many course ids (UUIDs) as it compares, with commas. */
  courseIdsMaxChars: 20 * 37,
} as const;

/**
 * The longest path parameter the server's router reads (above it: 414): the list of course ids of getCourseStatistic,
 * the longest there is.
 */
export const PATH_PARAM_MAX_CHARS = STATISTICS.courseIdsMaxChars;

/**
 * The viewer's fits a shown document can be zoomed to, which each screen works out for itself (issue 16). Here rather
 * than beside the zoom's schema: the PDF viewer reads them, and must not load the validation library (issue 40).
 */
export const DOCUMENT_FITS = ['page-width', 'page-fit'] as const;

/**
 * SCORM packages in self-learning units (issue 39): what an uploaded zip may hold before it is refused, unread, and
 * how long a grant to play one lasts on the content origin.
 */
export const SCORM = {
  /** The largest package zip a teacher may upload. */
  uploadMaxBytes: 200 * 1024 * 1024,
  /** The most entries (files and folders) one package may hold. */
  entriesMax: 5000,
  /** The most its files may hold once inflated, declared or actual: inflating stops the moment it is passed. */
  unpackedMaxBytes: 1024 * 1024 * 1024,
  /** The most its files may grow on inflating, all together, over the zip's own size: more is a zip bomb. */
  ratioMax: 100,
  /** The manifest is read whole into memory. */
  manifestMaxBytes: 2 * 1024 * 1024,
  /** A grant to play one package lets the student's frame load its files this long; a launch makes a new one. */
  grantTtlSeconds: 4 * 60 * 60,
  /** The most the runtime data committed at once may be (SCORM 2004 suspend data alone may reach 64,000 characters). */
  cmiMaxChars: 256 * 1024,
} as const;
