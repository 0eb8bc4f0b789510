import type { FastifyInstance } from 'fastify';
import { userCalls as calls } from '../../../core/contracts/users';
import { listOutbox } from '../../mail/outbox';
import { assertApprovedAccount, isAdmin } from '../../platform/actor';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { presentAdminTeacher, presentPublicUser, presentUser } from './presenter';
import {
  getUserById,
  getUserByUsername,
  listTeachersForAdmin,
  listUsersByRole,
  updateProfile,
} from './service';

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
    ok(presentUser(await updateProfile(ctx.db, body, ctx.clock.now())), {}, 'Your profile is saved.'),
  );

  serve(app, calls.userList, async ({ ctx, params, query }) => {
    const { rows, total } = await listUsersByRole(ctx.db, params.role, query);
    return ok(rows.map(presentPublicUser), { total });
  });

  serve(app, calls.adminTeacherList, async ({ ctx, query }) => {
    const { rows, total } = await listTeachersForAdmin(ctx.db, query);
    return ok(rows.map(presentAdminTeacher), { total });
  });

  serve(app, calls.outbox, async ({ ctx, query }) => {
    const { data, total } = await listOutbox(ctx.db, query);
    return ok(data, { total });
  });
}
