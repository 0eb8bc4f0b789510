import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { CourseworkKind } from '../../../core/contracts/coursework';
import { studentDeadline } from '../../../core/rules/courseworkDeadline';
import type { GradingLine, Submission } from '../../../core/schemas/coursework';
import type { Db } from '../../db/client';
import {
  courseMembers,
  courseworkExtensions,
  files,
  type SubmissionRow,
  submissions,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { type ItemAccess, readableItem } from '../courses/policy';
import { type Person, personColumns, presentPerson } from '../users/person';
import { loadGroups } from './groups';
import type { SubmissionAccess } from './policy';
import { presentSubmission, studentSeesAssessment } from './presenter';
import { assertCourseworkItem, loadSettings } from './settings';
import { findSubmissionOf, groupIdOf } from './submissionRows';

/** The user's (their group's) submission of the item, presented for a student: the assessment once released. */
async function submissionFor(db: Db, access: ItemAccess, userId: string): Promise<Submission | null> {
  const row = await findSubmissionOf(db, access.item, userId);
  if (!row) return null;
  const settings = await loadSettings(db, access.item.id);
  return presentSubmission(db, row, access.item, settings, studentSeesAssessment(row));
}

/** GET /api/v1/{kind}/getSubmitCurrent/{refId}: the caller's own (their group's) submission, or null. */
export async function submitCurrent(
  db: Db,
  caller: AuthUser,
  access: ItemAccess,
  kind: CourseworkKind,
): Promise<Submission | null> {
  if (access.item.kind !== kind) throw notFound('No such item.');
  return submissionFor(db, access, caller.id);
}

/**
 * GET /api/v1/assessment/getMyAssessmentList/{itemId}/{userId}: the user's submission of the item as a list of 0
 * or 1. The caller (the user, or an administrator) must be able to open the item.
 */
export async function myAssessmentList(
  db: Db,
  caller: AuthUser,
  itemId: string,
  userId: string,
  now: Date,
): Promise<Submission[]> {
  const access = await readableItem(db, caller, itemId, now);
  assertCourseworkItem(access.item);
  const submission = await submissionFor(db, access, userId);
  return submission ? [submission] : [];
}

/** GET /api/v1/assessment/getGroupAssessmentList/{projectId}/{userId}: the user's project group's submission. */
export async function groupAssessmentList(
  db: Db,
  caller: AuthUser,
  projectId: string,
  userId: string,
  now: Date,
): Promise<Submission[]> {
  const access = await readableItem(db, caller, projectId, now);
  if (access.item.kind !== 'project') throw notFound('No such project.');
  if (!(await groupIdOf(db, projectId, userId))) return [];
  const submission = await submissionFor(db, access, userId);
  return submission ? [submission] : [];
}

/** GET /api/v1/assessment/getAssessmentCurrent/{assessmentId}: teachers see the assessment before release. */
export async function assessmentCurrent(db: Db, access: SubmissionAccess): Promise<Submission> {
  const settings = await loadSettings(db, access.item.id);
  const { submission } = access;
  return presentSubmission(
    db,
    submission,
    access.item,
    settings,
    access.teaches || studentSeesAssessment(submission),
  );
}

/** One line of the teacher's list, from the submission (if any), its number of files and its extension. */
function line(
  base: Pick<GradingLine, 'student' | 'group'>,
  row: SubmissionRow | undefined,
  fileCount: number,
  extendedTo: string | null,
): GradingLine {
  return {
    ...base,
    extendedTo,
    assessmentId: row?.id ?? null,
    state: row?.state ?? 'notStarted',
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    late: row?.late ?? false,
    mark: row?.gradedAt ? row.mark : null,
    fileCount,
  };
}

/**
 * GET /api/v1/assessment/getAssessmentList/{itemId}: one line per student of the course, whether or not they
 * started; for a project one line per group, then one per student in no group. Each line says when its own
 * extension (issue 37) moves its deadline; a group member's own extension shows in the extensions' list.
 */
export async function assessmentList(db: Db, { item }: ItemAccess): Promise<GradingLine[]> {
  assertCourseworkItem(item);
  const rows = await db.select().from(submissions).where(eq(submissions.itemId, item.id));
  const fileCounts = rows.length
    ? await db
        .select({ submissionId: files.submissionId, n: count() })
        .from(files)
        .where(
          and(
            inArray(
              files.submissionId,
              rows.map((r) => r.id),
            ),
            isNull(files.removedAt),
          ),
        )
        .groupBy(files.submissionId)
    : [];
  const filesOf = (row: SubmissionRow | undefined) =>
    row ? (fileCounts.find((c) => c.submissionId === row.id)?.n ?? 0) : 0;
  const students = (
    await db
      .select(personColumns)
      .from(courseMembers)
      .innerJoin(users, eq(users.id, courseMembers.userId))
      .where(and(eq(courseMembers.courseId, item.courseId), eq(courseMembers.role, 'student')))
      .orderBy(asc(users.fullName), asc(users.id))
  ).map(presentPerson);
  const ownRow = (studentId: string) => rows.find((r) => r.authorId === studentId && r.groupId === null);
  const extensions = await db
    .select()
    .from(courseworkExtensions)
    .where(eq(courseworkExtensions.itemId, item.id));
  /** A line's deadline by the rule, from the one extension that line is for (a group line: the group's). */
  const extendedTo = (whose: (e: (typeof extensions)[number]) => boolean) => {
    const own = extensions.find(whose)?.dueAt ?? null;
    const deadline = studentDeadline(item.endAt, { own, group: null });
    return deadline.extendedBy ? deadline.dueAt.toISOString() : null;
  };
  const studentLine = (student: Person) => {
    const row = ownRow(student._id);
    return line(
      { student, group: null },
      row,
      filesOf(row),
      extendedTo((e) => e.userId === student._id),
    );
  };
  if (item.kind !== 'project') return students.map(studentLine);
  const groups = await loadGroups(db, item.id);
  const grouped = new Set(groups.flatMap((g) => g.members.map((m) => m._id)));
  return [
    ...groups.map((group) => {
      const row = rows.find((r) => r.groupId === group._id);
      return line(
        { student: null, group },
        row,
        filesOf(row),
        extendedTo((e) => e.groupId === group._id),
      );
    }),
    ...students.filter((student) => !grouped.has(student._id)).map(studentLine),
  ];
}
