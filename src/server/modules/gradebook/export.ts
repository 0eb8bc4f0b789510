import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import Papa from 'papaparse';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { cellValue } from '../../../core/rules/gradeCell';
import { csvSafeCell } from '../../../core/rules/userImport';
import type { GradebookRow, GradebookWeights } from '../../../core/schemas/gradebook';
import type { Db } from '../../db/client';
import { bookFrame } from './book';
import { type BookStudent, rowsOf, studentFilter, studentsOf } from './cells';
import type { BookColumn } from './columns';

/** Students read and written per batch: memory holds one batch of rows, never the book. */
export const EXPORT_BATCH = 200;

/** The header line: the student, each item with its kind and what it is out of, the total. */
export const exportHeader = (columns: readonly BookColumn[]): string[] => [
  'Student',
  'Username',
  ...columns.map(
    (column) => `${column.title} (${ITEM_KIND_DEFINITIONS[column.kind].labels.one}, out of ${column.max})`,
  ),
  'Total (%)',
];

/** A row as the page shows it: each cell's mark or word (core/rules/gradeCell.ts cellValue), and the total. */
export const exportRecord = (row: GradebookRow): (string | number)[] => [
  row.user.fullName,
  row.user.username,
  ...row.cells.map(cellValue),
  row.total ?? '',
];

/** The book's rows, every student matching the filter in name order, a batch at a time (keyset paging). */
async function* rowBatches(
  db: Db,
  courseId: string,
  groupId: string | undefined,
  frame: { columns: BookColumn[]; weights: GradebookWeights },
  now: Date,
) {
  const where = studentFilter(courseId, { groupId });
  let after: BookStudent | undefined;
  for (;;) {
    const students = await studentsOf(db, where, { limit: EXPORT_BATCH, after });
    if (!students.length) return;
    yield await rowsOf(db, courseId, students, frame.columns, frame.weights, true, now);
    if (students.length < EXPORT_BATCH) return;
    after = students.at(-1);
  }
}

export interface BookExport {
  body: Readable;
  contentType: string;
  fileName: string;
}

/**
 * GET /api/v1/gradebook/export/{courseId}: the book as CSV or XLSX (exceljs' streaming WorkbookWriter), written
 * while the students are read, a batch at a time, with the figures the page shows. The columns and filter are
 * checked before the reply starts, so a bad filter is a 400, not a broken file.
 */
export async function exportBook(
  db: Db,
  courseId: string,
  query: { format: 'csv' | 'xlsx'; groupId?: string },
  now: Date,
): Promise<BookExport> {
  const frame = await bookFrame(db, courseId, { groupId: query.groupId, sort: 'name' });
  const { columns } = frame;
  const batches = rowBatches(db, courseId, query.groupId, frame, now);
  const day = now.toISOString().slice(0, 10);
  if (query.format === 'csv') {
    async function* csv() {
      yield `${Papa.unparse([exportHeader(columns).map(csvSafeCell)])}\r\n`;
      for await (const rows of batches) {
        const records = rows.map((row) =>
          exportRecord(row).map((value) => (typeof value === 'string' ? csvSafeCell(value) : value)),
        );
        yield `${Papa.unparse(records)}\r\n`;
      }
    }
    return {
      body: Readable.from(csv()),
      contentType: 'text/csv; charset=utf-8',
      fileName: `gradebook-${day}.csv`,
    };
  }
  // exceljs costs a start about 0.4 s and 28 MB to load: the first workbook asked for loads it (issue 40).
  const { default: ExcelJS } = await import('exceljs');
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Gradebook');
  void (async () => {
    sheet.addRow(exportHeader(columns)).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(exportRecord(row)).commit();
      // Wait for the client to take what is written before reading the next batch; stop if it went away.
      if (body.writableNeedDrain) await Promise.race([once(body, 'drain'), once(body, 'close')]);
      if (body.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => body.destroy(error as Error));
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `gradebook-${day}.xlsx`,
  };
}
