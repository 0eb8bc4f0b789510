/**
 * Who may write to whom by internal mail (issue 34, SPEC §2 /mail): students to their courses' teachers and
 * classmates, teachers to the members of the courses they teach (their fellow teachers included), administrators to
 * anyone. A course ties two people only while it holds them both: a student's place counts once the course is open
 * to students (not a draft), a teacher's always; a removed course ties nobody.
 */

export type MemberRole = 'owner' | 'teacher' | 'student';

/** One of a person's places in a course that is not removed. */
export interface CourseTie {
  courseId: string;
  role: MemberRole;
  /** The course is open to its students (not a draft). */
  openToStudents: boolean;
}

export interface MailSender {
  isAdmin: boolean;
  ties: readonly CourseTie[];
}

const teaches = (tie: CourseTie) => tie.role === 'owner' || tie.role === 'teacher';

/** Whether this place lets its holder use the course for mail at all (a student's, once the course is open). */
export const tieCounts = (tie: CourseTie) => teaches(tie) || tie.openToStudents;

/** The courses whose members the sender may write to: those they teach, and those they attend while open. */
export function writableCourses(sender: MailSender): Set<string> {
  return new Set(sender.ties.filter(tieCounts).map((tie) => tie.courseId));
}

/**
 * Whether the sender may write to a person with these course places: an administrator to anyone; otherwise they
 * must share a course in which both places count (a student in a draft course is in no one's reach yet).
 */
export function mayWriteTo(sender: MailSender, recipientTies: readonly CourseTie[]): boolean {
  if (sender.isAdmin) return true;
  const courses = writableCourses(sender);
  return recipientTies.some((tie) => tieCounts(tie) && courses.has(tie.courseId));
}

/** Whether the sender may address a whole course (or its teachers): an administrator any, others their own. */
export function mayWriteToCourse(sender: MailSender, courseId: string): boolean {
  return sender.isAdmin || writableCourses(sender).has(courseId);
}
