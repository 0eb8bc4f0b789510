import { and, eq } from 'drizzle-orm';
import { personName } from '../../../core/rules/personName';
import { TEACHER_APPROVAL_REF_TYPE } from '../../../core/rules/teacherApproval';
import { type UserRow, users } from '../../db/schema';
import type { Tx } from '../../platform/transaction';
import { notify } from '../notifications/notify';

/** Tells every active administrator that a teacher registered; call inside the registration's transaction. */
export async function notifyAdminsOfNewTeacher(tx: Tx, teacher: UserRow) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'teacher'),
        eq(users.isAdmin, true),
        eq(users.disabled, false),
        eq(users.teacherApproval, 'approved'),
      ),
    );
  return notify(
    tx,
    admins.map((admin) => admin.id),
    {
      type: 'notification',
      title: 'A teacher is waiting for approval',
      message: `${personName(teacher)} (${teacher.email}) registered as a teacher. Approve or refuse the account under Teachers.`,
      link: '/admin_dashboard?section=teachers',
      refType: TEACHER_APPROVAL_REF_TYPE,
      refId: teacher.id,
      courseId: null,
      senderId: teacher.id,
    },
  );
}
