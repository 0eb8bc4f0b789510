import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/preparedPerDatabase';
import {
  type AttemptRow,
  attempts,
  type CourseItemRow,
  courseItems,
  courseMembers,
  courses,
  type QuestionRow,
  questions,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { AppError, forbidden, notFound } from '../../platform/errors';
import {
  accessTo,
  assertReadable,
  type CourseAccess,
  changeableCourse,
  type ItemAccess,
  readableCourse,
} from '../courses/policy';
import { studentSees } from '../courses/visibleItems';

/** An attempt at a test or an exam, with its item and the caller's access to the item's course. */
export interface AttemptAccess extends CourseAccess {
  item: CourseItemRow;
  attempt: AttemptRow;
}

/** An attempt of an item that is not removed; unknown ones are 404. */
async function findAttempt(db: Db, attemptId: string) {
  const [found] = await db
    .select({ attempt: attempts, item: courseItems })
    .from(attempts)
    .innerJoin(courseItems, eq(courseItems.id, attempts.itemId))
    .where(and(eq(attempts.id, attemptId), isNull(courseItems.removedAt)))
    .limit(1);
  if (!found) throw notFound('No such attempt.');
  return found;
}

/**
 * An attempt with its item, its course, the caller's place in it and the question answered (when the call names
 * one; none of its test's has the null id), in one prepared query: every save asks it.
 */
const attemptWithCourse = preparedPerDatabase((db) =>
  db
    .select({
      attempt: attempts,
      item: courseItems,
      course: courses,
      role: courseMembers.role,
      question: questions,
    })
    .from(attempts)
    .innerJoin(courseItems, eq(courseItems.id, attempts.itemId))
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .leftJoin(
      courseMembers,
      and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, sql.placeholder('userId'))),
    )
    .leftJoin(
      questions,
      and(eq(questions.itemId, attempts.itemId), eq(questions.id, sql.placeholder('questionId'))),
    )
    .where(
      and(
        eq(attempts.id, sql.placeholder('attemptId')),
        isNull(courseItems.removedAt),
        isNull(courses.removedAt),
      ),
    )
    .limit(1)
    .prepare('attempt_with_course'),
);

/**
 * The student who sits the attempt, while they still attend its course (issue 15). Anyone else is refused,
 * teachers and administrators too: answers are written by the student alone. The item's window is not asked: an
 * open attempt takes answers until its own deadline (extra time may run past the item's end), which the sitting
 * checks, as it checks that the attempt is still open.
 */
export async function sittableAttempt(db: Db, user: AuthUser, attemptId: string): Promise<AttemptAccess> {
  return attemptSatWith(db, user, attemptId, null);
}

/** An attempt sat, with one question answered in it: `undefined` when its test has no such question. */
export interface AnsweredAttempt extends AttemptAccess {
  question: QuestionRow | undefined;
}

/** The attempt as `sittableAttempt` decides it, read together with the question of its test that is answered. */
export async function answerableAttempt(
  db: Db,
  user: AuthUser,
  attemptId: string,
  questionId: string | undefined,
): Promise<AnsweredAttempt> {
  // The rule names the question (`inBody('attemptId', 'questionId')`); one that does not is a mistake of ours.
  if (questionId === undefined) throw new AppError(500, 'This call names no question to answer.');
  return attemptSatWith(db, user, attemptId, questionId);
}

async function attemptSatWith(
  db: Db,
  user: AuthUser,
  attemptId: string,
  questionId: string | null,
): Promise<AnsweredAttempt> {
  const [found] = await attemptWithCourse(db).execute({ attemptId, userId: user.id, questionId });
  if (!found) throw notFound('No such attempt.');
  const { attempt, item, course, role, question } = found;
  if (attempt.userId !== user.id) throw forbidden('This is not your attempt.');
  return { ...assertReadable(accessTo(user, course, role)), item, attempt, question: question ?? undefined };
}

/** The attempt's student and those who teach its course (administrators too) read it, after the item's window too. */
export async function readableAttempt(db: Db, user: AuthUser, attemptId: string): Promise<AttemptAccess> {
  const { attempt, item } = await findAttempt(db, attemptId);
  const access = await readableCourse(db, user, item.courseId);
  if (!access.teaches && attempt.userId !== user.id) throw forbidden("This is another student's attempt.");
  return { ...access, item, attempt };
}

/** Those who teach the attempt's course proctor and mark it, and administrators. */
export async function gradableAttempt(db: Db, user: AuthUser, attemptId: string): Promise<AttemptAccess> {
  const { attempt, item } = await findAttempt(db, attemptId);
  return { ...(await changeableCourse(db, user, item.courseId)), item, attempt };
}

/**
 * An item whose work the caller may look back on (issue 15: results are shown once released, which is after the
 * sitting): what `attend` allows, and for a student also a test or exam they have an attempt at once it is hidden
 * again. Anything else hidden from a student is 404, as for an item that does not exist.
 */
export async function reviewableItem(db: Db, user: AuthUser, itemId: string, now: Date): Promise<ItemAccess> {
  const [item] = await db
    .select()
    .from(courseItems)
    .where(and(eq(courseItems.id, itemId), isNull(courseItems.removedAt)))
    .limit(1);
  if (!item) throw notFound('No such item.');
  const access = await readableCourse(db, user, item.courseId);
  if (access.teaches || studentSees(item, access.course, now)) return { ...access, item };
  const [sat] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.itemId, item.id), eq(attempts.userId, user.id)))
    .limit(1);
  if (!sat) throw notFound('No such item.');
  return { ...access, item };
}

/** The attempt a live answer file is handed in with; none once another file replaced it. */
export async function attemptOfAnswerFile(db: Db, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(eq(attempts.answerFileId, fileId))
    .limit(1);
  return row?.id;
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'item.review': Awaited<ReturnType<typeof reviewableItem>>;
    'attempt.sit': Awaited<ReturnType<typeof sittableAttempt>>;
    'attempt.answer': Awaited<ReturnType<typeof answerableAttempt>>;
    'attempt.read': Awaited<ReturnType<typeof readableAttempt>>;
    'attempt.grade': Awaited<ReturnType<typeof gradableAttempt>>;
  }
}
