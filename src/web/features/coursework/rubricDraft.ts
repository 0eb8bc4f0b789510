import { COURSEWORK } from '../../../core/constants';
import { rubricMaximum } from '../../../core/rules/rubricScore';
import type { Rubric } from '../../../core/schemas/coursework';

/**
 * The rubric editor's operations (issue 14: criteria x levels, points per level): each takes the rubric and gives
 * the changed one, never below the schema's floors (one criterion, two levels each) nor above its ceilings.
 * `newId` makes ids for new criteria and levels (newDraftId in the page, a counter in tests).
 */

export type Criterion = Rubric['criteria'][number];
export type Level = Criterion['levels'][number];
export type NewId = () => string;

/** The levels a new rubric starts with, best first. */
const STARTING_LEVELS: readonly { title: string; points: number }[] = [
  { title: 'Excellent', points: 4 },
  { title: 'Good', points: 3 },
  { title: 'Fair', points: 2 },
  { title: 'Not yet', points: 0 },
];

const MIN_LEVELS = 2;

function newCriterion(newId: NewId, title: string, levels: readonly { title: string; points: number }[]) {
  return {
    id: newId(),
    title,
    description: '',
    levels: levels.map((level) => ({ id: newId(), title: level.title, points: level.points })),
  };
}

export const newRubric = (newId: NewId): Rubric => ({
  criteria: [newCriterion(newId, 'Criterion 1', STARTING_LEVELS)],
});

/** A new criterion takes the levels of the last one (names and points), which is what a grid usually wants. */
export function addCriterion(rubric: Rubric, newId: NewId): Rubric {
  if (!canAddCriterion(rubric)) return rubric;
  const last = rubric.criteria.at(-1);
  const title = `Criterion ${rubric.criteria.length + 1}`;
  return { criteria: [...rubric.criteria, newCriterion(newId, title, last?.levels ?? STARTING_LEVELS)] };
}

export const canAddCriterion = (rubric: Rubric) => rubric.criteria.length < COURSEWORK.rubricCriteriaMax;
export const canRemoveCriterion = (rubric: Rubric) => rubric.criteria.length > 1;

export function removeCriterion(rubric: Rubric, criterionId: string): Rubric {
  if (!canRemoveCriterion(rubric)) return rubric;
  return { criteria: rubric.criteria.filter((criterion) => criterion.id !== criterionId) };
}

function changeCriterion(rubric: Rubric, criterionId: string, change: (criterion: Criterion) => Criterion) {
  return {
    criteria: rubric.criteria.map((criterion) =>
      criterion.id === criterionId ? change(criterion) : criterion,
    ),
  };
}

export const renameCriterion = (rubric: Rubric, criterionId: string, title: string): Rubric =>
  changeCriterion(rubric, criterionId, (criterion) => ({ ...criterion, title }));

export const describeCriterion = (rubric: Rubric, criterionId: string, description: string): Rubric =>
  changeCriterion(rubric, criterionId, (criterion) => ({ ...criterion, description }));

export const canAddLevel = (criterion: Criterion) => criterion.levels.length < COURSEWORK.rubricLevelsMax;
export const canRemoveLevel = (criterion: Criterion) => criterion.levels.length > MIN_LEVELS;

/** A new level goes last, worth no points until the teacher says otherwise. */
export const addLevel = (rubric: Rubric, criterionId: string, newId: NewId): Rubric =>
  changeCriterion(rubric, criterionId, (criterion) =>
    canAddLevel(criterion)
      ? {
          ...criterion,
          levels: [
            ...criterion.levels,
            { id: newId(), title: `Level ${criterion.levels.length + 1}`, points: 0 },
          ],
        }
      : criterion,
  );

export const removeLevel = (rubric: Rubric, criterionId: string, levelId: string): Rubric =>
  changeCriterion(rubric, criterionId, (criterion) =>
    canRemoveLevel(criterion)
      ? { ...criterion, levels: criterion.levels.filter((level) => level.id !== levelId) }
      : criterion,
  );

function changeLevel(rubric: Rubric, criterionId: string, levelId: string, change: Partial<Level>): Rubric {
  return changeCriterion(rubric, criterionId, (criterion) => ({
    ...criterion,
    levels: criterion.levels.map((level) => (level.id === levelId ? { ...level, ...change } : level)),
  }));
}

export const renameLevel = (rubric: Rubric, criterionId: string, levelId: string, title: string): Rubric =>
  changeLevel(rubric, criterionId, levelId, { title });

/** An emptied points field counts as 0; the schema refuses fractions and negatives with its own words. */
export const setLevelPoints = (
  rubric: Rubric,
  criterionId: string,
  levelId: string,
  points: number | '',
): Rubric => changeLevel(rubric, criterionId, levelId, { points: points === '' ? 0 : points });

/**
 * What the schema cannot see: the total is the item's mark, so it must be at least 1 and at most the largest
 * mark. Null when the total is fine.
 */
export function rubricTotalProblem(rubric: Rubric): string | null {
  const total = rubricMaximum(rubric);
  if (total < 1) return 'The rubric adds up to 0 points: give the best level of a criterion some points.';
  if (total > COURSEWORK.maxMark)
    return `The rubric adds up to ${total} points; a mark can be at most ${COURSEWORK.maxMark}.`;
  return null;
}
