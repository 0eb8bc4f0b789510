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
  mailOutbox: (to: string, page: number) => ['mail', 'outbox', to, page] as const,

  /** The server's run-time settings the web app reads (GET /api/v1/site/settings). */
  siteSettings: () => ['site', 'settings'] as const,

  /** Reference lists (sectors, employers, CVQ, institutions, course codes). */
  reference: (kind: string) => ['reference', kind] as const,

  /** The courses of a user (dashboard cards, pickers). */
  courseLists: () => ['courses'] as const,
  /** `view` 'student': the replies of a teacher's student view, kept apart from the teacher's own. */
  courseList: (userId: string, variant = 'mine', view?: string) =>
    ['courses', variant, userId, view ?? 'own'] as const,
  /** Everything about one course: detail, members, items, the student's view. */
  course: (courseId: string) => ['course', courseId] as const,
  courseDetail: (courseId: string) => ['course', courseId, 'detail'] as const,
  courseItems: (courseId: string, kind?: string) =>
    kind ? (['course', courseId, 'items', kind] as const) : (['course', courseId, 'items'] as const),
  /** A course's shared files (issue 14). */
  courseFiles: (courseId: string) => ['course', courseId, 'files'] as const,
  /** One stored file with its short-lived address. */
  fileItem: (fileId: string) => ['file', fileId] as const,
  /** A user's own notes on one document (issue 14). */
  docNote: (fileId: string, userId: string) => ['notes', 'doc', fileId, userId] as const,
  courseView: (courseId: string, userId: string, view?: string) =>
    ['course', courseId, 'view', userId, view ?? 'own'] as const,

  /** Control panels, calendar entries and the iCalendar feed address. */
  calendar: () => ['calendar'] as const,
  controlPanel: (userId: string) => ['calendar', 'controlPanel', userId] as const,
  calendarFeed: (userId: string) => ['calendar', 'feed', userId] as const,

  notifications: (userId: string) => ['notifications', userId] as const,

  /** Chats of a course: the group list, one group, its messages. */
  chat: (courseId: string) => ['chat', courseId] as const,
  chatGroups: (courseId: string, userId: string) => ['chat', courseId, 'groups', userId] as const,
  chatGroup: (courseId: string, chatListId: string) => ['chat', courseId, chatListId] as const,
  chatMessages: (courseId: string, chatListId: string) => ['chat', courseId, chatListId, 'messages'] as const,
  liveChat: (lectureId: string) => ['liveChat', lectureId] as const,

  /** The admin's deleted history: every search and page under one prefix, which a restore refreshes. */
  deletedHistories: () => ['deletedHistory'] as const,
  deletedHistory: (name: string, kind: string, page: number) => ['deletedHistory', name, kind, page] as const,
  /** Every course's detail, items and views at once, for a change whose course is not known (a restored item). */
  everyCourse: () => ['course'] as const,
};
