import { describe, expect, it } from 'vitest';
import type { CourseAttendance } from '../../../core/schemas/lectures';
import { attendanceLines, attendanceTable } from './attendanceTable';

const report: CourseAttendance = {
  sittings: [
    {
      _id: 's2',
      lectureId: 'l2',
      lectureTitle: 'Waves',
      startedAt: '2026-03-02T09:00:00Z',
      teacherEnteredAt: '2026-03-02T09:00:00Z',
      endedAt: null,
    },
    {
      _id: 's1',
      lectureId: 'l1',
      lectureTitle: 'Optics',
      startedAt: '2026-03-01T09:00:00Z',
      teacherEnteredAt: '2026-03-01T09:00:00Z',
      endedAt: '2026-03-01T10:00:00Z',
    },
    {
      _id: 's0',
      lectureId: 'l1',
      lectureTitle: 'Optics',
      startedAt: '2026-02-28T09:00:00Z',
      teacherEnteredAt: null,
      endedAt: '2026-02-28T09:10:00Z',
    },
  ],
  students: [
    { userId: 'a', name: 'Ada' },
    { userId: 'b', name: '=HYPERLINK("x")' },
  ],
  marks: [
    {
      attendanceId: 's1',
      userId: 'a',
      joinedAt: '2026-03-01T09:02:00Z',
      leftAt: '2026-03-01T09:47:00Z',
      late: false,
    },
    { attendanceId: 's1', userId: 'b', joinedAt: '2026-03-01T09:20:00Z', leftAt: null, late: true },
    { attendanceId: 's2', userId: 'a', joinedAt: '2026-03-02T09:01:00Z', leftAt: null, late: false },
  ],
};

describe('the lecture attendance report (issue 16: per course and per student)', () => {
  const table = attendanceTable(report);

  it('leaves out a start its teacher never entered, and counts it (issue 37)', () => {
    expect(table.sittings.map((sitting) => sitting._id)).toEqual(['s2', 's1']);
    expect(table.notHeld).toBe(1);
  });

  it('has a row per student and a cell per sitting, newest sitting first', () => {
    expect(table.rows.map((row) => row.name)).toEqual(['Ada', '=HYPERLINK("x")']);
    expect(table.rows.map((row) => row.attended)).toEqual([2, 1]);
    expect(table.rows[1]?.cells[0]).toEqual({ kind: 'absent' });
  });

  it.each([
    ['left before the end: from joining to leaving', 0, 1, 45],
    ['never left an ended class: until its end', 1, 1, 40],
    ['still in a class that runs: not known yet', 0, 0, null],
  ])('counts the minutes of one who %s', (_, row, sitting, minutes) => {
    const cell = table.rows[row]?.cells[sitting];
    expect(cell?.kind === 'present' && cell.minutes).toBe(minutes);
  });

  it('keeps the late flag', () => {
    const cell = table.rows[1]?.cells[1];
    expect(cell?.kind === 'present' && cell.late).toBe(true);
  });

  it('gives one spreadsheet line per student and sitting, absences included', () => {
    const lines = attendanceLines(table);
    expect(lines[0]).toEqual([
      'Student',
      'Lecture',
      'Class started',
      'Joined',
      'Left',
      'Minutes',
      'Late',
      'Present',
    ]);
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines[2]?.[1]).toBe('Optics');
    expect(lines[2]?.[5]).toBe('45');
    expect(lines[3]?.[7]).toBe('no');
  });
});
