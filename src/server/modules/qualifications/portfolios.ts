import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { currentVerdicts, portfolioProgress, type Verdict } from '../../../core/rules/unitAchievement';
import type {
  CvqDetails,
  CvqStructure,
  PortfolioDetails,
  PortfolioLine,
} from '../../../core/schemas/qualifications';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  cvqs,
  outcomeAssessments,
  type PortfolioRow,
  portfolioEvidence,
  portfolios,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { listEvidence } from './evidence';
import type { PortfolioAccess } from './policy';
import { findCvq, unitsOf } from './structure';

/**
 * Issue 35: students' portfolios, one per student and qualification. The student opens their own, or a teacher
 * of theirs opens it for them (docs/decisions.md); lists show each with how far it has come.
 */

const certifier = alias(users, 'certifier');
const person = (row: { id: string; username: string; fullName: string }) => ({
  _id: row.id,
  username: row.username,
  fullName: row.fullName,
});

/** The verdict standing for each outcome, per portfolio. */
async function verdictsOf(db: Db, portfolioIds: readonly string[]) {
  const rows = portfolioIds.length
    ? await db
        .select({
          portfolioId: outcomeAssessments.portfolioId,
          outcomeId: outcomeAssessments.outcomeId,
          verdict: outcomeAssessments.verdict,
          at: outcomeAssessments.createdAt,
        })
        .from(outcomeAssessments)
        .where(inArray(outcomeAssessments.portfolioId, [...portfolioIds]))
    : [];
  const byPortfolio = new Map<string, Map<string, Verdict>>();
  for (const id of portfolioIds)
    byPortfolio.set(id, currentVerdicts(rows.filter((r) => r.portfolioId === id)));
  return byPortfolio;
}

const unitOutcomes = (units: CvqStructure['units']) =>
  units.map((u) => ({ unitId: u._id, outcomeIds: u.outcomes.map((o) => o._id) }));

/** The portfolios `where` selects, as list lines, newest first. */
export async function portfolioLines(
  db: Db,
  where: ReturnType<typeof eq> | ReturnType<typeof inArray> | undefined,
): Promise<PortfolioLine[]> {
  const rows = await db
    .select({
      portfolio: portfolios,
      student: { id: users.id, username: users.username, fullName: users.fullName },
      cvq: { _id: cvqs.id, code: cvqs.code, title: cvqs.title, level: cvqs.level },
      certifier: { id: certifier.id, username: certifier.username, fullName: certifier.fullName },
    })
    .from(portfolios)
    .innerJoin(users, eq(users.id, portfolios.studentId))
    .innerJoin(cvqs, and(eq(cvqs.id, portfolios.cvqId), isNull(cvqs.removedAt)))
    .leftJoin(certifier, eq(certifier.id, portfolios.certifiedBy))
    .where(where)
    .orderBy(asc(users.fullName), desc(portfolios.createdAt));
  const ids = rows.map((r) => r.portfolio.id);
  const units = await unitsOf(db, [...new Set(rows.map((r) => r.cvq._id))]);
  const verdicts = await verdictsOf(db, ids);
  const evidence = ids.length
    ? await db
        .select({ portfolioId: portfolioEvidence.portfolioId, n: count() })
        .from(portfolioEvidence)
        .where(inArray(portfolioEvidence.portfolioId, ids))
        .groupBy(portfolioEvidence.portfolioId)
    : [];
  const evidenceCount = new Map(evidence.map((e) => [e.portfolioId, e.n]));
  return rows.map((r) => ({
    _id: r.portfolio.id,
    student: person(r.student),
    cvq: r.cvq,
    progress: portfolioProgress(unitOutcomes(units.get(r.cvq._id) ?? []), verdicts.get(r.portfolio.id)!),
    evidenceCount: evidenceCount.get(r.portfolio.id) ?? 0,
    certification: certificationOf(r.portfolio, r.certifier),
    createdAt: r.portfolio.createdAt.toISOString(),
  }));
}

function certificationOf(
  portfolio: PortfolioRow,
  by: { id: string; username: string; fullName: string } | null,
): PortfolioLine['certification'] {
  return portfolio.certifiedAt
    ? { at: portfolio.certifiedAt.toISOString(), by: by ? person(by) : null }
    : null;
}

export const portfoliosOfStudent = (db: Db, studentId: string) =>
  portfolioLines(db, eq(portfolios.studentId, studentId));

export async function portfoliosOfStudents(db: Db, studentIds: readonly string[] | 'all') {
  if (studentIds === 'all') return portfolioLines(db, undefined);
  if (studentIds.length === 0) return [];
  return portfolioLines(db, inArray(portfolios.studentId, [...studentIds]));
}

export async function openPortfolio(
  db: Db,
  caller: AuthUser,
  studentId: string,
  cvqId: string,
): Promise<{ _id: string }> {
  const [student] = await db.select({ role: users.role }).from(users).where(eq(users.id, studentId)).limit(1);
  if (student?.role !== 'student')
    throw badRequest('Portfolios are for students.', { studentId: 'Not a student.' });
  await findCvq(db, cvqId);
  try {
    const [row] = await db
      .insert(portfolios)
      .values({ studentId, cvqId, openedBy: caller.id })
      .returning({ id: portfolios.id });
    return { _id: row!.id };
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('There is already a portfolio for this qualification. Open it from the list.');
    throw error;
  }
}

export async function cvqDetails(db: Db, portfolio: PortfolioRow): Promise<CvqDetails> {
  const cvq = await findCvq(db, portfolio.cvqId);
  const units = (await unitsOf(db, [cvq._id])).get(cvq._id) ?? [];
  const verdicts = (await verdictsOf(db, [portfolio.id])).get(portfolio.id)!;
  const progress = portfolioProgress(unitOutcomes(units), verdicts);
  return {
    portfolioId: portfolio.id,
    cvq,
    units: units.map((unit) => ({
      ...unit,
      achieved: unit.outcomes.length > 0 && unit.outcomes.every((o) => verdicts.get(o._id) === 'met'),
      outcomes: unit.outcomes.map((o) => ({ ...o, verdict: verdicts.get(o._id) ?? null })),
    })),
    progress,
  };
}

/** Every assessment of the portfolio, oldest first: its history (who, when, what). */
async function assessmentHistory(db: Db, portfolioId: string): Promise<PortfolioDetails['assessments']> {
  const rows = await db
    .select({
      a: outcomeAssessments,
      assessor: { id: users.id, username: users.username, fullName: users.fullName },
    })
    .from(outcomeAssessments)
    .leftJoin(users, eq(users.id, outcomeAssessments.assessorId))
    .where(eq(outcomeAssessments.portfolioId, portfolioId))
    .orderBy(asc(outcomeAssessments.createdAt));
  return rows.map(({ a, assessor }) => ({
    _id: a.id,
    outcomeId: a.outcomeId,
    verdict: a.verdict,
    feedback: a.feedback,
    assessor: assessor ? person(assessor) : null,
    createdAt: a.createdAt.toISOString(),
  }));
}

export async function portfolioDetails(db: Db, access: PortfolioAccess): Promise<PortfolioDetails> {
  const [line] = await portfolioLines(db, eq(portfolios.id, access.portfolio.id));
  if (!line) throw notFound('This portfolio is for a qualification that was removed.');
  return {
    ...line,
    evidence: await listEvidence(db, access.portfolio),
    assessments: await assessmentHistory(db, access.portfolio.id),
    canKeep: access.own,
    canAssess: access.assesses,
  };
}
