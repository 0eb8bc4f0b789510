import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../../core/contracts/access';
import {
  adminTeacherListQuery,
  adminTeacherListReply,
  outboxQuery,
  outboxReply,
  publicUserListReply,
  publicUserReply,
  roleParams,
  setAdminBody,
  setDisabledBody,
  teacherDecisionBody,
  updateProfileBody,
  userIdParams,
  userListQuery,
  userNameParams,
  userReply,
  viewUserReply,
} from '../../../core/schemas/users';
import { forbidden } from '../../http/errors';
import { assertApprovedAccount, isAdmin, signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { listOutbox } from '../../mail/outbox';
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

const tags = ['users'];

/** SPEC §7 user data calls, plus the profile and admin calls the spec does not show (DESIGN §3 style). */
export async function userRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/user/getPublicUser/:userName',
    {
      config: { access: access.signedIn() },
      schema: { tags, params: userNameParams, response: { 200: publicUserReply } },
    },
    async (request) => {
      const row = await getUserByUsername(app.db, request.params.userName);
      return ok(presentPublicUser(row));
    },
  );

  app.get(
    '/api/v1/users/view/:userId',
    {
      config: {
        access: access.ownAccount(
          'full record for self or admin, public shape for others; a teacher awaiting approval sees only self',
        ),
      },
      schema: { tags, params: userIdParams, response: { 200: viewUserReply } },
    },
    async (request) => {
      const caller = signedInUser(request);
      if (request.params.userId !== caller.id) assertApprovedAccount(caller, app.config.supportEmail);
      const row = await getUserById(app.db, request.params.userId);
      return ok(caller.id === row.id || isAdmin(caller) ? presentUser(row) : presentPublicUser(row));
    },
  );

  app.post(
    '/api/v1/user/updateProfile',
    {
      config: { access: access.ownAccount('own account only') },
      schema: { tags, body: updateProfileBody, response: { 200: userReply } },
    },
    async (request) => {
      if (request.body.userId !== signedInUser(request).id)
        throw forbidden('You can only edit your own profile.');
      return ok(presentUser(await updateProfile(app.db, request.body)), {}, 'Your profile is saved.');
    },
  );

  app.get(
    '/api/v1/user/userList/:role',
    {
      config: { access: access.teacher() },
      schema: {
        tags,
        params: roleParams,
        querystring: userListQuery,
        response: { 200: publicUserListReply },
      },
    },
    async (request) => {
      const { rows, total } = await listUsersByRole(app.db, request.params.role, request.query);
      return ok(rows.map(presentPublicUser), { total });
    },
  );

  app.get(
    '/api/v1/user/userAdminList/teacher',
    {
      config: { access: access.admin },
      schema: { tags, querystring: adminTeacherListQuery, response: { 200: adminTeacherListReply } },
    },
    async (request) => {
      const { rows, total } = await listTeachersForAdmin(app.db, request.query);
      return ok(rows.map(presentAdminTeacher), { total });
    },
  );

  app.post(
    '/api/v1/user/approveTeacher',
    {
      config: { access: access.admin },
      schema: { tags, body: teacherDecisionBody, response: { 200: userReply } },
    },
    async (request) => {
      const row = await decideTeacher(
        request.ctx,
        signedInUser(request),
        request.ip,
        request.body.userId,
        'approve',
      );
      return ok(presentUser(row), {}, `${row.fullName || row.username} can teach now. We sent them a mail.`);
    },
  );

  app.post(
    '/api/v1/user/refuseTeacher',
    {
      config: { access: access.admin },
      schema: { tags, body: teacherDecisionBody, response: { 200: userReply } },
    },
    async (request) => {
      const row = await decideTeacher(
        request.ctx,
        signedInUser(request),
        request.ip,
        request.body.userId,
        'refuse',
      );
      return ok(
        presentUser(row),
        {},
        `${row.fullName || row.username}'s teacher account is refused. We sent them a mail.`,
      );
    },
  );

  app.post(
    '/api/v1/user/setAdmin',
    { config: { access: access.admin }, schema: { tags, body: setAdminBody, response: { 200: userReply } } },
    async (request) => {
      const { userId, isAdmin: flag } = request.body;
      const row = await setAdmin(request.ctx, signedInUser(request), request.ip, userId, flag);
      return ok(
        presentUser(row),
        {},
        flag ? `${row.username} is now an administrator.` : `${row.username} is no longer an administrator.`,
      );
    },
  );

  app.post(
    '/api/v1/user/setDisabled',
    {
      config: { access: access.admin },
      schema: { tags, body: setDisabledBody, response: { 200: userReply } },
    },
    async (request) => {
      const { userId, disabled } = request.body;
      const row = await setDisabled(request.ctx, signedInUser(request), request.ip, userId, disabled);
      return ok(
        presentUser(row),
        {},
        disabled ? `${row.username} is disabled and signed out.` : `${row.username} is enabled.`,
      );
    },
  );

  app.get(
    '/api/v1/mail/outbox',
    {
      config: { access: access.admin },
      schema: { tags: ['mail'], querystring: outboxQuery, response: { 200: outboxReply } },
    },
    async (request) => {
      const { data, total } = await listOutbox(app.db, request.query);
      return ok(data, { total });
    },
  );
}
