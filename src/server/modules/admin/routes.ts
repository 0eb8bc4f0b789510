import type { FastifyInstance } from 'fastify';
import { deletedHistoryCalls as calls } from '../../../core/contracts/deletedHistory';
import { DELETED_HISTORY_EMPTY } from '../../../core/schemas/deletedHistory';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { listDeletedHistory } from './historyList';
import { restoreRemoved } from './restore';

/** SPEC §7 deleted history (admins), and restoring what it recorded. */
export async function adminRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ ctx, query }) => {
    const { data, total } = await listDeletedHistory(ctx.db, query);
    return ok(data, { total }, data.length ? undefined : DELETED_HISTORY_EMPTY);
  });
  serve(app, calls.restore, async ({ ctx, caller, body }) => {
    const entry = await restoreRemoved(ctx, caller, body._id);
    return ok(entry, {}, `“${entry.name}” is restored.`);
  });
}
