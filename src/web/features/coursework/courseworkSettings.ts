import type { FormErrors } from '@mantine/form';
import { COURSEWORK } from '../../../core/constants';
import { rubricMaximum } from '../../../core/rules/rubricScore';
import {
  type CourseworkSettings,
  courseworkSettingsBody,
  type LatePolicy,
  type Rubric,
} from '../../../core/schemas/coursework';
import { zodErrors } from '../../components/forms/zodValidate';
import type { CourseworkItem } from './courseworkApi';
import { type NewId, newRubric, rubricTotalProblem } from './rubricDraft';

/**
 * The teacher's settings of an assignment, project or lab (coursework/saveSettings) as two forms hold them: the
 * marking, and a project's group rules. Each form sends its own fields with the saved values of the other.
 */

export interface MarkingValues {
  /** '' while the field is empty. */
  maxMark: number | '';
  latePolicy: LatePolicy;
  useRubric: boolean;
  /** Kept while the rubric is switched off, so switching it back on brings it back. */
  rubric: Rubric;
}

export interface GroupRules {
  studentsChooseGroups: boolean;
  maxGroupSize: number | '';
}

type SavedSettings = Pick<CourseworkItem, 'maxMark' | 'latePolicy' | 'rubric'> &
  Partial<Pick<CourseworkItem, 'studentsChooseGroups' | 'maxGroupSize'>>;

export function markingValuesOf(item: SavedSettings, newId: NewId): MarkingValues {
  return {
    maxMark: item.maxMark,
    latePolicy: item.latePolicy,
    useRubric: item.rubric !== null,
    rubric: item.rubric ?? newRubric(newId),
  };
}

export const groupRulesOf = (item: SavedSettings): GroupRules => ({
  studentsChooseGroups: item.studentsChooseGroups ?? false,
  maxGroupSize: item.maxGroupSize ?? COURSEWORK.groupSizeDefault,
});

/** With a rubric the mark is out of the rubric's total (the server ignores `maxMark` then, but checks it). */
export function settingsBody(itemId: string, marking: MarkingValues, rules: GroupRules): CourseworkSettings {
  return {
    itemId,
    maxMark: marking.useRubric ? rubricMaximum(marking.rubric) : marking.maxMark === '' ? 0 : marking.maxMark,
    latePolicy: marking.latePolicy,
    rubric: marking.useRubric ? marking.rubric : null,
    studentsChooseGroups: rules.studentsChooseGroups,
    maxGroupSize: rules.maxGroupSize === '' ? 0 : rules.maxGroupSize,
  };
}

/**
 * The server's checks (courseworkSettingsBody) with its words, keyed by field ('maxMark', 'rubric.criteria.0.title',
 * ...). A rubric's total is the mark, so its problems are the rubric's ('rubric'), not the hidden mark field's.
 */
export function validateSettings(body: CourseworkSettings): FormErrors {
  const errors = zodErrors(courseworkSettingsBody, body);
  if (!body.rubric) return errors;
  const { maxMark: _hidden, ...rest } = errors;
  const totalProblem = rubricTotalProblem(body.rubric);
  return totalProblem ? { ...rest, rubric: totalProblem } : rest;
}

const groupRulesSchema = courseworkSettingsBody.pick({ studentsChooseGroups: true, maxGroupSize: true });

/** The group rules' own checks, for the form that sends them beside the saved marking. */
export const validateGroupRules = (body: CourseworkSettings): FormErrors => zodErrors(groupRulesSchema, body);
