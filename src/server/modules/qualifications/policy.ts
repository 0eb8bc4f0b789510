import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courseMembers, courses, type PortfolioRow, portfolios, users } from '../../db/schema';
import { type AuthUser, isAdmin } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';

/**
 * Issue 35: who follows a student's portfolios. A student keeps their own; those who teach a live course the
 * student is a student of read and assess them, and so do administrators. Unknown portfolios are 404; another
 * student's are 404 too, so that a student cannot learn which portfolios exist.
 */

const teacherMembers = alias(courseMembers, 'teacher_members');

/** The students (among `studentIds`) whom `teacherId` teaches in a course that is not removed. */
export async function studentsTaughtBy(
  db: Db,
  teacherId: string,
  studentIds?: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ studentId: courseMembers.userId })
    .from(courseMembers)
    .innerJoin(courses, and(eq(courses.id, courseMembers.courseId), isNull(courses.removedAt)))
    .innerJoin(
      teacherMembers,
      and(
        eq(teacherMembers.courseId, courseMembers.courseId),
        eq(teacherMembers.userId, teacherId),
        inArray(teacherMembers.role, ['owner', 'teacher']),
      ),
    )
    .where(
      and(
        eq(courseMembers.role, 'student'),
        studentIds ? inArray(courseMembers.userId, [...studentIds]) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.studentId));
}

async function teaches(db: Db, user: AuthUser, studentId: string): Promise<boolean> {
  if (isAdmin(user)) return true;
  if (user.role !== 'teacher') return false;
  return (await studentsTaughtBy(db, user.id, [studentId])).has(studentId);
}

/** `user.taught`: the user themselves, a teacher of theirs, or an administrator. */
export async function taughtUser(db: Db, user: AuthUser, userId: string): Promise<{ userId: string }> {
  if (user.id === userId) return { userId };
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!found) throw notFound('No such user.');
  if (!(await teaches(db, user, userId)))
    throw forbidden('You can only follow the portfolios of students you teach.');
  return { userId };
}

/** Whether `user` may read the portfolios and the description of `studentId`. */
export async function followsStudent(db: Db, user: AuthUser, studentId: string): Promise<boolean> {
  return user.id === studentId || (await teaches(db, user, studentId));
}

export interface PortfolioAccess {
  portfolio: PortfolioRow;
  /** The caller is the portfolio's student. */
  own: boolean;
  /** The caller may assess it (teaches the student, or is an administrator). */
  assesses: boolean;
}

async function findPortfolio(db: Db, portfolioId: string): Promise<PortfolioRow> {
  const [portfolio] = await db.select().from(portfolios).where(eq(portfolios.id, portfolioId)).limit(1);
  if (!portfolio) throw notFound('No such portfolio.');
  return portfolio;
}

export async function readablePortfolio(
  db: Db,
  user: AuthUser,
  portfolioId: string,
): Promise<PortfolioAccess> {
  const portfolio = await findPortfolio(db, portfolioId);
  const own = portfolio.studentId === user.id;
  const assesses = !own && (await teaches(db, user, portfolio.studentId));
  // Another student's portfolio does not exist for a student; a teacher is told why.
  if (!own && !assesses) {
    if (user.role === 'student') throw notFound('No such portfolio.');
    throw forbidden("You can only open the portfolios of your courses' students.");
  }
  return { portfolio, own, assesses };
}

export async function keptPortfolio(db: Db, user: AuthUser, portfolioId: string): Promise<PortfolioAccess> {
  const access = await readablePortfolio(db, user, portfolioId);
  if (!access.own) throw forbidden('Only the student whose portfolio it is adds or removes its evidence.');
  return access;
}

export async function assessablePortfolio(
  db: Db,
  user: AuthUser,
  portfolioId: string,
): Promise<PortfolioAccess> {
  const access = await readablePortfolio(db, user, portfolioId);
  if (!access.assesses)
    throw forbidden("Only the student's teachers assess a portfolio; nobody assesses their own.");
  return access;
}

declare module '../../platform/access' {
  interface ResolvedResources {
    'user.taught': { userId: string };
    'portfolio.read': PortfolioAccess;
    'portfolio.keep': PortfolioAccess;
    'portfolio.assess': PortfolioAccess;
  }
}
