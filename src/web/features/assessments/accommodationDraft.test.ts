import { describe, expect, it } from 'vitest';
import { saveAccommodationsBody } from '../../../core/schemas/assessments';
import { zodErrors } from '../../components/forms/zodValidate';
import {
  accommodationsOf,
  addRow,
  changeRow,
  removeRow,
  rowProblems,
  rowsOf,
  snapshotOfRows,
  studentsToAdd,
} from './accommodationDraft';

const ann = { _id: 'u1', username: 'ann', fullName: 'Ann Archer' };
const bob = { _id: 'u2', username: 'bob', fullName: '' };
const cy = { _id: 'u3', username: 'cy', fullName: 'Cy Carter' };

const saved = [{ userId: 'u1', extraMinutes: 15, extraAttempts: 1, student: ann }];

describe('accommodations (issue 15: extra time and attempts for named students)', () => {
  it('shows each student by name, and gives back exactly what was saved', () => {
    const rows = rowsOf(saved);
    expect(rows).toEqual([{ userId: 'u1', name: 'Ann Archer', extraMinutes: 15, extraAttempts: 1 }]);
    expect(accommodationsOf(rows)).toEqual([{ userId: 'u1', extraMinutes: 15, extraAttempts: 1 }]);
  });

  it('offers the students not in the list yet, by name; one added starts with nothing extra', () => {
    const rows = rowsOf(saved);
    expect(studentsToAdd([cy, ann, bob], rows).map((student) => student._id)).toEqual(['u2', 'u3']);
    const added = addRow(rows, bob);
    expect(added[1]).toEqual({ userId: 'u2', name: 'bob', extraMinutes: 0, extraAttempts: 0 });
    expect(addRow(added, bob)).toEqual(added);
  });

  it('changes and removes a student’s row, which changes what Save sends', () => {
    const rows = addRow(rowsOf(saved), cy);
    const changed = changeRow(rows, 'u3', { extraMinutes: 30 });
    expect(changed[1]).toMatchObject({ extraMinutes: 30, extraAttempts: 0 });
    expect(snapshotOfRows(changed)).not.toBe(snapshotOfRows(rows));
    expect(removeRow(changed, 'u1').map((row) => row.userId)).toEqual(['u3']);
  });

  it('an emptied field is refused with the schema’s words, at its row', () => {
    const rows = changeRow(addRow(rowsOf(saved), cy), 'u3', { extraMinutes: '' });
    const fields = zodErrors(saveAccommodationsBody, {
      itemId: 't1',
      accommodations: accommodationsOf(rows),
    });
    expect(rowProblems(fields as Record<string, string>, rows)).toEqual({
      list: null,
      byStudent: { u3: { extraMinutes: 'Extra minutes: enter a number.' } },
    });
  });

  it('places the server’s messages on their rows, and the list’s own apart', () => {
    const rows = addRow(rowsOf(saved), cy);
    expect(
      rowProblems(
        {
          'accommodations.1.extraAttempts': 'Extra attempts: at most 20.',
          accommodations: 'Each student only once.',
        },
        rows,
      ),
    ).toEqual({
      list: 'Each student only once.',
      byStudent: { u3: { extraAttempts: 'Extra attempts: at most 20.' } },
    });
  });
});
