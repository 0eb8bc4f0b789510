/**
 * The TanStack Query keys of server data, in one place so that writes and realtime events invalidate what they
 * change. Keys nest: invalidating a prefix (`course(id)`) refreshes everything under it.
 */
export const queryKeys = {
  publicUser: (userName: string) => ['users', 'public', userName.toLowerCase()] as const,
  user: (userId: string) => ['users', 'view', userId] as const,
  profileCompleteness: (userId: string) => ['users', 'completeness', userId] as const,
  userList: (role: string, q: string) => ['users', 'list', role, q] as const,
  users: () => ['users'] as const,
  adminTeachers: (q: string, page: number) => ['users', 'adminList', 'teacher', q, page] as const,
  /** Teachers waiting for an administrator's approval (issue 10). */
  pendingTeachers: (page: number) => ['users', 'adminList', 'pending', page] as const,
  /** Issue 34: the administrator's people list, every filter and page under the 'users' prefix. */
  adminUsers: (filters: object) => ['users', 'adminList', 'all', filters] as const,
  auditList: (filters: object) => ['audit', filters] as const,
  mailOutbox: (to: string, page: number) => ['mail', 'outbox', to, page] as const,
  /** Internal mail (issue 34): everything of the caller's mailbox, under one prefix a new message refreshes. */
  mailbox: () => ['internalMail'] as const,
  mailFolder: (folder: string, page: number, q: string) => ['internalMail', 'list', folder, page, q] as const,
  mailFolders: () => ['internalMail', 'folders'] as const,
  mailUnread: () => ['internalMail', 'unread'] as const,
  mailMessage: (messageId: string) => ['internalMail', 'message', messageId] as const,
  mailRecipients: (q: string) => ['mailRecipients', q] as const,
  mailSettings: () => ['mailSettings'] as const,

  /** The server's run-time settings the web app reads (GET /api/v1/site/settings). */
  siteSettings: () => ['site', 'settings'] as const,

  /** Reference lists (sectors, employers, CVQ, institutions, course codes). */
  reference: (kind: string) => ['reference', kind] as const,

  /** Issue 35: a qualification's units and outcomes. */
  cvqStructure: (cvqId: string) => ['cvq', 'structure', cvqId] as const,
  /** Issue 35: portfolios, under one prefix an assessment (live) refreshes. */
  portfolios: () => ['portfolios'] as const,
  portfolioList: (userId: string) => ['portfolios', 'list', userId] as const,
  portfoliosTaught: () => ['portfolios', 'taught'] as const,
  portfolio: (portfolioId: string) => ['portfolios', 'one', portfolioId] as const,
  portfolioGradedWork: (portfolioId: string) => ['portfolios', 'gradedWork', portfolioId] as const,
  portfolioSummary: (courseId: string) => ['portfolios', 'summary', courseId] as const,
  personalDescription: (userName: string) => ['personalDescription', userName.toLowerCase()] as const,

  /** The courses of a user (dashboard cards, pickers). */
  courseLists: () => ['courses'] as const,
  /** `view` 'student': the replies of a teacher's student view, kept apart from the teacher's own. */
  courseList: (userId: string, variant = 'mine', view?: string) =>
    ['courses', variant, userId, view ?? 'own'] as const,
  /**
   * A teacher's to-do list across the courses they teach (issue 37): under the course lists, so that every course's
   * live change (work handed in or marked) refreshes it as it refreshes them.
   */
  toMark: (userId: string) => ['courses', 'toMark', userId] as const,
  /** Everything about one course: detail, members, items, the student's view. */
  course: (courseId: string) => ['course', courseId] as const,
  courseDetail: (courseId: string) => ['course', courseId, 'detail'] as const,
  courseItems: (courseId: string, kind?: string) =>
    kind ? (['course', courseId, 'items', kind] as const) : (['course', courseId, 'items'] as const),
  /** An assignment, project or lab with its marking, files and groups (issue 14); an item write refreshes it. */
  courseworkItem: (courseId: string, kind: string, itemId: string) =>
    ['course', courseId, 'items', kind, itemId] as const,
  /** A test or an exam (issue 15): its item, the teacher's authoring view, attempts, roster and lists. */
  assessmentItem: (courseId: string, kind: string, itemId: string) =>
    ['course', courseId, 'items', kind, itemId] as const,
  assessmentAuthoring: (courseId: string, kind: string, itemId: string) =>
    ['course', courseId, 'items', kind, itemId, 'authoring'] as const,
  assessmentSitting: (courseId: string, kind: string, itemId: string) =>
    ['course', courseId, 'items', kind, itemId, 'sitting'] as const,
  assessmentAttempts: (courseId: string, kind: string, itemId: string) =>
    ['course', courseId, 'items', kind, itemId, 'attempts'] as const,
  assessmentRoster: (courseId: string, kind: string, itemId: string) =>
    ['course', courseId, 'items', kind, itemId, 'roster'] as const,
  assessmentList: (courseId: string, kind: string, variant: 'visible' | 'teaching') =>
    ['course', courseId, 'items', kind, 'assessmentList', variant] as const,
  /** A course's shared files (issue 14). */
  courseFiles: (courseId: string) => ['course', courseId, 'files'] as const,
  /** Issue 35: under the course, so that every mark of it given anywhere refreshes the open book live. */
  gradebook: (courseId: string) => ['course', courseId, 'gradebook'] as const,
  gradebookPage: (courseId: string, query: object) =>
    ['course', courseId, 'gradebook', 'page', query] as const,
  gradebookRow: (courseId: string, userId: string) =>
    ['course', courseId, 'gradebook', 'row', userId] as const,
  studentTracking: (courseId: string) => ['course', courseId, 'tracking'] as const,
  /** One stored file with its short-lived address. */
  fileItem: (fileId: string) => ['file', fileId] as const,
  /** A user's own notes on one document (issue 14). */
  docNote: (fileId: string, userId: string) => ['notes', 'doc', fileId, userId] as const,
  lectureNote: (lectureId: string, userId: string) => ['notes', 'lecture', lectureId, userId] as const,
  /** The school's library, one key per search (issue 14); `libraries()` refreshes every search. */
  libraries: () => ['library'] as const,
  library: (q: string, sectorId: string | null, courseCodeId: string | null) =>
    ['library', q, sectorId ?? '', courseCodeId ?? ''] as const,
  /** The public manuals, in their order. */
  manuals: () => ['manuals'] as const,
  /** Every help video; `currentHelpVideo` is the one for a page and role. */
  helpVideos: () => ['help'] as const,
  currentHelpVideo: (page: string, role: string) => ['help', 'current', page.toLowerCase(), role] as const,
  courseView: (courseId: string, userId: string, view?: string) =>
    ['course', courseId, 'view', userId, view ?? 'own'] as const,

  /**
   * Assignments, projects and labs (issue 14): a student's own work under its course, so the course's refreshes
   * (SPEC §4: marks released, a group's work handed in) reach it; the teacher's list by item.
   */
  coursework: (courseId: string, itemId: string) => ['course', courseId, 'coursework', itemId] as const,
  mySubmission: (courseId: string, itemId: string, userId: string) =>
    ['course', courseId, 'coursework', itemId, 'mine', userId] as const,
  assessmentLines: (itemId: string) => ['coursework', itemId, 'assessments'] as const,
  /** The deadline extensions of an item, for those who teach it (issue 37). */
  extensions: (itemId: string) => ['coursework', itemId, 'extensions'] as const,
  /** One submission as its teacher grades it (SPEC §7 assessmentId); `assessments()` is every one of them. */
  assessments: () => ['assessment'] as const,
  assessment: (assessmentId: string) => ['assessment', assessmentId] as const,
  /** The teacher's annotations on the work's files (issue 37). */
  annotations: (assessmentId: string) => ['assessment', assessmentId, 'annotations'] as const,
  /** A teacher's marking across their courses, and a student's own marks (SPEC §2 /evaluate, /evaluate_student). */
  markingOverview: (userId: string) => ['assessment', 'overview', userId] as const,
  feedbackList: (userId: string) => ['assessment', 'overview', 'feedback', userId] as const,
  myMarks: (userId: string) => ['coursework', 'myMarks', userId] as const,

  /** Control panels, calendar entries and the iCalendar feed address. */
  calendar: () => ['calendar'] as const,
  controlPanel: (userId: string) => ['calendar', 'controlPanel', userId] as const,
  calendarFeed: (userId: string) => ['calendar', 'feed', userId] as const,
  /** A teacher's consults of a day (issue 37), refreshed with the calendar by any course's news. */
  consultSchedule: (userId: string, from: string, to: string) =>
    ['calendar', 'consultSchedule', userId, from, to] as const,

  notifications: (userId: string) => ['notifications', userId] as const,

  /** Chats of a course: the group list, one group, its messages. */
  chat: (courseId: string) => ['chat', courseId] as const,
  chatGroups: (courseId: string, userId: string) => ['chat', courseId, 'groups', userId] as const,
  chatGroup: (courseId: string, chatListId: string) => ['chat', courseId, chatListId] as const,
  chatMessages: (courseId: string, chatListId: string) => ['chat', courseId, chatListId, 'messages'] as const,
  liveChat: (lectureId: string) => ['liveChat', lectureId] as const,
  lecture: (lectureId: string) => ['lectures', 'one', lectureId] as const,
  meetingRooms: () => ['lectures', 'rooms'] as const,
  attendance: (attendanceId: string) => ['lectures', 'attendance', attendanceId] as const,
  /** Issue 35: a course's statistics, and several courses' side by side (ids in the order named). */
  courseAggregate: (courseId: string) => ['statistics', 'course', courseId] as const,
  courseStatistics: (courseIds: readonly string[]) => ['statistics', 'courses', ...courseIds] as const,
  courseAttendance: (courseId: string) => ['lectures', 'courseAttendance', courseId] as const,

  /** A discussion's item, thread, participation and the caller's mark, under its own prefix: a `discussion` event
   * refreshes all of it at once (`discussion`). */
  discussion: (discussionId: string) => ['discussion', discussionId] as const,
  discussionItem: (discussionId: string) => ['discussion', discussionId, 'item'] as const,
  discussionThread: (discussionId: string) => ['discussion', discussionId, 'thread'] as const,
  discussionStatus: (discussionId: string, attendanceId: string | null) =>
    ['discussion', discussionId, 'status', attendanceId ?? 'all'] as const,
  myDiscussionMark: (discussionId: string) => ['discussion', discussionId, 'mine'] as const,

  /** A course's consults and team meetings, under the course's keys so that a course change refreshes them. */
  meeting: (courseId: string, itemId: string) => ['course', courseId, 'meeting', itemId] as const,
  consults: (courseId: string, userId: string) => ['course', courseId, 'consults', userId] as const,
  teamMeetings: (courseId: string) => ['course', courseId, 'teamMeetings'] as const,
  memberTeamMeetings: (courseId: string, userId: string) =>
    ['course', courseId, 'memberTeamMeetings', userId] as const,

  /**
   * Self-learning units (issue 39): a unit's modules, its class progress, a student's progress and a module, under
   * the course's keys, so that the course's live news (a student's progress) refreshes the teacher's table. A
   * progress line, read by the viewers that know no course, and a unit's questions for the class, under their own.
   */
  selfLearning: (courseId: string, unitId: string) => ['course', courseId, 'selfLearning', unitId] as const,
  selfLearningClass: (courseId: string, unitId: string) =>
    ['course', courseId, 'selfLearning', unitId, 'class'] as const,
  selfLearningModule: (courseId: string, unitId: string, moduleId: string) =>
    ['course', courseId, 'selfLearning', unitId, 'module', moduleId] as const,
  selfLearningProgress: (courseId: string, unitId: string, statusId: string) =>
    ['course', courseId, 'selfLearning', unitId, 'progress', statusId] as const,
  selfLearningStudent: (courseId: string, unitId: string, userId: string) =>
    ['course', courseId, 'selfLearning', unitId, 'student', userId] as const,
  selfLearningLine: (progressId: string) => ['selfLearning', 'progress', progressId] as const,
  selfLearningQuestions: (unitId: string) => ['selfLearning', 'unit', unitId] as const,

  /** The admin's deleted history: every search and page under one prefix, which a restore refreshes. */
  deletedHistories: () => ['deletedHistory'] as const,
  deletedHistory: (name: string, kind: string, page: number) => ['deletedHistory', name, kind, page] as const,
  /** Every course's detail, items and views at once, for a change whose course is not known (a restored item). */
  everyCourse: () => ['course'] as const,
};
