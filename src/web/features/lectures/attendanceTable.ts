import dayjs from 'dayjs';
import { classBeganAt, wasHeld } from '../../../core/rules/classSitting';
import type { CourseAttendance } from '../../../core/schemas/lectures';

/** One student's place at one sitting of the course attendance report. */
export type AttendanceCell =
  | { kind: 'absent' }
  | { kind: 'present'; joinedAt: string; leftAt: string | null; late: boolean; minutes: number | null };

export interface AttendanceTable {
  /** The classes held, or being held: a start abandoned before its teacher entered is left out (issue 37). */
  sittings: CourseAttendance['sittings'];
  /** How many starts were never held. */
  notHeld: number;
  rows: { userId: string; name: string; attended: number; cells: AttendanceCell[] }[];
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round(dayjs(to).diff(from, 'minute', true)));

/**
 * The /lecture_attendance report as a table: a row per student, a column per class held (newest first, as the
 * server sends them), each cell when they came and went and for how long (until the sitting's end when they never
 * left; unknown while it runs). Starts never held count against nobody: no student could come to them.
 */
export function attendanceTable(report: CourseAttendance): AttendanceTable {
  const sittings = report.sittings.filter(wasHeld);
  const marks = new Map(report.marks.map((mark) => [`${mark.attendanceId}\u0000${mark.userId}`, mark]));
  const rows = report.students.map((student) => {
    const cells = sittings.map((sitting): AttendanceCell => {
      const mark = marks.get(`${sitting._id}\u0000${student.userId}`);
      if (!mark) return { kind: 'absent' };
      const until = mark.leftAt ?? sitting.endedAt;
      return {
        kind: 'present',
        joinedAt: mark.joinedAt,
        leftAt: mark.leftAt,
        late: mark.late,
        minutes: until ? minutesBetween(mark.joinedAt, until) : null,
      };
    });
    return { ...student, attended: cells.filter((cell) => cell.kind === 'present').length, cells };
  });
  return { sittings, notHeld: report.sittings.length - sittings.length, rows };
}

const stamp = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/**
 * The report's lines for a spreadsheet: one per student and sitting, times in the reader's local time. Written out
 * by papaparse, which quotes and neutralises formulas.
 */
export function attendanceLines(table: AttendanceTable): string[][] {
  const header = ['Student', 'Lecture', 'Class started', 'Joined', 'Left', 'Minutes', 'Late', 'Present'];
  const lines = table.rows.flatMap((row) =>
    table.sittings.map((sitting, index) => {
      const cell = row.cells[index] ?? { kind: 'absent' };
      const present = cell.kind === 'present';
      return [
        row.name,
        sitting.lectureTitle,
        stamp(classBeganAt(sitting)),
        present ? stamp(cell.joinedAt) : '',
        present ? stamp(cell.leftAt) : '',
        present && cell.minutes !== null ? String(cell.minutes) : '',
        present && cell.late ? 'yes' : 'no',
        present ? 'yes' : 'no',
      ];
    }),
  );
  return [header, ...lines];
}
