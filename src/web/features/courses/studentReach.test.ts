import { describe, expect, it } from 'vitest';
import { isVisibleToStudents } from '../../../core/rules/itemVisibility';
import { fieldsOfReach, reachOf, STUDENT_REACHES, type StudentReach } from './studentReach';

// Issue 37 on SPEC §3 (the visibility fields) and §4 (item visibility): one choice of who sees a test or exam.
const START = '2026-05-01T10:00:00Z';
const END = '2026-05-01T11:00:00Z';
const BEFORE = '2026-05-01T09:00:00Z';
const DURING = '2026-05-01T10:30:00Z';
const AFTER = '2026-05-01T12:00:00Z';

const seenAt = (reach: StudentReach, now: string) =>
  isVisibleToStudents(
    { kind: 'test', startedLive: false, startDate: START, endDate: END, ...fieldsOfReach(reach) },
    now,
  );

describe('what each choice lets students see (SPEC §4 item visibility)', () => {
  it.each<[StudentReach, boolean, boolean, boolean]>([
    ['hidden', false, false, false],
    ['scheduled', false, true, false],
    ['shownNow', true, true, true],
  ])('%s: before its start %s, during %s, after its end %s', (reach, before, during, after) => {
    expect([seenAt(reach, BEFORE), seenAt(reach, DURING), seenAt(reach, AFTER)]).toEqual([
      before,
      during,
      after,
    ]);
  });

  it('hides a test whose live sitting is open, when hidden', () => {
    const fields = { kind: 'test' as const, startDate: START, endDate: END, startedLive: true };
    expect(isVisibleToStudents({ ...fields, ...fieldsOfReach('hidden') }, AFTER)).toBe(false);
    expect(isVisibleToStudents({ ...fields, ...fieldsOfReach('scheduled') }, AFTER)).toBe(true);
  });
});

describe('the choice read back from the fields (SPEC §3)', () => {
  it.each(STUDENT_REACHES)('%s reads back as itself', (reach) => {
    expect(reachOf(fieldsOfReach(reach))).toBe(reach);
  });

  it.each<[string, { active: boolean; manual: boolean; openedEarly: boolean }, StudentReach]>([
    [
      'not published, not manual: seen in its times',
      { active: false, manual: false, openedEarly: false },
      'scheduled',
    ],
    ['opened early', { active: true, manual: false, openedEarly: true }, 'shownNow'],
    [
      'opened early but not published: its times decide',
      { active: false, manual: false, openedEarly: true },
      'scheduled',
    ],
    ['manual and opened early, not published', { active: false, manual: true, openedEarly: true }, 'hidden'],
  ])('%s', (_, fields, reach) => {
    expect(reachOf(fields)).toBe(reach);
  });
});
