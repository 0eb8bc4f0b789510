import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CvqStructure, saveOutcomeBody, saveUnitBody } from '../../../core/schemas/qualifications';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { cvqOutcomes, cvqs, cvqUnits, outcomeAssessments, portfolioEvidence } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';

/**
 * Issue 35: a qualification's units and their learning outcomes, which teachers and administrators maintain
 * (SPEC §2 /vocationalqualifications). A unit or an outcome that evidence or an assessment already points at is
 * not removed (409): a student's record would lose what it was assessed against (docs/decisions.md).
 */

export async function findCvq(db: Db, cvqId: string) {
  const [cvq] = await db
    .select({ _id: cvqs.id, code: cvqs.code, title: cvqs.title, level: cvqs.level })
    .from(cvqs)
    .where(and(eq(cvqs.id, cvqId), isNull(cvqs.removedAt)))
    .limit(1);
  if (!cvq) throw notFound('No such qualification.');
  return cvq;
}

/** The units of qualifications in order, each with its outcomes in order. */
export async function unitsOf(db: Db, cvqIds: readonly string[]) {
  if (cvqIds.length === 0) return new Map<string, CvqStructure['units']>();
  const units = await db
    .select()
    .from(cvqUnits)
    .where(inArray(cvqUnits.cvqId, [...cvqIds]))
    .orderBy(asc(cvqUnits.position), asc(cvqUnits.code));
  const outcomes = units.length
    ? await db
        .select()
        .from(cvqOutcomes)
        .where(
          inArray(
            cvqOutcomes.unitId,
            units.map((u) => u.id),
          ),
        )
        .orderBy(asc(cvqOutcomes.position), asc(cvqOutcomes.code))
    : [];
  const byCvq = new Map<string, CvqStructure['units']>(cvqIds.map((id) => [id, []]));
  for (const unit of units)
    byCvq.get(unit.cvqId)?.push({
      _id: unit.id,
      code: unit.code,
      title: unit.title,
      position: unit.position,
      outcomes: outcomes
        .filter((o) => o.unitId === unit.id)
        .map((o) => ({ _id: o.id, code: o.code, text: o.text, evidence: o.evidence, position: o.position })),
    });
  return byCvq;
}

export async function loadStructure(db: Db, cvqId: string): Promise<CvqStructure> {
  const cvq = await findCvq(db, cvqId);
  return { cvq, units: (await unitsOf(db, [cvqId])).get(cvqId) ?? [] };
}

async function findUnit(db: Db, unitId: string) {
  const [unit] = await db.select().from(cvqUnits).where(eq(cvqUnits.id, unitId)).limit(1);
  if (!unit) throw notFound('No such unit.');
  return unit;
}

const takenCode = (what: string, code: string) =>
  conflict(`${what} ${code} already exists here. Give it another code.`, { code: 'Already used.' });

export async function saveUnit(db: Db, body: z.output<typeof saveUnitBody>): Promise<{ _id: string }> {
  await findCvq(db, body.cvqId);
  const fields = { code: body.code, title: body.title, position: body.position };
  try {
    if (body.unitId) {
      const unit = await findUnit(db, body.unitId);
      if (unit.cvqId !== body.cvqId) throw notFound('No such unit in this qualification.');
      await db.update(cvqUnits).set(fields).where(eq(cvqUnits.id, unit.id));
      return { _id: unit.id };
    }
    const [row] = await db
      .insert(cvqUnits)
      .values({ ...fields, cvqId: body.cvqId })
      .returning({ id: cvqUnits.id });
    return { _id: row!.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw takenCode('Unit', body.code);
    throw error;
  }
}

export async function saveOutcome(db: Db, body: z.output<typeof saveOutcomeBody>): Promise<{ _id: string }> {
  await findUnit(db, body.unitId);
  const fields = { code: body.code, text: body.text, evidence: body.evidence, position: body.position };
  try {
    if (body.outcomeId) {
      const [updated] = await db
        .update(cvqOutcomes)
        .set(fields)
        .where(and(eq(cvqOutcomes.id, body.outcomeId), eq(cvqOutcomes.unitId, body.unitId)))
        .returning({ id: cvqOutcomes.id });
      if (!updated) throw notFound('No such outcome in this unit.');
      return { _id: updated.id };
    }
    const [row] = await db
      .insert(cvqOutcomes)
      .values({ ...fields, unitId: body.unitId })
      .returning({ id: cvqOutcomes.id });
    return { _id: row!.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw takenCode('Outcome', body.code);
    throw error;
  }
}

export async function removeUnit(db: Db, unitId: string) {
  const unit = await findUnit(db, unitId);
  const [evidence] = await db
    .select({ id: portfolioEvidence.id })
    .from(portfolioEvidence)
    .where(eq(portfolioEvidence.unitId, unit.id))
    .limit(1);
  const [assessed] = await db
    .select({ id: outcomeAssessments.id })
    .from(outcomeAssessments)
    .innerJoin(cvqOutcomes, eq(cvqOutcomes.id, outcomeAssessments.outcomeId))
    .where(eq(cvqOutcomes.unitId, unit.id))
    .limit(1);
  if (evidence || assessed)
    throw conflict(
      `Unit ${unit.code} has students' evidence or assessments, so it stays. Change its title or outcomes instead.`,
    );
  await db.delete(cvqUnits).where(eq(cvqUnits.id, unit.id));
}

export async function removeOutcome(db: Db, outcomeId: string) {
  const [outcome] = await db.select().from(cvqOutcomes).where(eq(cvqOutcomes.id, outcomeId)).limit(1);
  if (!outcome) throw notFound('No such outcome.');
  const [assessed] = await db
    .select({ id: outcomeAssessments.id })
    .from(outcomeAssessments)
    .where(eq(outcomeAssessments.outcomeId, outcome.id))
    .limit(1);
  if (assessed)
    throw conflict(`Outcome ${outcome.code} has been assessed, so it stays. Change its text instead.`);
  await db.delete(cvqOutcomes).where(eq(cvqOutcomes.id, outcome.id));
}
