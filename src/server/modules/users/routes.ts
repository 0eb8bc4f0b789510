import type { FastifyInstance } from 'fastify';
import { userCalls as calls } from '../../../core/contracts/users';
import { personName } from '../../../core/rules/personName';
import { listOutbox } from '../../mail/outbox';
import { assertApprovedAccount, isAdmin } from '../../platform/actor';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { setAdmin, setDisabled } from './admin';
import { presentAdminTeacher, presentPublicUser, presentUser } from './presenter';
import {
  getUserById,
  getUserByUsername,
  listTeachersForAdmin,
  listUsersByRole,
  updateProfile,
} from './service';
import { decideTeacher } from './teacherApproval';

/** SPEC §7 user data calls, plus the profile and admin calls the spec does not show (core/contracts/users.ts). */
export async function userRoutes(app: FastifyInstance) {
  serve(app, calls.publicUser, async ({ ctx, params }) =>
    ok(presentPublicUser(await getUserByUsername(ctx.db, params.userName))),
  );

  serve(app, calls.view, async ({ ctx, caller, params }) => {
    // Open before approval for the caller's own record only: anyone else's waits for the approval.
    if (params.userId !== caller.id) assertApprovedAccount(caller, ctx.config.supportEmail);
    const row = await getUserById(ctx.db, params.userId);
    return ok(caller.id === row.id || isAdmin(caller) ? presentUser(row) : presentPublicUser(row));
  });

  serve(app, calls.updateProfile, async ({ ctx, body }) =>
    ok(presentUser(await updateProfile(ctx.db, body)), {}, 'Your profile is saved.'),
  );

  serve(app, calls.userList, async ({ ctx, params, query }) => {
    const { rows, total } = await listUsersByRole(ctx.db, params.role, query);
    return ok(rows.map(presentPublicUser), { total });
  });

  serve(app, calls.adminTeacherList, async ({ ctx, query }) => {
    const { rows, total } = await listTeachersForAdmin(ctx.db, query);
    return ok(rows.map(presentAdminTeacher), { total });
  });

  serve(app, calls.approveTeacher, async ({ ctx, caller, body, request }) => {
    const row = await decideTeacher(ctx, caller, request.ip, body.userId, 'approve');
    return ok(presentUser(row), {}, `${personName(row)} can teach now. We sent them a mail.`);
  });

  serve(app, calls.refuseTeacher, async ({ ctx, caller, body, request }) => {
    const row = await decideTeacher(ctx, caller, request.ip, body.userId, 'refuse');
    return ok(presentUser(row), {}, `${personName(row)}'s teacher account is refused. We sent them a mail.`);
  });

  serve(app, calls.setAdmin, async ({ ctx, caller, body, request }) => {
    const { userId, isAdmin: flag } = body;
    const row = await setAdmin(ctx, caller, request.ip, userId, flag);
    return ok(
      presentUser(row),
      {},
      flag ? `${row.username} is now an administrator.` : `${row.username} is no longer an administrator.`,
    );
  });

  serve(app, calls.setDisabled, async ({ ctx, caller, body, request }) => {
    const { userId, disabled } = body;
    const row = await setDisabled(ctx, caller, request.ip, userId, disabled);
    return ok(
      presentUser(row),
      {},
      disabled ? `${row.username} is disabled and signed out.` : `${row.username} is enabled.`,
    );
  });

  serve(app, calls.outbox, async ({ ctx, query }) => {
    const { data, total } = await listOutbox(ctx.db, query);
    return ok(data, { total });
  });
}
