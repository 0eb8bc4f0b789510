import { deletedHistoryCalls } from '../../../core/contracts/deletedHistory';
import type { TeacherApproval } from '../../../core/rules/teacherApproval';
import type { DeletedHistoryQuery } from '../../../core/schemas/deletedHistory';
import type { AdminTeacher, OutboxMail, User } from '../../../core/schemas/users';
import { call } from '../../api/call';
import { apiCall } from '../../api/http';

/** The admin calls (users, mail outbox, deleted history), typed. Each throws ApiError on a failure reply. */

export interface ListPage {
  q?: string;
  limit: number;
  offset: number;
}

export const listTeachersForAdmin = (page: ListPage & { approval?: TeacherApproval }) =>
  apiCall<{ data: AdminTeacher[]; total: number }>('GET', '/api/v1/user/userAdminList/teacher', { ...page });

/** Issue 10: lets a waiting (or refused) teacher teach; the teacher is notified and mailed. */
export const approveTeacher = (userId: string) =>
  apiCall<{ data: User }>('POST', '/api/v1/user/approveTeacher', { userId });

/** Issue 10: refuses a waiting teacher; the account stays, without teacher rights. */
export const refuseTeacher = (userId: string) =>
  apiCall<{ data: User }>('POST', '/api/v1/user/refuseTeacher', { userId });

export const setAdmin = (userId: string, isAdmin: boolean) =>
  apiCall<{ data: User }>('POST', '/api/v1/user/setAdmin', { userId, isAdmin });

export const setDisabled = (userId: string, disabled: boolean) =>
  apiCall<{ data: User }>('POST', '/api/v1/user/setDisabled', { userId, disabled });

export const listOutbox = (page: { to?: string; limit: number; offset: number }) =>
  apiCall<{ data: OutboxMail[]; total: number }>('GET', '/api/v1/mail/outbox', { ...page });

export const listDeletedHistory = (page: Omit<DeletedHistoryQuery, 'type'>) =>
  call(deletedHistoryCalls.list, { type: 'Removed', ...page });

/** Brings a removed course, item or reference entry back; the reply's entry has `restoredAt` set. */
export const restoreDeleted = (_id: string) => call(deletedHistoryCalls.restore, { _id });
