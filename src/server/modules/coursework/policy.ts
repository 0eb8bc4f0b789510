import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CourseItemRow, courseItems, type SubmissionRow, submissions } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { type CourseAccess, changeableCourse, readableCourse } from '../courses/policy';
import { isOwnWork } from './submissionRows';

/** A submission (SPEC §7 assessment) with its item and the caller's access to the item's course. */
export interface SubmissionAccess extends CourseAccess {
  item: CourseItemRow;
  submission: SubmissionRow;
}

/** A submission of an item that is not removed; unknown ones are 404. */
async function findSubmission(db: Db, submissionId: string) {
  const [found] = await db
    .select({ submission: submissions, item: courseItems })
    .from(submissions)
    .innerJoin(courseItems, eq(courseItems.id, submissions.itemId))
    .where(and(eq(submissions.id, submissionId), isNull(courseItems.removedAt)))
    .limit(1);
  if (!found) throw notFound('No such submission.');
  return found;
}

/**
 * Those who read a submission (issue 14): the students whose work it is (isOwnWork: a project group's current
 * members, whoever started it, issue 32; otherwise its author), those who teach its course and administrators.
 * Another student is refused, whether or not they attend the course, a former member of the group too.
 */
export async function readableSubmission(
  db: Db,
  user: AuthUser,
  submissionId: string,
): Promise<SubmissionAccess> {
  const { submission, item } = await findSubmission(db, submissionId);
  const access = await readableCourse(db, user, item.courseId);
  if (access.teaches) return { ...access, item, submission };
  if (!(await isOwnWork(db, item, submission.id, user.id)))
    throw forbidden("This is another student's work.");
  return { ...access, item, submission };
}

/** Those who teach the submission's course grade it, and administrators. */
export async function gradableSubmission(
  db: Db,
  user: AuthUser,
  submissionId: string,
): Promise<SubmissionAccess> {
  const { submission, item } = await findSubmission(db, submissionId);
  return { ...(await changeableCourse(db, user, item.courseId)), item, submission };
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'submission.read': Awaited<ReturnType<typeof readableSubmission>>;
    'submission.grade': Awaited<ReturnType<typeof gradableSubmission>>;
  }
}
