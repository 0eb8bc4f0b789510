import { count } from 'drizzle-orm';
import type { Gradebook, GradebookOrder, GradebookRow } from '../../../core/schemas/gradebook';
import type { Db } from '../../db/client';
import { courseMembers } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { type CourseAccess, itemsSeenBy, memberRole } from '../courses/policy';
import { rowsOf, studentFilter, studentsOf } from './cells';
import { type BookColumn, columnsOf, groupsOf, weightsOf } from './columns';

const presentColumns = (columns: readonly BookColumn[]) =>
  columns.map(({ item: _, noQuestions: __, ...column }) => column);

/** Everything before the rows: the columns, the weights, the groups; a filter naming another course's group is 400. */
export async function bookFrame(db: Db, courseId: string, order: Pick<GradebookOrder, 'groupId' | 'sort'>) {
  const columns = await columnsOf(db, courseId);
  const [weights, groups] = await Promise.all([weightsOf(db, courseId), groupsOf(db, columns)]);
  if (order.groupId && !groups.some((group) => group._id === order.groupId))
    throw badRequest('That group is not one of this course’s project groups.', {
      groupId: 'Choose a group of this course.',
    });
  if (order.sort !== 'name' && order.sort !== 'total' && !columns.some((column) => column._id === order.sort))
    throw badRequest('The book can be sorted by name, by total or by one of its items.', {
      sort: 'Choose name, total or an item of this course.',
    });
  return { columns, weights, groups };
}

/** How rows compare under a sort: by name, by total or by an item's mark; rows with nothing to compare go last. */
function compareBy(order: GradebookOrder, columns: readonly BookColumn[]) {
  const index = columns.findIndex((column) => column._id === order.sort);
  const sortValue = (row: GradebookRow) =>
    order.sort === 'total' ? row.total : (row.cells[index]?.mark ?? null);
  const sign = order.dir === 'desc' ? -1 : 1;
  const byName = (a: GradebookRow, b: GradebookRow) =>
    a.user.fullName.localeCompare(b.user.fullName) ||
    a.user.username.localeCompare(b.user.username) ||
    a.user._id.localeCompare(b.user._id);
  if (order.sort === 'name') return (a: GradebookRow, b: GradebookRow) => sign * byName(a, b);
  return (a: GradebookRow, b: GradebookRow) => {
    const [x, y] = [sortValue(a), sortValue(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  };
}

/**
 * GET /api/v1/gradebook/course/{courseId}: a page of the course's students (of one project group, when filtered)
 * against every marked item. In name order the database pages the students, and the cells of that page alone are
 * read; sorted by a total or a mark, every matching student's row is computed (one query for all cells) and sorted.
 */
export async function courseBook(
  db: Db,
  access: CourseAccess,
  query: GradebookOrder & { limit: number; offset: number },
  now: Date,
): Promise<{ data: Gradebook; total: number }> {
  const courseId = access.course.id;
  const { columns, weights, groups } = await bookFrame(db, courseId, query);
  const where = studentFilter(courseId, { groupId: query.groupId });
  const [counted] = await db.select({ n: count() }).from(courseMembers).where(where);
  const inSql = query.sort === 'name' && query.dir === 'asc';
  const students = await studentsOf(db, where, inSql ? { limit: query.limit, offset: query.offset } : {});
  const rows = await rowsOf(db, courseId, students, columns, weights, true, now);
  const page = inSql
    ? rows
    : rows.sort(compareBy(query, columns)).slice(query.offset, query.offset + query.limit);
  return { data: { columns: presentColumns(columns), rows: page, weights, groups }, total: counted?.n ?? 0 };
}

/**
 * GET /api/v1/gradebook/student/{courseId}/{userId}: one student's row. A student asks for their own alone and sees
 * only the items they see and the marks released to them; those who teach see the row as the book shows it.
 */
export async function studentBook(
  db: Db,
  access: CourseAccess,
  userId: string,
  now: Date,
): Promise<{ data: Gradebook; total: number }> {
  if (!access.teaches && access.userId !== userId) throw forbidden('You can see your own marks only.');
  const courseId = access.course.id;
  if ((await memberRole(db, courseId, userId)) !== 'student')
    throw notFound('No such student in this course.');
  const { columns: all, weights } = await bookFrame(db, courseId, { sort: 'name' });
  const seen = new Set(
    (
      await itemsSeenBy(
        db,
        access,
        all.map((column) => column.item),
        now,
      )
    ).map((item) => item.id),
  );
  const columns = all.filter((column) => seen.has(column._id));
  const students = await studentsOf(db, studentFilter(courseId, { userId }), { limit: 1 });
  const rows = await rowsOf(db, courseId, students, columns, weights, access.teaches, now);
  return { data: { columns: presentColumns(columns), rows, weights, groups: [] }, total: 1 };
}
