/** Room names of DESIGN §4, one place for the server and its tests. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The live notification channel of one user (SPEC §7, team id `notification`). */
export const notificationRoom = (userId: string) => `notification:${userId}`;
export const courseRoom = (courseId: string) => `course:${courseId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
export const lectureRoom = (lectureId: string) => `lecture:${lectureId}`;
/** Every socket opened with one sign-in session, so that ending the session can close them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The live roster of a test's or exam's sitting, for those who teach it (issue 15). */
export const proctorRoom = (itemId: string) => `proctor:${itemId}`;
/** A self-learning unit's class progress, for those who teach it (issue 39). */
export const selfLearningRoom = (itemId: string) => `selflearning:${itemId}`;
/** A student's own sitting page of one attempt (issue 37): the proctor is told when its last page leaves. */
export const sittingRoom = (attemptId: string) => `sitting:${attemptId}`;

/**
 * Whether a client joins the room itself, by a publish: each socket is put in its user's and its session's rooms as
 * it connects. A join answers with what its room was sent lately (realtime/roomMemory.ts).
 */
export const joinedByPublish = (room: string) => !room.startsWith('user:') && !room.startsWith('session:');
