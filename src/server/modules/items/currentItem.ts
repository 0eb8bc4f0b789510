import type { ItemKind } from '../../../core/itemKinds';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { ItemAccess } from '../courses/policy';
import { studentSees } from '../courses/visibleItems';
import { ITEM_KIND_HOOKS } from './kindRegistry';

/**
 * The generic `/{typeId}/getCurrent/{refId}`: one item with its kind's content, when it is of that kind (the
 * caller may see it).
 */
export async function currentItem(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  caller: AuthUser,
  access: ItemAccess,
  kind: ItemKind,
  now: Date,
) {
  if (access.item.kind !== kind) throw notFound('No such item.');
  return {
    item: await ITEM_KIND_HOOKS[kind].current(ctx.db, access, caller, ctx.config),
    visibleToStudents: studentSees(access.item, access.course, now),
  };
}
