/**
 * Who may teach (issue 10): a teacher who registered by themselves waits for an administrator's approval before
 * any teacher right; an administrator approves or refuses. Students, and teachers made or approved by an
 * administrator, are `approved`. Pure, so the server's policy and the web app's layout decide alike.
 */
export const TEACHER_APPROVALS = ['approved', 'pending', 'refused'] as const;
export type TeacherApproval = (typeof TEACHER_APPROVALS)[number];

/** The `refType` of the notifications about a teacher's approval; the waiting page listens for it. */
export const TEACHER_APPROVAL_REF_TYPE = 'teacherApproval';

/** What keeps an account from its role's rights. */
export type ApprovalHold = Exclude<TeacherApproval, 'approved'>;

/** The hold on an account: a teacher still waiting or refused; null for everyone with their role's rights. */
export function approvalHold(account: {
  role: string;
  teacherApproval: TeacherApproval;
}): ApprovalHold | null {
  if (account.role !== 'teacher' || account.teacherApproval === 'approved') return null;
  return account.teacherApproval;
}

/** The approval a new self-registered account starts with. */
export function approvalOnRegistration(role: 'teacher' | 'student'): TeacherApproval {
  return role === 'teacher' ? 'pending' : 'approved';
}

/** What an administrator may decide from each state: a refusal can be reversed, an approval is final here. */
export function mayDecide(current: TeacherApproval, decision: 'approve' | 'refuse'): boolean {
  return decision === 'approve' ? current !== 'approved' : current === 'pending';
}
