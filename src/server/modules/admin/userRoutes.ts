import type { FastifyInstance } from 'fastify';
import { userAdminCalls as calls } from '../../../core/contracts/userAdmin';
import { countOf } from '../../../core/rules/countOf';
import { personName } from '../../../core/rules/personName';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { presentAdminTeacher, presentUser } from '../users/presenter';
import { listAudit } from './auditList';
import { awaitsPassword } from './invites';
import { createUserByAdmin, sendVerificationByAdmin } from './userAccounts';
import { exportUsersCsv, listUsersForAdmin } from './userDirectory';
import { commitImport, previewImport } from './userImport';

/** Issue 34: the administrator's people (search, create, resend, import, export) and the audit list. */
export async function userAdminRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ ctx, query }) => {
    const { rows, total } = await listUsersForAdmin(ctx.db, query);
    return ok(rows.map(presentAdminTeacher), { total });
  });
  serve(app, calls.create, async ({ ctx, caller, body, request }) => {
    const user = await createUserByAdmin(ctx, caller, request.ip, body);
    return ok(
      presentUser(user),
      {},
      `${personName(user)}'s account is made. We mailed ${user.email} a link to choose a password.`,
    );
  });
  serve(app, calls.sendVerification, async ({ ctx, caller, body, request }) => {
    const user = await sendVerificationByAdmin(ctx, caller, request.ip, body.userId);
    return ok(
      presentUser(user),
      {},
      awaitsPassword(user)
        ? `We mailed ${user.email} a new link to choose a password.`
        : `We mailed ${user.email} a new link to confirm the address.`,
    );
  });
  serve(app, calls.importPreview, async ({ ctx, caller, body }) => {
    const report = await previewImport(ctx, caller, body.csv);
    const { create, update, refused } = report.counts;
    return ok(
      report,
      {},
      `Nothing is saved yet: ${countOf(create, 'account')} would be created, ${update} updated, ${refused} refused.`,
    );
  });
  serve(app, calls.importCommit, async ({ ctx, caller, body, request }) => {
    const report = await commitImport(ctx, caller, request.ip, body.csv);
    const { create, update, refused } = report.counts;
    return ok(report, {}, `${countOf(create, 'account')} created, ${update} updated, ${refused} refused.`);
  });
  serve(app, calls.export, async ({ ctx, caller, query, reply, request }) => {
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const csv = await exportUsersCsv(ctx.db, caller, request.ip, query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="users-${day}.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });
  serve(app, calls.audit, async ({ ctx, query }) => {
    const { data, total } = await listAudit(ctx.db, query);
    return ok(data, { total });
  });
}
