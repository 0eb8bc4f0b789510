import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Submission } from '../../../core/schemas/coursework';
import { courseMembers, projectGroupMembers, type SubmissionRow, submissions } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { type GradeBody, markOf } from './grading';
import { assertGroupOf } from './groups';
import { presentSubmission } from './presenter';
import { assertCourseworkItem, loadSettings } from './settings';
import { groupIdOf } from './submissionRows';

interface Body extends GradeBody {
  studentId: string | null;
  groupId: string | null;
}

/** Whose work the mark is for, as submissionRows.ts keeps it: a group's row (by a member), or the student's own. */
interface Owner {
  authorId: string;
  groupId: string | null;
}

async function ownerOf(tx: Tx, item: ItemAccess['item'], body: Body): Promise<Owner> {
  if ((body.studentId === null) === (body.groupId === null))
    throw badRequest('Name the student or the group to mark.', {
      studentId: 'Choose one student or one group.',
    });
  if (body.groupId) {
    await assertGroupOf(tx, item.id, body.groupId);
    const [member] = await tx
      .select({ userId: projectGroupMembers.userId })
      .from(projectGroupMembers)
      .where(eq(projectGroupMembers.groupId, body.groupId))
      .orderBy(asc(projectGroupMembers.userId))
      .limit(1);
    if (!member) throw conflict('This group has no members to mark.');
    return { authorId: member.userId, groupId: body.groupId };
  }
  const studentId = body.studentId!;
  const [member] = await tx
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(
      and(
        eq(courseMembers.courseId, item.courseId),
        eq(courseMembers.userId, studentId),
        eq(courseMembers.role, 'student'),
      ),
    )
    .limit(1);
  if (!member) throw notFound('No such student in this course.');
  if (item.kind === 'project' && (await groupIdOf(tx, item.id, studentId)))
    throw conflict("This student is in a group: mark the group's work.");
  return { authorId: studentId, groupId: null };
}

async function rowOf(tx: Tx, itemId: string, owner: Owner): Promise<SubmissionRow | undefined> {
  const whose = owner.groupId
    ? eq(submissions.groupId, owner.groupId)
    : and(eq(submissions.authorId, owner.authorId), isNull(submissions.groupId));
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.itemId, itemId), whose))
    .limit(1)
    .for('update');
  return row;
}

/**
 * POST /api/v1/assessment/gradeWithoutWork (issue 37): marks a student, or a project's group, who handed nothing in
 * (a zero, or work given on paper), with feedback. The work's record is made as marked, with no files (a draft
 * they started is marked as it stands), and goes to the student like any mark: once the marks are released. Work
 * handed in is marked from its submission instead.
 */
export async function gradeWithoutWork(
  ctx: ServiceContext,
  caller: AuthUser,
  { item }: ItemAccess,
  body: Body,
): Promise<Submission> {
  assertCourseworkItem(item);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const owner = await ownerOf(tx, item, body);
    const settings = await loadSettings(tx, item.id);
    const { mark, rubricScores } = markOf(settings, body);
    const current = await rowOf(tx, item.id, owner);
    if (current && current.state !== 'draft')
      throw conflict('This work is handed in or marked already: mark it from its submission.');
    const assessed = { mark, rubricScores, feedback: body.feedback, state: 'graded' as const, gradedAt: now };
    const marked = { ...assessed, gradedBy: caller.id, updatedAt: now };
    const [row] = current
      ? await tx.update(submissions).set(marked).where(eq(submissions.id, current.id)).returning()
      : await tx
          .insert(submissions)
          .values({ itemId: item.id, ...owner, ...marked })
          .onConflictDoNothing()
          .returning();
    if (!row) throw conflict('The student has just started this work: open it again from the list.');
    tx.afterCommit(courseChanged(itemChange(item), now));
    return presentSubmission(tx, row, item, settings, true);
  });
}
