import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../../core/contracts/access';
import {
  DELETED_HISTORY_EMPTY,
  deletedHistoryQuery,
  deletedHistoryReply,
  restoreBody,
  restoreReply,
} from '../../../core/schemas/deletedHistory';
import { signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { listDeletedHistory } from './historyList';
import { restoreRemoved } from './restore';

const tags = ['deleted history'];

/** SPEC §7 deleted history (admins), and restoring what it recorded. */
export async function adminRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/deleted/history',
    {
      config: { access: access.admin },
      schema: { tags, querystring: deletedHistoryQuery, response: { 200: deletedHistoryReply } },
    },
    async (request) => {
      const { data, total } = await listDeletedHistory(app.db, request.query);
      return ok(data, { total }, data.length ? undefined : DELETED_HISTORY_EMPTY);
    },
  );

  app.post(
    '/api/v1/deleted/restore',
    {
      config: { access: access.admin },
      schema: { tags, body: restoreBody, response: { 200: restoreReply } },
    },
    async (request) => {
      const entry = await restoreRemoved(request.ctx, signedInUser(request), request.body._id);
      return ok(entry, {}, `“${entry.name}” is restored.`);
    },
  );
}
