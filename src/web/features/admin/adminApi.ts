import type { CallInput } from '../../../core/contracts/contract';
import { deletedHistoryCalls } from '../../../core/contracts/deletedHistory';
import { userAdminCalls } from '../../../core/contracts/userAdmin';
import { userCalls } from '../../../core/contracts/users';
import type { TeacherApproval } from '../../../core/rules/teacherApproval';
import type { DeletedHistoryQuery } from '../../../core/schemas/deletedHistory';
import type { AdminCreateUser } from '../../../core/schemas/userAdmin';
import { call, download } from '../../api/call';

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

/** Issue 34: every user, searched and filtered, a page at a time. */
export const listUsersForAdmin = (query: CallInput<typeof userAdminCalls.list>) =>
  call(userAdminCalls.list, query);

export const createUserByAdmin = (body: AdminCreateUser) => call(userAdminCalls.create, body);

/** A new set-password link for an account that has none yet, else a new confirmation link. */
export const sendVerificationByAdmin = (userId: string) => call(userAdminCalls.sendVerification, { userId });

/** What each row of the CSV would do; nothing is saved. */
export const previewUserImport = (csv: string) => call(userAdminCalls.importPreview, { csv });

/** Saves every valid row of the CSV; the reply is the same per-row report. */
export const commitUserImport = (csv: string) => call(userAdminCalls.importCommit, { csv });

/** The users matching the filters as a CSV file, in the columns an import reads. */
export const exportUsers = (filters: CallInput<typeof userAdminCalls.export>) =>
  download(userAdminCalls.export, filters);

export const listAudit = (query: CallInput<typeof userAdminCalls.audit>) => call(userAdminCalls.audit, query);
