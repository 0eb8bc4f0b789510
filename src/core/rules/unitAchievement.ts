import { countOf, wordFor } from './countOf';

/**
 * Issue 35, qualifications: a teacher assesses each learning outcome of a student's portfolio as met or not yet
 * met, and every assessment is kept. The latest one decides the outcome; a unit is achieved when all its outcomes
 * are met (a unit without outcomes proves nothing, so it is not); a student may be certified only when every unit
 * of the qualification is achieved.
 */

export type Verdict = 'met' | 'notYetMet';

export interface OutcomeAssessment {
  outcomeId: string;
  verdict: Verdict;
  /** When it was made: the latest per outcome counts. */
  at: Date;
}

/** The verdict that stands for each outcome: its latest assessment's. */
export function currentVerdicts(assessments: readonly OutcomeAssessment[]): Map<string, Verdict> {
  const latest = new Map<string, OutcomeAssessment>();
  for (const a of assessments) {
    const seen = latest.get(a.outcomeId);
    if (!seen || a.at.getTime() >= seen.at.getTime()) latest.set(a.outcomeId, a);
  }
  return new Map([...latest].map(([id, a]) => [id, a.verdict]));
}

/** A unit is achieved when it has outcomes and every one of them is met. */
export function unitAchieved(outcomeIds: readonly string[], verdicts: ReadonlyMap<string, Verdict>): boolean {
  return outcomeIds.length > 0 && outcomeIds.every((id) => verdicts.get(id) === 'met');
}

export interface UnitOutcomes {
  unitId: string;
  outcomeIds: readonly string[];
}

export interface PortfolioProgress {
  unitsAchieved: number;
  unitsTotal: number;
  outcomesMet: number;
  outcomesTotal: number;
  /** Every unit achieved (and there is at least one): the student may be certified. */
  complete: boolean;
}

/** A portfolio's progress through its qualification's units and outcomes. */
export function portfolioProgress(
  units: readonly UnitOutcomes[],
  verdicts: ReadonlyMap<string, Verdict>,
): PortfolioProgress {
  const unitsAchieved = units.filter((u) => unitAchieved(u.outcomeIds, verdicts)).length;
  const outcomeIds = units.flatMap((u) => u.outcomeIds);
  return {
    unitsAchieved,
    unitsTotal: units.length,
    outcomesMet: outcomeIds.filter((id) => verdicts.get(id) === 'met').length,
    outcomesTotal: outcomeIds.length,
    complete: units.length > 0 && unitsAchieved === units.length,
  };
}

/** Why a student cannot be certified yet, in words for the teacher, or null when they can. */
export function certificationRefusal(progress: PortfolioProgress, certified: boolean): string | null {
  if (certified) return 'This student is already certified for this qualification.';
  if (progress.unitsTotal === 0) return 'This qualification has no units yet, so nothing can be certified.';
  if (!progress.complete) {
    const left = progress.unitsTotal - progress.unitsAchieved;
    return `${left} of ${countOf(progress.unitsTotal, 'unit')} ${wordFor(left, 'is', 'are')} not achieved yet: every outcome of every unit must be met before the student is certified.`;
  }
  return null;
}
