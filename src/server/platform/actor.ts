import type { FastifyRequest } from 'fastify';
import { type ApprovalHold, approvalHold, type TeacherApproval } from '../../core/rules/teacherApproval';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: 'teacher' | 'student';
  isAdmin: boolean;
  /** Read with every request, so an approval takes effect on the teacher's next call. */
  teacherApproval: TeacherApproval;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when a valid access token for a live session came with the request (http/auth.ts). */
    user?: AuthUser;
    /** Why a presented token was not accepted, so a protected route can say so. */
    authProblem?: 'expired' | 'invalid';
  }
}
export function isAdmin(user: AuthUser): boolean {
  return user.role === 'teacher' && user.isAdmin;
}
/** A user may act on their own record; an administrator on anyone's. */
export function assertSelfOrAdmin(user: AuthUser, userId: string) {
  if (user.id !== userId && !isAdmin(user)) throw forbidden('You can only do this for your own account.');
}
/** Why a held teacher is refused, in words they can act on. */
export function approvalHoldMessage(hold: ApprovalHold, supportEmail: string): string {
  return hold === 'pending'
    ? "Your teacher account is waiting for an administrator's approval."
    : `An administrator did not approve your teacher account. Write to ${supportEmail} if you think this is a mistake.`;
}
/** 403 for a teacher an administrator has not approved (issue 10); nothing for everyone else. */
export function assertApprovedAccount(
  user: Pick<AuthUser, 'role' | 'teacherApproval'>,
  supportEmail: string,
) {
  const hold = approvalHold(user);
  if (hold) throw forbidden(approvalHoldMessage(hold, supportEmail));
}
/** The signed-in user, or 401 with a message that says why (expired token, or none). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  throw unauthorized(
    request.authProblem === 'expired'
      ? 'Your session has expired. Please sign in again.'
      : 'Please sign in to continue.',
  );
}
