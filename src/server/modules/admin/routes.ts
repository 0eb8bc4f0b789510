import type { FastifyInstance } from 'fastify';
import { deletedHistoryCalls as calls } from '../../../core/contracts/deletedHistory';
import { userCalls } from '../../../core/contracts/users';
import { personName } from '../../../core/rules/personName';
import { DELETED_HISTORY_EMPTY } from '../../../core/schemas/deletedHistory';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { presentUser } from '../users/presenter';
import { listDeletedHistory } from './historyList';
import { type Restorers, restoreRemoved } from './restore';
import { decideTeacher } from './teacherApproval';
import { setAdmin, setDisabled } from './userAdmin';
import { userAdminRoutes } from './userRoutes';

/**
 * SPEC §7 deleted history (admins) and restoring what it recorded; approving teachers, making administrators,
 * disabling accounts.
 */
export async function adminRoutes(app: FastifyInstance, { restorers }: { restorers: Restorers }) {
  await userAdminRoutes(app);
  serve(app, calls.list, async ({ ctx, query }) => {
    const { data, total } = await listDeletedHistory(ctx.db, query);
    return ok(data, { total }, data.length ? undefined : DELETED_HISTORY_EMPTY);
  });
  serve(app, calls.restore, async ({ ctx, caller, body }) => {
    const entry = await restoreRemoved(ctx, restorers, caller, body._id);
    return ok(entry, {}, `“${entry.name}” is restored.`);
  });
  serve(app, userCalls.approveTeacher, async ({ ctx, caller, body, request }) => {
    const row = await decideTeacher(ctx, caller, request.ip, body.userId, 'approve');
    return ok(presentUser(row), {}, `${personName(row)} can teach now. We sent them a mail.`);
  });
  serve(app, userCalls.refuseTeacher, async ({ ctx, caller, body, request }) => {
    const row = await decideTeacher(ctx, caller, request.ip, body.userId, 'refuse');
    return ok(presentUser(row), {}, `${personName(row)}'s teacher account is refused. We sent them a mail.`);
  });
  serve(app, userCalls.setAdmin, async ({ ctx, caller, body, request }) => {
    const { userId, isAdmin: flag } = body;
    const row = await setAdmin(ctx, caller, request.ip, userId, flag);
    return ok(
      presentUser(row),
      {},
      flag ? `${row.username} is now an administrator.` : `${row.username} is no longer an administrator.`,
    );
  });
  serve(app, userCalls.setDisabled, async ({ ctx, caller, body, request }) => {
    const { userId, disabled } = body;
    const row = await setDisabled(ctx, caller, request.ip, userId, disabled);
    return ok(
      presentUser(row),
      {},
      disabled ? `${row.username} is disabled and signed out.` : `${row.username} is enabled.`,
    );
  });
}
