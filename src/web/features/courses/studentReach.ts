import type { ItemFormValues } from './itemForm';

/**
 * Who sees a test or an exam, and when, as one choice (issue 37) instead of four switches that interact. Behind it
 * stand SPEC §3's fields, read by SPEC §4's visibility rule (core/rules/itemVisibility.ts): hidden is manual and not
 * published; on its schedule is published and not manual, seen from its start to its end; shown now is manual and
 * published, seen whatever the time. `startedLive` is the live sitting's own, opened and closed on the test's page.
 */
export const STUDENT_REACHES = ['hidden', 'scheduled', 'shownNow'] as const;
export type StudentReach = (typeof STUDENT_REACHES)[number];

type ReachFields = Pick<ItemFormValues, 'active' | 'manual' | 'openedEarly'>;

export const REACH_TEXT: Record<StudentReach, { label: string; description: string }> = {
  hidden: { label: 'Hidden', description: 'Students do not see it, whatever its times.' },
  scheduled: { label: 'On its schedule', description: 'Students see it from its start to its end.' },
  shownNow: {
    label: 'Shown now',
    description: 'Students see it from now on, even before its start, until you hide it.',
  },
};

/** The choice the fields amount to. Opened early (published, not manual) is seen whatever the time, as shown now. */
export function reachOf({ active, manual, openedEarly }: ReachFields): StudentReach {
  if (manual) return active ? 'shownNow' : 'hidden';
  return active && openedEarly ? 'shownNow' : 'scheduled';
}

/** The fields a choice sets. */
export function fieldsOfReach(reach: StudentReach): ReachFields {
  if (reach === 'hidden') return { active: false, manual: true, openedEarly: false };
  if (reach === 'scheduled') return { active: true, manual: false, openedEarly: false };
  return { active: true, manual: true, openedEarly: false };
}
