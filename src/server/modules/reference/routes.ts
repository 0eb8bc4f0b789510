import type { FastifyInstance } from 'fastify';
import { REFERENCE_KINDS, type ReferenceKind } from '../../../core/constants';
import { referenceCalls } from '../../../core/contracts/reference';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { REFERENCE_DESCRIPTORS } from './kinds';
import {
  type CreateBody,
  createEntry,
  listEntries,
  removeEntry,
  type UpdateBody,
  updateEntry,
} from './service';

/** One kind's SPEC §7 list GET and its admin create, update and remove (DESIGN §3 style). */
function referenceKindRoutes<K extends ReferenceKind>(app: FastifyInstance, kind: K) {
  const calls = referenceCalls[kind];
  const d = REFERENCE_DESCRIPTORS[kind];
  const label = d.label.charAt(0).toUpperCase() + d.label.slice(1);

  serve(app, calls.list, async ({ ctx }) => ok(await listEntries(ctx.db, d)));
  // TypeScript does not follow a generic kind through its contract to the parsed body: the body is the one the
  // kind's own schema parsed, named so for the service.
  serve(app, calls.create, async ({ ctx, body }) =>
    ok(await createEntry(ctx.db, d, body as CreateBody<K>), {}, `${label} added.`),
  );
  serve(app, calls.update, async ({ ctx, body }) =>
    ok(await updateEntry(ctx.db, d, body as UpdateBody<K>, ctx.clock.now()), {}, `${label} saved.`),
  );
  serve(app, calls.remove, async ({ ctx, caller, body }) => {
    await removeEntry(ctx.db, d, body._id, caller.id, ctx.clock.now());
    return ok(undefined, {}, `${label} removed. An administrator can restore it from the deleted history.`);
  });
}

/** Sectors, employers, CVQ entries, institutions and course codes. */
export async function referenceRoutes(app: FastifyInstance) {
  for (const kind of REFERENCE_KINDS) referenceKindRoutes(app, kind);
}
