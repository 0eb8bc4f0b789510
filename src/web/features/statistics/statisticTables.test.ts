import { describe, expect, it } from 'vitest';
import {
  attendanceTable,
  bandLabel,
  csvLines,
  distributionTable,
  marksTable,
  shareOf,
  submissionsTable,
} from './statisticTables';

/** Issue 35: the numbers behind the statistics charts, as their tables and CSV downloads hold them. */
describe('statistic tables', () => {
  it.each([
    [0, '0–9'],
    [50, '50–59'],
    [90, '90–100'],
  ])('names the band from %i %% as %s', (from, label) => {
    expect(bandLabel(from)).toBe(label);
  });

  it('lists every band of the distribution, those without marks at 0', () => {
    const table = distributionTable({ distribution: [{ from: 70, count: 2 }] });
    expect(table.rows).toHaveLength(10);
    expect(table.rows[7]).toEqual(['70–79', '2']);
    expect(table.rows[0]).toEqual(['0–9', '0']);
  });

  it('writes a dash where there is nothing to count, and shares to one decimal', () => {
    expect(marksTable({ marks: { count: 0, mean: null, median: null } }).rows).toEqual([['0', '–', '–']]);
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(1, 0)).toBeNull();
    expect(attendanceTable({ attendance: { classesHeld: 1, present: 1, possible: 3 } }).rows).toEqual([
      ['1', '1', '3', '33.3'],
    ]);
  });

  it('puts the header first in the CSV, then the same cells as the table', () => {
    const table = submissionsTable({ submissions: { onTime: 2, late: 1, notHandedIn: 1 } });
    expect(csvLines(table)).toEqual([
      ['Work', 'Pieces'],
      ['On time', '2'],
      ['Late', '1'],
      ['Not handed in', '1'],
    ]);
  });
});
