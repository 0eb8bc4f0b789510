import { ITEM_KIND_DEFINITIONS, ITEM_KINDS, type ItemKind } from '../itemKinds';
import {
  createItemBody,
  itemRefParams,
  removeItemBody,
  reorderItemsBody,
  toMarkReply,
  updateItemBody,
} from '../schemas/courseItems';
import { courseItemListReply, courseItemReply, currentItemReply } from '../schemas/courses';
import { messageReply } from '../schemas/reply';
import { userIdParams } from '../schemas/users';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['course items'] as const;
const teachers = { roles: ['teacher'] } as const;

/** The item writes (base fields of every kind). */
export const itemCalls = {
  create: contract({
    method: 'POST',
    path: '/api/v1/item/create',
    body: createItemBody,
    reply: courseItemReply,
    access: access.course('teach', inBody('courseId'), teachers),
    tags,
  }),
  update: contract({
    method: 'POST',
    path: '/api/v1/item/update',
    body: updateItemBody,
    reply: courseItemReply,
    access: access.item('teach', inBody('itemId'), teachers),
    tags,
  }),
  remove: contract({
    method: 'POST',
    path: '/api/v1/item/remove',
    body: removeItemBody,
    reply: messageReply,
    access: access.item('teach', inBody('itemId'), teachers),
    tags,
  }),
  reorder: contract({
    method: 'POST',
    path: '/api/v1/item/reorder',
    body: reorderItemsBody,
    reply: courseItemListReply,
    access: access.course('teach', inBody('courseId'), teachers),
    tags,
  }),
  /** Issue 37: a teacher's to-do list, the items of the courses they teach with work waiting for a mark. */
  toMark: contract({
    method: 'GET',
    path: '/api/v1/item/toMark/:userId',
    params: userIdParams,
    reply: toMarkReply,
    access: access.self(inParams('userId'), { describe: 'self or admin' }),
    tags,
  }),
};

/** The kind's reply carries its content (core/itemKinds), so a kind's content fields are not stripped. */
function currentItemCall<K extends ItemKind>(kind: K) {
  return contract({
    method: 'GET',
    path: `/api/v1/${ITEM_KIND_DEFINITIONS[kind].typeId}/getCurrent/:refId`,
    params: itemRefParams,
    reply: currentItemReply(kind),
    access: access.item('attend', inParams('refId'), {
      describe: 'members of the course; students only items visible to them',
    }),
    tags,
  });
}

/** SPEC §7 `/api/v1/{typeId}/getCurrent/{refId}`, one call per kind: the item with `active` (visible to students). */
export const currentItemCalls = Object.fromEntries(
  ITEM_KINDS.map((kind) => [kind, currentItemCall(kind)]),
) as {
  [K in ItemKind]: ReturnType<typeof currentItemCall>;
};
