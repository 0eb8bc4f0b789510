import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { studentDeadline } from '../../../core/rules/courseworkDeadline';
import { weightedTotal } from '../../../core/rules/gradebookTotal';
import { type CellWork, gradeCell, totalPartOf } from '../../../core/rules/gradeCell';
import type { GradebookRow, GradebookWeights } from '../../../core/schemas/gradebook';
import type { Db } from '../../db/client';
import {
  attempts,
  courseItems,
  courseMembers,
  courseworkExtensions,
  participationMarks,
  projectGroupMembers,
  submissions,
  users,
} from '../../db/schema';
import type { BookColumn } from './columns';

export interface BookStudent {
  _id: string;
  fullName: string;
  username: string;
}

/** Who the book lists: the course's students, those of one project group, or one student. */
export function studentFilter(courseId: string, only: { groupId?: string; userId?: string } = {}): SQL {
  const { groupId, userId } = only;
  return and(
    eq(courseMembers.courseId, courseId),
    eq(courseMembers.role, 'student'),
    userId ? eq(courseMembers.userId, userId) : undefined,
    groupId
      ? sql`exists (select 1 from ${projectGroupMembers} where ${projectGroupMembers.groupId} = ${groupId} and ${projectGroupMembers.userId} = ${courseMembers.userId})`
      : undefined,
  )!;
}

const studentColumns = { _id: users.id, fullName: users.fullName, username: users.username };
const nameOrder = [asc(users.fullName), asc(users.username), asc(users.id)];

/** The students matching the filter, a page (or, for the export, a batch after `after`) in name order. */
export function studentsOf(
  db: Db,
  where: SQL,
  page: { limit?: number; offset?: number; after?: BookStudent },
): Promise<BookStudent[]> {
  const after = page.after;
  const query = db
    .select(studentColumns)
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(
      and(
        where,
        after
          ? or(
              gt(users.fullName, after.fullName),
              and(eq(users.fullName, after.fullName), gt(users.username, after.username)),
              and(
                eq(users.fullName, after.fullName),
                eq(users.username, after.username),
                gt(users.id, after._id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(...nameOrder)
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset) query.offset(page.offset);
  return query;
}

const ATTEMPT_STAGES = { submitted: 'handedIn', graded: 'marked', released: 'released' } as const;
const SUBMISSION_STAGES = { draft: 'started', ...ATTEMPT_STAGES } as const;

/**
 * The facts of every cell of these students on these items, in one query: the student's (their group's)
 * submission, their latest attempt, their participation mark, and their own and their group's extension.
 */
async function cellFacts(
  db: Db,
  courseId: string,
  studentIds: readonly string[],
  columns: readonly BookColumn[],
) {
  if (!studentIds.length || !columns.length) return [];
  const latest = db
    .select({
      id: attempts.id,
      state: attempts.state,
      deadlineAt: attempts.deadlineAt,
      mark: attempts.mark,
      feedback: attempts.feedback,
    })
    .from(attempts)
    .where(and(eq(attempts.itemId, courseItems.id), eq(attempts.userId, courseMembers.userId)))
    .orderBy(desc(attempts.number))
    .limit(1)
    .as('latest');
  const extension = (holder: SQL) =>
    sql<Date | null>`(select ${courseworkExtensions.dueAt} from ${courseworkExtensions} where ${courseworkExtensions.itemId} = ${courseItems.id} and ${holder} limit 1)`.mapWith(
      courseworkExtensions.dueAt,
    );
  return db
    .select({
      userId: courseMembers.userId,
      itemId: courseItems.id,
      submission: {
        id: submissions.id,
        groupId: submissions.groupId,
        state: submissions.state,
        late: submissions.late,
        mark: submissions.mark,
        feedback: submissions.feedback,
      },
      attempt: {
        id: latest.id,
        state: latest.state,
        deadlineAt: latest.deadlineAt,
        mark: latest.mark,
        feedback: latest.feedback,
      },
      participation: { mark: participationMarks.mark, feedback: participationMarks.feedback },
      ownDue: extension(sql`${courseworkExtensions.userId} = ${courseMembers.userId}`),
      groupDue: extension(sql`${courseworkExtensions.groupId} = ${projectGroupMembers.groupId}`),
    })
    .from(courseMembers)
    .innerJoin(
      courseItems,
      inArray(
        courseItems.id,
        columns.map((column) => column._id),
      ),
    )
    .leftJoin(
      projectGroupMembers,
      and(
        eq(projectGroupMembers.itemId, courseItems.id),
        eq(projectGroupMembers.userId, courseMembers.userId),
      ),
    )
    .leftJoin(
      submissions,
      and(
        eq(submissions.itemId, courseItems.id),
        or(
          and(isNull(submissions.groupId), eq(submissions.authorId, courseMembers.userId)),
          eq(submissions.groupId, projectGroupMembers.groupId),
        ),
      ),
    )
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(
      participationMarks,
      and(
        eq(participationMarks.discussionId, courseItems.id),
        eq(participationMarks.userId, courseMembers.userId),
      ),
    )
    .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.userId, [...studentIds])));
}

type Facts = Awaited<ReturnType<typeof cellFacts>>[number];

/** What the cell rule reads of a student's work on one item (an open attempt past its deadline is handed in). */
function workOf(kind: BookColumn['kind'], facts: Facts | undefined, now: Date): CellWork | null {
  if (kind === 'discussion') {
    const participation = facts?.participation;
    return participation
      ? {
          stage: 'released',
          late: false,
          mark: participation.mark,
          feedback: participation.feedback,
          ref: '',
        }
      : null;
  }
  if (kind === 'test' || kind === 'exam') {
    const attempt = facts?.attempt;
    if (!attempt) return null;
    const stage =
      attempt.state === 'open'
        ? attempt.deadlineAt.getTime() <= now.getTime()
          ? 'handedIn'
          : 'started'
        : ATTEMPT_STAGES[attempt.state];
    return { stage, late: false, mark: attempt.mark, feedback: attempt.feedback, ref: attempt.id };
  }
  const submission = facts?.submission;
  if (!submission) return null;
  return {
    stage: SUBMISSION_STAGES[submission.state],
    late: submission.late,
    mark: submission.mark,
    feedback: submission.feedback,
    ref: submission.id,
  };
}

/**
 * The book's rows for these students: each cell by the cell rule, each total by the weights. `asTeacher` shows
 * marks not yet released; a student's own row shows only released ones.
 */
export async function rowsOf(
  db: Db,
  courseId: string,
  students: readonly BookStudent[],
  columns: readonly BookColumn[],
  weights: GradebookWeights,
  asTeacher: boolean,
  now: Date,
): Promise<GradebookRow[]> {
  const facts = await cellFacts(
    db,
    courseId,
    students.map((student) => student._id),
    columns,
  );
  const byCell = new Map<string, Facts>();
  for (const row of facts) {
    const key = `${row.userId} ${row.itemId}`;
    // A group's submission wins over a stray one of the student's own on the same project.
    if (!byCell.has(key) || row.submission?.groupId) byCell.set(key, row);
  }
  return students.map((student) => {
    const cells = columns.map((column) => {
      const found = byCell.get(`${student._id} ${column._id}`);
      const deadline =
        column.kind === 'assignment' || column.kind === 'project' || column.kind === 'lab'
          ? studentDeadline(column.item.endAt, { own: found?.ownDue ?? null, group: found?.groupDue ?? null })
              .dueAt
          : column.item.endAt;
      return gradeCell(
        {
          kind: column.kind,
          dueAt: deadline,
          startedLive: column.item.startedLive,
          noQuestions: (column.kind === 'test' || column.kind === 'exam') && column.noQuestions,
          work: workOf(column.kind, found, now),
        },
        asTeacher,
        now,
      );
    });
    const total = weightedTotal(
      columns.map((column, index) => totalPartOf(column, cells[index]!)),
      weights,
    );
    return { user: student, cells, total };
  });
}
