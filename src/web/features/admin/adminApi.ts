import { deletedHistoryCalls } from '../../../core/contracts/deletedHistory';
import { userCalls } from '../../../core/contracts/users';
import type { TeacherApproval } from '../../../core/rules/teacherApproval';
import type { DeletedHistoryQuery } from '../../../core/schemas/deletedHistory';
import { call } from '../../api/call';

/** The admin calls (users, mail outbox, deleted history), through their contracts. Each throws ApiError on a failure reply. */

export interface ListPage {
  q?: string;
  limit: number;
  offset: number;
}

export const listTeachersForAdmin = (page: ListPage & { approval?: TeacherApproval }) =>
  call(userCalls.adminTeacherList, page);

/** Issue 10: lets a waiting (or refused) teacher teach; the teacher is notified and mailed. */
export const approveTeacher = (userId: string) => call(userCalls.approveTeacher, { userId });

/** Issue 10: refuses a waiting teacher; the account stays, without teacher rights. */
export const refuseTeacher = (userId: string) => call(userCalls.refuseTeacher, { userId });

export const setAdmin = (userId: string, isAdmin: boolean) => call(userCalls.setAdmin, { userId, isAdmin });

export const setDisabled = (userId: string, disabled: boolean) =>
  call(userCalls.setDisabled, { userId, disabled });

export const listOutbox = (page: { to?: string; limit: number; offset: number }) =>
  call(userCalls.outbox, page);

export const listDeletedHistory = (page: Omit<DeletedHistoryQuery, 'type'>) =>
  call(deletedHistoryCalls.list, { type: 'Removed', ...page });

/** Brings a removed course, item or reference entry back; the reply's entry has `restoredAt` set. */
export const restoreDeleted = (_id: string) => call(deletedHistoryCalls.restore, { _id });
