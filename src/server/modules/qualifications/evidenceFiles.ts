import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portfolioEvidence, portfolios } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { followsStudent } from './policy';

/**
 * Whether a user reads a stored file through a portfolio (issue 35): it is evidence in a portfolio of a student
 * they follow (the student, those who teach them, administrators). Asked by the files area's `read` resolver once
 * the file's own rules refuse, as it asks internal mail.
 */
export async function readsThroughPortfolio(db: Db, user: AuthUser, fileId: string): Promise<boolean> {
  const holders = await db
    .selectDistinct({ studentId: portfolios.studentId })
    .from(portfolioEvidence)
    .innerJoin(portfolios, eq(portfolios.id, portfolioEvidence.portfolioId))
    .where(eq(portfolioEvidence.fileId, fileId));
  for (const { studentId } of holders) if (await followsStudent(db, user, studentId)) return true;
  return false;
}
