import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Gradebook, GradebookRow } from '../../../core/schemas/gradebook';
import { cvqs, projectGroupMembers, projectGroups } from '../../db/schema';
import { AUTO_MARKED, createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 35 "Gradebook": every student of a course against every marked item, the mark with late and missing ones
 * marked, the total by the teacher's weights, sorting and filtering by group, a student's own row alone, and the
 * export as CSV and XLSX with the page's figures. Marks are given through the items' own calls.
 */
const clock = movableClock();
const t = testFileApp({ clock });
const HOUR = 3_600_000;
let cast: Cast;
let essay: { id: string };
let lateEssay: { id: string };
let quiz: { id: string };
let talk: { id: string };
let project: { id: string };
let groupA: string;
let annEssay: string;

const bookOf = async (who: Person, query = '') => {
  const reply = await t.get(`/api/v1/gradebook/course/${cast.course.id}${query}`, who.session);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { data: Gradebook; total: number };
};
const cellOf = (book: Gradebook, student: Person, itemId: string) => {
  const row = book.rows.find((r) => r.user._id === student.user.id)!;
  return row.cells[book.columns.findIndex((column) => column._id === itemId)]!;
};
const rowOf = (book: Gradebook, student: Person): GradebookRow =>
  book.rows.find((r) => r.user._id === student.user.id)!;

async function handIn(itemId: string, who: Person) {
  await t.post('/api/v1/submission/saveAnswer', { itemId, answer: 'My essay.' }, who.session);
  const reply = await t.post('/api/v1/submission/submit', { itemId }, who.session);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data._id as string;
}

beforeAll(async () => {
  cast = await courseCast(t.app);
  const now = clock.now().getTime();
  const window = { startAt: new Date(now - 2 * HOUR), endAt: new Date(now + HOUR) };
  await createItem(t.app, cast.course, { kind: 'lecture', title: 'Not marked: a lecture' });
  essay = await createItem(t.app, cast.course, { kind: 'assignment', title: 'Essay', ...window });
  lateEssay = await createItem(t.app, cast.course, {
    kind: 'assignment',
    title: 'Late essay',
    startAt: new Date(now - 3 * HOUR),
    endAt: new Date(now - HOUR),
  });
  ({ item: quiz } = await createAssessment(t.app, cast.course, {
    questions: AUTO_MARKED,
    item: { title: 'Quiz' },
  }));
  talk = await createItem(t.app, cast.course, { kind: 'discussion', title: 'Talk', ...window });
  project = await createItem(t.app, cast.course, { kind: 'project', title: 'Bridge', ...window });
  const [group] = await t.app.db
    .insert(projectGroups)
    .values({ itemId: project.id, name: 'Group A', position: 0 })
    .returning();
  groupA = group!.id;
  await t.app.db
    .insert(projectGroupMembers)
    .values({ groupId: groupA, itemId: project.id, userId: cast.classmate.user.id });

  // Ann: the essay on time, the late essay late, the quiz all right; Bob: the quiz, nothing else.
  annEssay = await handIn(essay.id, cast.studentMember);
  await handIn(lateEssay.id, cast.studentMember);
  for (const who of [cast.studentMember, cast.classmate]) {
    const start = await t.post('/api/v1/test/startAttempt', { itemId: quiz.id }, who.session);
    const attemptId = start.json().data.attempt._id as string;
    const answers =
      who === cast.studentMember
        ? { capital: 'Paris', grass: 'green', primes: '2|3|5' }
        : { capital: 'Rome' };
    for (const [questionId, answer] of Object.entries(answers))
      await t.post('/api/v1/test/saveAnswer', { attemptId, questionId, answer, seq: 1 }, who.session);
    expect((await t.post('/api/v1/test/submitAttempt', { attemptId }, who.session)).statusCode).toBe(200);
  }
  // The item's own marking calls: the essay's grade, the discussion's assessment.
  const graded = await t.post(
    '/api/v1/assessment/grade',
    { assessmentId: annEssay, mark: 80, feedback: 'Clear.' },
    cast.teacherOwner.session,
  );
  expect(graded.statusCode, graded.body).toBe(200);
  const assessed = await t.post(
    '/api/v1/discussion/assess',
    { discussionId: talk.id, userId: cast.classmate.user.id, mark: 5, feedback: 'Good points.' },
    cast.teacherOwner.session,
  );
  expect(assessed.statusCode, assessed.body).toBe(200);
});

describe('GET /api/v1/gradebook/course/{courseId}', () => {
  it('shows every student against every marked item, the mark, late and missing marked, and the total', async () => {
    const { data: book, total } = await bookOf(cast.teacherOwner);
    // In course order (by start); lectures and other unmarked kinds have no column.
    expect(book.columns.map((column) => [column.title, column.kind, column.max]).sort()).toEqual([
      ['Bridge', 'project', 100],
      ['Essay', 'assignment', 100],
      ['Late essay', 'assignment', 100],
      ['Quiz', 'test', expect.any(Number)],
      ['Talk', 'discussion', 10],
    ]);
    expect(book.columns[0]!.title).toBe('Late essay');
    expect(book.columns.find((column) => column._id === essay.id)).toMatchObject({
      unreleased: 1,
      link: `/assessmentassignmentlist/${cast.course.id}/${essay.id}`,
    });
    // Students in name order: Ann Able, Bob Baker, and the disabled student.
    expect(total).toBe(3);
    expect(book.rows[0]!.user.fullName).toBe('Ann Able');
    expect(cellOf(book, cast.studentMember, essay.id)).toMatchObject({
      state: 'marked',
      mark: 80,
      released: false,
      feedback: 'Clear.',
      ref: annEssay,
    });
    expect(cellOf(book, cast.studentMember, lateEssay.id)).toMatchObject({
      state: 'late',
      late: true,
      mark: null,
    });
    expect(cellOf(book, cast.classmate, lateEssay.id)).toMatchObject({ state: 'missed', mark: null });
    expect(cellOf(book, cast.classmate, talk.id)).toMatchObject({ state: 'marked', mark: 5 });
    const quizColumn = book.columns.find((column) => column._id === quiz.id)!;
    expect(cellOf(book, cast.studentMember, quiz.id).mark).toBe(quizColumn.max);
    // Ann: assignments 80% (the late essay is not marked yet), the quiz 100%: kinds alike, 90.
    expect(rowOf(book, cast.studentMember).total).toBe(90);
    // Bob: the late essay missing (0), the discussion 5 of 10 (50%), the quiz below full.
    expect(rowOf(book, cast.classmate).total).not.toBeNull();
  });

  it('sorts by total or by an item, pages, and filters by a project group', async () => {
    const byTotal = await bookOf(cast.teacherOwner, '?sort=total&dir=desc');
    expect(byTotal.data.rows[0]!.user._id).toBe(cast.studentMember.user.id);
    const byEssay = await bookOf(cast.teacherOwner, `?sort=${essay.id}&dir=asc`);
    expect(byEssay.data.rows[0]!.user._id).toBe(cast.studentMember.user.id);
    const second = await bookOf(cast.teacherOwner, '?limit=1&offset=1');
    expect(second.total).toBe(3);
    expect(second.data.rows.map((row) => row.user.fullName)).toEqual(['Bob Baker']);
    const group = await bookOf(cast.teacherOwner, `?groupId=${groupA}`);
    expect(group.data.groups).toEqual([{ _id: groupA, name: 'Group A', project: 'Bridge' }]);
    expect(group.total).toBe(1);
    expect(group.data.rows.map((row) => row.user._id)).toEqual([cast.classmate.user.id]);
  });

  it('is refused to a student, another course’s teacher and nobody; a co-teacher and an admin read it', async () => {
    for (const who of [cast.studentMember, cast.teacherOutsider, cast.studentOutsider])
      expect((await t.get(`/api/v1/gradebook/course/${cast.course.id}`, who.session)).statusCode).toBe(403);
    expect((await t.get(`/api/v1/gradebook/course/${cast.course.id}`)).statusCode).toBe(401);
    await bookOf(cast.coTeacher);
    await bookOf(cast.admin);
  });

  it('answers malformed paging, sorting and filters with 400 and what to change', async () => {
    for (const query of ['?limit=0', '?offset=-1', '?dir=up', '?sort=nosuchitem', '?groupId=nosuchgroup']) {
      const reply = await t.get(
        `/api/v1/gradebook/course/${cast.course.id}${query}`,
        cast.teacherOwner.session,
      );
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().msg, query).toBeTruthy();
    }
    expect((await t.get('/api/v1/gradebook/course/nosuchcourse', cast.teacherOwner.session)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/v1/gradebook/student/{courseId}/{userId}', () => {
  it('gives a student their own row, with released marks only, until release', async () => {
    const path = `/api/v1/gradebook/student/${cast.course.id}/${cast.studentMember.user.id}`;
    const before = (await t.get(path, cast.studentMember.session)).json().data as Gradebook;
    expect(before.rows).toHaveLength(1);
    expect(cellOf(before, cast.studentMember, essay.id)).toMatchObject({
      state: 'handedIn',
      mark: null,
      ref: null,
    });
    const released = await t.post(
      '/api/v1/assessment/release',
      { itemId: essay.id },
      cast.teacherOwner.session,
    );
    expect(released.statusCode).toBe(200);
    const after = (await t.get(path, cast.studentMember.session)).json().data as Gradebook;
    expect(cellOf(after, cast.studentMember, essay.id)).toMatchObject({
      state: 'marked',
      mark: 80,
      released: null,
    });
    // The teacher's book and the student's own row agree once the marks are out.
    const book = (await bookOf(cast.teacherOwner)).data;
    expect(cellOf(book, cast.studentMember, essay.id).released).toBe(true);
    expect(cellOf(book, cast.studentMember, essay.id).mark).toBe(80);
  });

  it('refuses another student’s row, outsiders, and an unknown student', async () => {
    const annRow = `/api/v1/gradebook/student/${cast.course.id}/${cast.studentMember.user.id}`;
    const refused = await t.get(annRow, cast.classmate.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('You can see your own marks only.');
    expect((await t.get(annRow, cast.studentOutsider.session)).statusCode).toBe(403);
    expect((await t.get(annRow, cast.teacherOutsider.session)).statusCode).toBe(403);
    expect((await t.get(annRow, cast.coTeacher.session)).statusCode).toBe(200);
    const teacherAsStudent = `/api/v1/gradebook/student/${cast.course.id}/${cast.coTeacher.user.id}`;
    expect((await t.get(teacherAsStudent, cast.teacherOwner.session)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/gradebook/saveWeights', () => {
  it('weighs the total per kind and per item; the book follows', async () => {
    const saved = await t.post(
      '/api/v1/gradebook/saveWeights',
      { courseId: cast.course.id, kinds: { test: 0 }, items: { [lateEssay.id]: 0 } },
      cast.teacherOwner.session,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { data: book } = await bookOf(cast.teacherOwner);
    expect(book.weights).toEqual({ kinds: { test: 0 }, items: { [lateEssay.id]: 0 } });
    // Ann: tests out, only the essay's 80 counts among assignments.
    expect(rowOf(book, cast.studentMember).total).toBe(80);
    await t.post(
      '/api/v1/gradebook/saveWeights',
      { courseId: cast.course.id, kinds: {}, items: {} },
      cast.teacherOwner.session,
    );
  });

  it('refuses an item of another course, a negative weight, a student and another teacher, changing nothing', async () => {
    const elsewhere = await createItem(
      t.app,
      { id: (await courseCast(t.app)).course.id },
      { kind: 'assignment' },
    );
    const cases: [object, Person, number][] = [
      [{ courseId: cast.course.id, kinds: {}, items: { [elsewhere.id]: 2 } }, cast.teacherOwner, 400],
      [{ courseId: cast.course.id, kinds: { test: -1 }, items: {} }, cast.teacherOwner, 400],
      [{ courseId: cast.course.id, kinds: { lecture: 1 }, items: {} }, cast.teacherOwner, 400],
      [{ courseId: cast.course.id, kinds: { test: 2 }, items: {} }, cast.studentMember, 403],
      [{ courseId: cast.course.id, kinds: { test: 2 }, items: {} }, cast.teacherOutsider, 403],
    ];
    for (const [body, who, status] of cases) {
      const reply = await t.post('/api/v1/gradebook/saveWeights', body, who.session);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      expect(reply.json().msg).toBeTruthy();
    }
    expect((await bookOf(cast.teacherOwner)).data.weights).toEqual({ kinds: {}, items: {} });
  });
});

describe('GET /api/v1/gradebook/export/{courseId}', () => {
  const exportOf = (format: string, who = cast.teacherOwner) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/gradebook/export/${cast.course.id}?format=${format}`,
      headers: who.session.headers,
    });
  const pageFigures = (book: Gradebook) =>
    book.rows.map((row) => [
      row.user.fullName,
      row.user.username,
      ...row.cells.map(
        (cell) =>
          cell.mark ??
          ({ missed: 'missing', late: 'late', handedIn: 'handed in' } as Record<string, string>)[
            cell.state
          ] ??
          '',
      ),
      row.total ?? '',
    ]);

  it('writes CSV with the figures the page shows', async () => {
    const { data: book } = await bookOf(cast.teacherOwner);
    const reply = await exportOf('csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="gradebook-.*\.csv"/);
    const [header, ...records] = Papa.parse<string[]>(reply.body.trim(), { dynamicTyping: true }).data;
    expect(header).toEqual([
      'Student',
      'Username',
      ...book.columns.map((c) => expect.stringContaining(`${c.title} (`)),
      'Total (%)',
    ]);
    expect(records.map((record) => record.map((value) => (value === null ? '' : value)))).toEqual(
      pageFigures(book),
    );
  });

  it('writes XLSX that exceljs reads back to the page’s figures', async () => {
    const { data: book } = await bookOf(cast.teacherOwner);
    const reply = await exportOf('xlsx');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Gradebook')!;
    const width = book.columns.length + 3;
    const rows: unknown[][] = [];
    sheet.eachRow((row) =>
      rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? '')),
    );
    expect(rows[0]![width - 1]).toBe('Total (%)');
    expect(rows.slice(1)).toEqual(pageFigures(book));
  });

  it('refuses a student, another teacher, and an unknown format', async () => {
    expect((await exportOf('xlsx', cast.studentMember)).statusCode).toBe(403);
    expect((await exportOf('xlsx', cast.teacherOutsider)).statusCode).toBe(403);
    expect((await exportOf('pdf')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/gradebook/tracking/{courseId}', () => {
  it('counts each student’s work and marks the one behind, with why', async () => {
    clock.advance(2 * HOUR);
    const reply = await t.get(`/api/v1/gradebook/tracking/${cast.course.id}`, cast.teacherOwner.session);
    expect(reply.statusCode, reply.body).toBe(200);
    const { items, rows } = reply.json().data as {
      items: number;
      rows: {
        user: { _id: string };
        missing: number;
        behind: boolean;
        reasons: string[];
        handedIn: number;
      }[];
    };
    expect(items).toBe(4);
    const ann = rows.find((row) => row.user._id === cast.studentMember.user.id)!;
    const bob = rows.find((row) => row.user._id === cast.classmate.user.id)!;
    expect(ann).toMatchObject({ handedIn: 3, missing: 1, behind: false });
    // Bob: the two essays and the project, past their deadlines without work.
    expect(bob).toMatchObject({
      handedIn: 1,
      missing: 3,
      behind: true,
      reasons: ['3 pieces of work missing'],
    });
    clock.advance(-2 * HOUR);
  });

  it('counts the CVQ outcomes met in a student’s portfolio, and says so of a student without one', async () => {
    const [cvq] = await t.app.db
      .insert(cvqs)
      .values({ code: 'TRACK-1', title: 'Tracked qualification' })
      .returning();
    const teacher = cast.teacherOwner.session;
    const unit = (
      await t.post('/api/v1/CVQ/saveUnit', { cvqId: cvq!.id, code: 'U1', title: 'Safety' }, teacher)
    ).json().data._id as string;
    const outcomes: string[] = [];
    for (const code of ['1.1', '1.2'])
      outcomes.push(
        (
          await t.post('/api/v1/CVQ/saveOutcome', { unitId: unit, code, text: `Outcome ${code}` }, teacher)
        ).json().data._id,
      );
    const opened = await t.post(
      '/api/v1/portfolio/open',
      { studentId: cast.studentMember.user.id, cvqId: cvq!.id },
      cast.studentMember.session,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const assessed = await t.post(
      '/api/v1/portfolio/assess',
      { portfolioId: opened.json().data._id, outcomeId: outcomes[0], verdict: 'met' },
      teacher,
    );
    expect(assessed.statusCode, assessed.body).toBe(200);

    const rows = (await t.get(`/api/v1/gradebook/tracking/${cast.course.id}`, teacher)).json().data.rows as {
      user: { _id: string };
      outcomes: { met: number; total: number } | null;
    }[];
    expect(rows.find((row) => row.user._id === cast.studentMember.user.id)!.outcomes).toEqual({
      met: 1,
      total: 2,
    });
    expect(rows.find((row) => row.user._id === cast.classmate.user.id)!.outcomes).toBeNull();
  });

  it('is refused to a student and another teacher', async () => {
    for (const who of [cast.studentMember, cast.teacherOutsider])
      expect((await t.get(`/api/v1/gradebook/tracking/${cast.course.id}`, who.session)).statusCode).toBe(403);
  });
});
