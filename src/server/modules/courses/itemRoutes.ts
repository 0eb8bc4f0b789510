import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ITEM_KIND_DEFINITIONS, ITEM_KINDS } from '../../../core/itemKinds';
import {
  createItemBody,
  itemRefParams,
  removeItemBody,
  reorderItemsBody,
  updateItemBody,
} from '../../../core/schemas/courseItems';
import { courseItemListReply, courseItemReply, currentItemReply } from '../../../core/schemas/courses';
import { messageReply } from '../../../core/schemas/reply';
import { access, signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { currentItem } from './courseReads';
import { createItem, removeItem, reorderItems, updateItem } from './items';
import { presentItem } from './presenter';

const tags = ['course items'];
const TEACHERS = 'a teacher of the item’s course, or an admin';

/** Item writes (base fields) and the generic item read. */
export async function itemRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/item/create',
    {
      config: { access: access.teacher(TEACHERS) },
      schema: { tags, body: createItemBody, response: { 200: courseItemReply } },
    },
    async (request) => {
      const item = await createItem(request.ctx, signedInUser(request), request.body);
      return ok(presentItem(item), {}, 'The item is created.');
    },
  );

  app.post(
    '/api/v1/item/update',
    {
      config: { access: access.teacher(TEACHERS) },
      schema: { tags, body: updateItemBody, response: { 200: courseItemReply } },
    },
    async (request) => {
      const item = await updateItem(request.ctx, signedInUser(request), request.body);
      return ok(presentItem(item), {}, 'The item is saved.');
    },
  );

  app.post(
    '/api/v1/item/remove',
    {
      config: { access: access.teacher(TEACHERS) },
      schema: { tags, body: removeItemBody, response: { 200: messageReply } },
    },
    async (request) => {
      await removeItem(request.ctx, signedInUser(request), request.body.itemId);
      return ok(undefined, {}, 'The item is removed.');
    },
  );

  app.post(
    '/api/v1/item/reorder',
    {
      config: { access: access.teacher(TEACHERS) },
      schema: { tags, body: reorderItemsBody, response: { 200: courseItemListReply } },
    },
    async (request) => {
      const items = await reorderItems(request.ctx, signedInUser(request), request.body);
      return ok(items.map(presentItem), {}, 'The new order is saved.');
    },
  );

  // Every kind's item with its content: the kind's `current` hook (itemKindRegistry.ts) and content schema.
  for (const kind of ITEM_KINDS) {
    app.get(
      `/api/v1/${ITEM_KIND_DEFINITIONS[kind].typeId}/getCurrent/:refId`,
      {
        config: { access: access.signedIn('members of the course; students only items visible to them') },
        schema: { tags, params: itemRefParams, response: { 200: currentItemReply(kind) } },
      },
      async (request) => {
        const { item, visibleToStudents } = await currentItem(
          app.db,
          signedInUser(request),
          kind,
          request.params.refId,
        );
        return ok(item, { active: visibleToStudents });
      },
    );
  }
}
