/** The addresses of a discussion's pages (SPEC §2 discussion routes). */

const path = (...parts: string[]) => ['', ...parts].map(encodeURIComponent).join('/');

/** /discussionstatus: the live thread and who takes part, in one sitting when it names one. */
export const statusPath = (courseId: string, discussionId: string, attendanceId?: string | null) =>
  attendanceId
    ? path('discussionstatus', courseId, discussionId, attendanceId)
    : path('discussionstatus', courseId, discussionId);

/** /joindiscussion: the student's thread, in the sitting they joined when it names one. */
export const joinPath = (courseId: string, discussionId: string, attendanceId?: string | null) =>
  attendanceId
    ? path('joindiscussion', courseId, discussionId, attendanceId)
    : path('joindiscussion', courseId, discussionId);

export const startPath = (courseId: string, discussionId: string) =>
  path('startdiscussion', courseId, discussionId);

export const assessPath = (courseId: string, discussionId: string) =>
  path('assessmentdiscussionlist', courseId, discussionId);
