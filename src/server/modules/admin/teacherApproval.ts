import { eq } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import {
  mayDecide,
  TEACHER_APPROVAL_REF_TYPE,
  type TeacherApproval,
} from '../../../core/rules/teacherApproval';
import { type UserRow, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { sessionsChanged } from '../../platform/liveEvents';
import { inTransaction } from '../../platform/transaction';
import { teacherApprovedMail, teacherRefusedMail } from '../accounts/mails';
import { notify } from '../notifications/notify';

/**
 * Issue 10, who may teach: a self-registered teacher waits for an administrator, who approves or refuses. The
 * administrators hear of each new teacher in their notifications; the teacher hears of the decision live (their
 * waiting page moves on by itself) and by mail.
 */

export type TeacherDecision = 'approve' | 'refuse';

const OUTCOME: Record<
  TeacherDecision,
  { approval: TeacherApproval; audit: 'approve_teacher' | 'refuse_teacher' }
> = {
  approve: { approval: 'approved', audit: 'approve_teacher' },
  refuse: { approval: 'refused', audit: 'refuse_teacher' },
};

function refusal(teacher: UserRow, decision: TeacherDecision) {
  const name = personName(teacher);
  if (teacher.teacherApproval === 'approved')
    return decision === 'approve'
      ? conflict(`${name} is already approved.`)
      : conflict(`${name} is already an approved teacher. Disable the account instead.`);
  return conflict(`${name} was already refused.`);
}

function decisionNotice(decision: TeacherDecision, supportEmail: string) {
  return decision === 'approve'
    ? {
        title: 'Your teacher account is approved',
        message: 'You can now create courses, add students and use every teacher tool.',
        link: '/dashboard',
      }
    : {
        title: 'Your teacher account was not approved',
        message: `If you think this is a mistake, write to ${supportEmail}.`,
        link: '',
      };
}

/**
 * An administrator approves (a waiting or refused teacher) or refuses (a waiting one): 404 for an id that is not a
 * teacher's, 409 when the decision does not apply to the teacher's state. The change, its audit entry and the
 * teacher's notification commit together; the notification is delivered and the mail sent after the commit.
 */
export async function decideTeacher(
  ctx: AppContext,
  admin: AuthUser,
  ip: string,
  userId: string,
  decision: TeacherDecision,
): Promise<UserRow> {
  const outcome = OUTCOME[decision];
  const teacher = await inTransaction(ctx, async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (current?.role !== 'teacher') throw notFound('No teacher has this id.');
    if (!mayDecide(current.teacherApproval, decision)) throw refusal(current, decision);
    const [row] = await tx
      .update(users)
      .set({ teacherApproval: outcome.approval, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, {
      action: outcome.audit,
      actorId: admin.id,
      targetId: userId,
      ip,
      detail: { from: current.teacherApproval },
    });
    await notify(tx, [userId], {
      type: 'notification',
      ...decisionNotice(decision, ctx.config.supportEmail),
      refType: TEACHER_APPROVAL_REF_TYPE,
      refId: userId,
      courseId: null,
      senderId: admin.id,
    });
    // What the teacher's sessions may do changed: every instance checks them afresh on their next request (the
    // open socket reads the approval again itself, realtime/approvalGate.ts).
    tx.afterCommit(sessionsChanged(userId));
    return row!;
  });
  const signInLink = `${ctx.config.publicUrl}/login`;
  await ctx.mailer.send(
    decision === 'approve'
      ? teacherApprovedMail(teacher, signInLink)
      : teacherRefusedMail(teacher, signInLink, ctx.config.supportEmail),
  );
  return teacher;
}
