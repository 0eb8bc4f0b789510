import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../core/contracts/access';
import {
  REFERENCE_CREATE_BODIES,
  REFERENCE_ENTRY_SCHEMAS,
  REFERENCE_KINDS,
  REFERENCE_LIST_PATHS,
  REFERENCE_UPDATE_BODIES,
  type ReferenceKind,
  referenceWritePath,
  removeReferenceBody,
} from '../../../core/schemas/reference';
import { messageReply, okReply } from '../../../core/schemas/reply';
import { signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { REFERENCE_DESCRIPTORS } from './kinds';
import { createEntry, listEntries, removeEntry, updateEntry } from './service';

const tags = ['reference'];

/** One kind's SPEC §7 list GET and its admin create, update and remove (DESIGN §3 style). */
function referenceKindRoutes(base: FastifyInstance, kind: ReferenceKind) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const d = REFERENCE_DESCRIPTORS[kind];
  const entry = REFERENCE_ENTRY_SCHEMAS[kind];
  const label = d.label.charAt(0).toUpperCase() + d.label.slice(1);

  app.get(
    REFERENCE_LIST_PATHS[kind],
    {
      config: { access: access.signedIn() },
      schema: { tags, response: { 200: okReply({ data: z.array(entry) }) } },
    },
    async () => ok(await listEntries(app.db, d)),
  );

  app.post(
    referenceWritePath(kind, 'create'),
    {
      config: { access: access.admin },
      schema: { tags, body: REFERENCE_CREATE_BODIES[kind], response: { 200: okReply({ data: entry }) } },
    },
    async (request) => ok(await createEntry(app.db, d, request.body), {}, `${label} added.`),
  );

  app.post(
    referenceWritePath(kind, 'update'),
    {
      config: { access: access.admin },
      schema: { tags, body: REFERENCE_UPDATE_BODIES[kind], response: { 200: okReply({ data: entry }) } },
    },
    async (request) => ok(await updateEntry(app.db, d, request.body), {}, `${label} saved.`),
  );

  app.post(
    referenceWritePath(kind, 'remove'),
    {
      config: { access: access.admin },
      schema: { tags, body: removeReferenceBody, response: { 200: messageReply } },
    },
    async (request) => {
      await removeEntry(app.db, d, request.body._id, signedInUser(request).id);
      return ok(undefined, {}, `${label} removed. An administrator can restore it from the deleted history.`);
    },
  );
}

/** Sectors, employers, CVQ entries, institutions and course codes. */
export async function referenceRoutes(app: FastifyInstance) {
  for (const kind of REFERENCE_KINDS) referenceKindRoutes(app, kind);
}
