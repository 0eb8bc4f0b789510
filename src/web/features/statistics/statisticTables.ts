import { STATISTICS } from '../../../core/constants';
import type {
  CourseAggregate,
  CourseStatistic,
  CourseSummary,
  StudentLine,
} from '../../../core/schemas/statistics';

/**
 * The numbers behind each chart of the statistics pages (issue 35) as a table: the page shows it beside its chart,
 * and its CSV download holds exactly these cells.
 */
export interface FigureTable {
  columns: string[];
  rows: string[][];
}

/** A percentage to one decimal, or a dash when there is nothing to count yet. */
export const percentText = (value: number | null) => (value === null ? '–' : String(value));

/** `part` of `whole` in percent, to one decimal; null when `whole` is 0. */
export const shareOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** A band's label: `0–9`, …, `90–100` (the last band holds full marks). */
export function bandLabel(from: number) {
  const width = STATISTICS.markBandPercent;
  return from + width >= 100 ? `${from}–100` : `${from}–${from + width - 1}`;
}

/** Every band, those with no marks at 0, lowest first. */
export function markBands(aggregate: Pick<CourseAggregate, 'distribution'>) {
  const counts = new Map(aggregate.distribution.map((band) => [band.from, band.count]));
  return Array.from({ length: 100 / STATISTICS.markBandPercent }, (_, n) => {
    const from = n * STATISTICS.markBandPercent;
    return { band: bandLabel(from), marks: counts.get(from) ?? 0 };
  });
}

export const distributionTable = (aggregate: Pick<CourseAggregate, 'distribution'>): FigureTable => ({
  columns: ['Mark (%)', 'Marks given'],
  rows: markBands(aggregate).map(({ band, marks }) => [band, String(marks)]),
});

export const marksTable = ({ marks }: Pick<CourseSummary, 'marks'>): FigureTable => ({
  columns: ['Marks given', 'Mean (%)', 'Median (%)'],
  rows: [[String(marks.count), percentText(marks.mean), percentText(marks.median)]],
});

/** Coursework handed in on time and late, and not handed in after its deadline. */
export function submissionParts({ submissions }: Pick<CourseSummary, 'submissions'>) {
  return [
    { name: 'On time', pieces: submissions.onTime },
    { name: 'Late', pieces: submissions.late },
    { name: 'Not handed in', pieces: submissions.notHandedIn },
  ];
}

export const submissionsTable = (summary: Pick<CourseSummary, 'submissions'>): FigureTable => ({
  columns: ['Work', 'Pieces'],
  rows: submissionParts(summary).map(({ name, pieces }) => [name, String(pieces)]),
});

export const attendanceTable = ({ attendance }: Pick<CourseSummary, 'attendance'>): FigureTable => ({
  columns: ['Classes held', 'Places taken', 'Places', 'Attendance (%)'],
  rows: [
    [
      String(attendance.classesHeld),
      String(attendance.present),
      String(attendance.possible),
      percentText(shareOf(attendance.present, attendance.possible)),
    ],
  ],
});

export const activityTable = ({ activity }: Pick<CourseAggregate, 'activity'>): FigureTable => ({
  columns: ['Week of', 'Work handed in', 'Tests and exams', 'Comments', 'Classes joined'],
  rows: activity.map((week) => [
    week.week,
    String(week.submissions),
    String(week.attempts),
    String(week.comments),
    String(week.attendances),
  ]),
});

export const studentsTable = (lines: readonly StudentLine[]): FigureTable => ({
  columns: ['Student', 'Classes attended', 'On time', 'Late', 'Marks', 'Mean mark (%)'],
  rows: lines.map((line) => [
    line.name,
    String(line.attended),
    String(line.onTime),
    String(line.late),
    String(line.markCount),
    percentText(line.meanMark),
  ]),
});

export const coursesTable = (courses: readonly CourseStatistic[]): FigureTable => ({
  columns: [
    'Course',
    'Students',
    'Attendance (%)',
    'On time',
    'Late',
    'Not handed in',
    'Marks',
    'Mean (%)',
    'Median (%)',
  ],
  rows: courses.map((course) => [
    course.courseName,
    String(course.students),
    percentText(shareOf(course.attendance.present, course.attendance.possible)),
    String(course.submissions.onTime),
    String(course.submissions.late),
    String(course.submissions.notHandedIn),
    String(course.marks.count),
    percentText(course.marks.mean),
    percentText(course.marks.median),
  ]),
});

/** A table with its header line, for a CSV download. */
export const csvLines = (table: FigureTable): string[][] => [table.columns, ...table.rows];
