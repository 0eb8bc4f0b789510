import type { Rubric } from '../schemas/coursework';

/**
 * Rubric marking (issue 14: "a rubric (criteria x levels) when wanted"): the most a submission can get is the sum
 * of each criterion's best level; a mark is the sum of the levels chosen, one per criterion.
 */
export function rubricMaximum(rubric: Rubric): number {
  return rubric.criteria.reduce(
    (total, criterion) => total + Math.max(0, ...criterion.levels.map((level) => level.points)),
    0,
  );
}

/** The level chosen on each criterion: criterion id to level id. */
export type RubricScores = Record<string, string>;

/**
 * The points of the levels chosen so far, for the running total a teacher sees while scoring; `complete` when every
 * criterion has a level of its own.
 */
export function rubricRunningTotal(
  rubric: Rubric,
  scores: RubricScores,
): { points: number; complete: boolean } {
  let points = 0;
  let complete = true;
  for (const criterion of rubric.criteria) {
    const level = criterion.levels.find((candidate) => candidate.id === scores[criterion.id]);
    if (level) points += level.points;
    else complete = false;
  }
  return { points, complete };
}

export type RubricScoring =
  | { ok: true; mark: number }
  | {
      ok: false;
      /** The titles of the criteria with no level chosen. */
      unscored: string[];
      /** The titles of the criteria whose chosen level is not one of theirs. */
      unknownLevels: string[];
      /** Criterion ids scored that the rubric does not have. */
      unknownCriteria: string[];
    };

/** The mark of `scores` (criterion id to level id), or which criteria are unscored or name a level they lack. */
export function scoreRubric(rubric: Rubric, scores: RubricScores): RubricScoring {
  const unscored: string[] = [];
  const unknownLevels: string[] = [];
  let mark = 0;
  for (const criterion of rubric.criteria) {
    const chosen = scores[criterion.id];
    if (chosen === undefined) {
      unscored.push(criterion.title);
      continue;
    }
    const level = criterion.levels.find((l) => l.id === chosen);
    if (level) mark += level.points;
    else unknownLevels.push(criterion.title);
  }
  const known = new Set(rubric.criteria.map((c) => c.id));
  const unknownCriteria = Object.keys(scores).filter((id) => !known.has(id));
  if (unscored.length || unknownLevels.length || unknownCriteria.length)
    return { ok: false, unscored, unknownLevels, unknownCriteria };
  return { ok: true, mark };
}

/** Why a scoring was refused, in words a teacher can act on. */
export function rubricScoringProblem(scoring: Extract<RubricScoring, { ok: false }>): string {
  const problems: string[] = [];
  if (scoring.unscored.length) problems.push(`choose a level for ${scoring.unscored.join(', ')}`);
  if (scoring.unknownLevels.length)
    problems.push(`the level chosen for ${scoring.unknownLevels.join(', ')} is not one of its levels`);
  if (scoring.unknownCriteria.length) problems.push('some scores name criteria the rubric does not have');
  const text = problems.join('; ');
  return `Rubric: ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
