import type { FastifyInstance } from 'fastify';
import { itemCalls as calls, currentItemCalls } from '../../../core/contracts/courseItems';
import { ITEM_KINDS } from '../../../core/itemKinds';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { currentItem } from './courseReads';
import { createItem, removeItem, reorderItems, updateItem } from './items';
import { presentItem } from './presenter';

/** Item writes (base fields) and the generic item read. */
export async function itemRoutes(app: FastifyInstance) {
  serve(app, calls.create, async ({ ctx, caller, resolved, body }) =>
    ok(presentItem(await createItem(ctx, caller, resolved, body)), {}, 'The item is created.'),
  );
  serve(app, calls.update, async ({ ctx, caller, resolved, body }) =>
    ok(presentItem(await updateItem(ctx, caller, resolved, body)), {}, 'The item is saved.'),
  );
  serve(app, calls.remove, async ({ ctx, caller, resolved }) => {
    await removeItem(ctx, caller, resolved);
    return ok(undefined, {}, 'The item is removed.');
  });
  serve(app, calls.reorder, async ({ ctx, resolved, body }) => {
    const items = await reorderItems(ctx, resolved, body);
    return ok(items.map(presentItem), {}, 'The new order is saved.');
  });
  // Every kind's item with its content: the kind's `current` hook (itemKindRegistry.ts) and content schema.
  for (const kind of ITEM_KINDS) {
    serve(app, currentItemCalls[kind], async ({ ctx, caller, resolved }) => {
      const { item, visibleToStudents } = await currentItem(ctx, caller, resolved, kind, ctx.clock.now());
      return ok(item, { active: visibleToStudents });
    });
  }
}
