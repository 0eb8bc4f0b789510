import { and, asc, eq, isNull } from 'drizzle-orm';
import { certificationRefusal } from '../../../core/rules/unitAchievement';
import type { PortfolioChangedEvent, SummaryRow } from '../../../core/schemas/qualifications';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import type { Db } from '../../db/client';
import {
  courseMembers,
  cvqOutcomes,
  cvqUnits,
  outcomeAssessments,
  type PortfolioRow,
  portfolios,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { emitTo } from '../../platform/liveEvents';
import { userRoom } from '../../platform/rooms';
import { inTransaction, type Tx } from '../../platform/transaction';
import { cvqDetails, portfoliosOfStudents } from './portfolios';

/**
 * Issue 35: a teacher of the student assesses each outcome as met or not yet met, with feedback; every assessment
 * is kept. Certification records the date and the teacher, and is refused until every unit is achieved
 * (core/rules/unitAchievement.ts). The student's sockets are told after each change commits, so their portfolio
 * page reads itself again.
 */

function tellStudent(tx: Tx, portfolio: PortfolioRow) {
  const event: PortfolioChangedEvent = { portfolioId: portfolio.id };
  tx.afterCommit(emitTo(userRoom(portfolio.studentId), REALTIME_EVENTS.portfolio, event));
}

export async function assessOutcome(
  ctx: ServiceContext,
  assessor: AuthUser,
  portfolio: PortfolioRow,
  input: { outcomeId: string; verdict: 'met' | 'notYetMet'; feedback: string },
): Promise<{ _id: string }> {
  const [outcome] = await ctx.db
    .select({ id: cvqOutcomes.id })
    .from(cvqOutcomes)
    .innerJoin(cvqUnits, eq(cvqUnits.id, cvqOutcomes.unitId))
    .where(and(eq(cvqOutcomes.id, input.outcomeId), eq(cvqUnits.cvqId, portfolio.cvqId)))
    .limit(1);
  if (!outcome)
    throw badRequest('That outcome is not part of this qualification.', {
      outcomeId: 'Not in this qualification.',
    });
  if (portfolio.certifiedAt)
    throw conflict('This student is already certified for this qualification; their assessments are final.');
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(outcomeAssessments)
      .values({
        portfolioId: portfolio.id,
        outcomeId: outcome.id,
        verdict: input.verdict,
        feedback: input.feedback,
        assessorId: assessor.id,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: outcomeAssessments.id });
    tellStudent(tx, portfolio);
    return { _id: row!.id };
  });
}

export async function certify(ctx: ServiceContext, teacher: AuthUser, portfolio: PortfolioRow) {
  const { progress } = await cvqDetails(ctx.db, portfolio);
  const refusal = certificationRefusal(progress, portfolio.certifiedAt !== null);
  if (refusal) throw conflict(refusal);
  await inTransaction(ctx, async (tx) => {
    const [done] = await tx
      .update(portfolios)
      .set({ certifiedAt: ctx.clock.now(), certifiedBy: teacher.id })
      .where(and(eq(portfolios.id, portfolio.id), isNull(portfolios.certifiedAt)))
      .returning({ id: portfolios.id });
    if (!done) throw conflict('This student is already certified for this qualification.');
    tellStudent(tx, portfolio);
  });
}

/** GET /api/v1/portfolio/summary/{courseId}: each student of the course with their portfolios' completion. */
export async function courseSummary(db: Db, courseId: string): Promise<SummaryRow[]> {
  const students = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, 'student')))
    .orderBy(asc(users.fullName));
  const lines = await portfoliosOfStudents(
    db,
    students.map((s) => s.id),
  );
  return students.map((s) => ({
    student: { _id: s.id, username: s.username, fullName: s.fullName },
    portfolios: lines
      .filter((l) => l.student._id === s.id)
      .map((l) => ({
        _id: l._id,
        cvq: l.cvq,
        progress: l.progress,
        evidenceCount: l.evidenceCount,
        certified: l.certification !== null,
      })),
  }));
}
