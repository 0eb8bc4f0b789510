import { z } from 'zod';
import { REFERENCE_KINDS, type ReferenceKind } from '../constants';
import {
  REFERENCE_CREATE_BODIES,
  REFERENCE_ENTRY_SCHEMAS,
  REFERENCE_LIST_PATHS,
  REFERENCE_UPDATE_BODIES,
  referenceWritePath,
  removeReferenceBody,
} from '../schemas/reference';
import { messageReply, okReply } from '../schemas/reply';
import { access } from './access';
import { contract } from './contract';

const tags = ['reference'] as const;

/** One kind's SPEC §7 list GET and its admin create, update and remove (DESIGN §3 style). */
function referenceKindCalls<K extends ReferenceKind>(kind: K) {
  const entry = REFERENCE_ENTRY_SCHEMAS[kind];
  return {
    list: contract({
      method: 'GET',
      path: REFERENCE_LIST_PATHS[kind],
      reply: okReply({ data: z.array(entry) }),
      access: access.signedIn(),
      tags,
    }),
    create: contract({
      method: 'POST',
      path: referenceWritePath(kind, 'create'),
      body: REFERENCE_CREATE_BODIES[kind],
      reply: okReply({ data: entry }),
      access: access.admin,
      tags,
    }),
    update: contract({
      method: 'POST',
      path: referenceWritePath(kind, 'update'),
      body: REFERENCE_UPDATE_BODIES[kind],
      reply: okReply({ data: entry }),
      access: access.admin,
      tags,
    }),
    remove: contract({
      method: 'POST',
      path: referenceWritePath(kind, 'remove'),
      body: removeReferenceBody,
      reply: messageReply,
      access: access.admin,
      tags,
    }),
  };
}

export type ReferenceKindCalls<K extends ReferenceKind> = ReturnType<typeof referenceKindCalls<K>>;

/** Sectors, employers, CVQ entries, institutions and course codes: the calls of each kind. */
export const referenceCalls = Object.fromEntries(
  REFERENCE_KINDS.map((kind) => [kind, referenceKindCalls(kind)]),
) as { [K in ReferenceKind]: ReferenceKindCalls<K> };
