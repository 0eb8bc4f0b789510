import { and, eq, isNull, max } from 'drizzle-orm';
import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../../../core/itemKinds';
import { keepsDateOrder } from '../../../core/rules/itemOrder';
import type { CreateItem, UpdateItem } from '../../../core/schemas/courseItems';
import type { Db } from '../../db/client';
import { courseItems } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { recordRemoval } from '../../platform/deletedHistory';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { liveItemsOf, orderFactsOf } from '../courses/courseLists';
import type { ItemNews } from '../courses/itemKindHooks';
import type { CourseAccess, ItemAccess } from '../courses/policy';
import { isVisibleNow, studentSees } from '../courses/visibleItems';
import { courseChanged } from '../notifications/notify';
import { notifyStudentsOfItem } from './announce';
import { itemSnapshot } from './itemSnapshot';
import { ITEM_KIND_HOOKS } from './kindRegistry';

/** Item writes (base fields only): teachers of the course and admins. Students hear of what they can see. */

function assertDurationFits(kind: ItemKind, duration: number | null | undefined) {
  if (duration != null && !ITEM_KIND_DEFINITIONS[kind].hasDuration)
    throw badRequest('Please check: duration.', {
      duration: `A ${ITEM_KIND_DEFINITIONS[kind].labels.one.toLowerCase()} has no duration.`,
    });
}

async function nextPosition(tx: Db, courseId: string, kind: ItemKind): Promise<number> {
  const [last] = await tx
    .select({ position: max(courseItems.position) })
    .from(courseItems)
    .where(
      and(eq(courseItems.courseId, courseId), eq(courseItems.kind, kind), isNull(courseItems.removedAt)),
    );
  return (last?.position ?? -1) + 1;
}

/** A new item goes last among its kind; students are told when they can see it at once. */
export async function createItem(
  ctx: ServiceContext,
  caller: AuthUser,
  { course }: CourseAccess,
  body: CreateItem,
) {
  assertDurationFits(body.kind, body.duration);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [item] = await tx
      .insert(courseItems)
      .values({
        courseId: course.id,
        kind: body.kind,
        title: body.title,
        description: body.description,
        startAt: new Date(body.startDate),
        endAt: new Date(body.endDate),
        durationMinutes: body.duration,
        manual: body.manual,
        active: body.active,
        startedLive: body.startedLive,
        openedEarly: body.openedEarly,
        position: await nextPosition(tx, course.id, body.kind),
        createdBy: caller.id,
      })
      .returning();
    if (studentSees(item!, course, now)) await notifyStudentsOfItem(tx, course, item!, 'new', caller.id);
    tx.afterCommit(courseChanged(itemChange(item!), now));
    return item!;
  });
}

/** Changes only the fields sent; the end must still follow the start once merged with what is stored. */
export async function updateItem(
  ctx: ServiceContext,
  caller: AuthUser,
  { course, item: before }: ItemAccess,
  body: UpdateItem,
) {
  const { itemId, startDate, endDate, duration, ...fields } = body;
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    assertDurationFits(before.kind, duration);
    const startAt = startDate ? new Date(startDate) : before.startAt;
    const endAt = endDate ? new Date(endDate) : before.endAt;
    if (endAt <= startAt)
      throw badRequest('Please check: endDate.', { endDate: 'The end must be after the start.' });
    const [item] = await tx
      .update(courseItems)
      .set({
        ...fields,
        startAt,
        endAt,
        ...(duration === undefined ? {} : { durationMinutes: duration }),
        updatedAt: now,
      })
      .where(eq(courseItems.id, itemId))
      .returning();
    if (startAt.getTime() !== before.startAt.getTime() || endAt.getTime() !== before.endAt.getTime())
      await ITEM_KIND_HOOKS[item!.kind].timesChanged(tx, item!);
    let news: ItemNews | null = null;
    if (studentSees(item!, course, now)) news = studentSees(before, course, now) ? 'changed' : 'new';
    if (news) await notifyStudentsOfItem(tx, course, item!, news, caller.id);
    tx.afterCommit(courseChanged(itemChange(item!), now));
    // What it opened to students closes to them (a lecture's live chat).
    if (isVisibleNow(before, now) && !isVisibleNow(item!, now))
      await ITEM_KIND_HOOKS[item!.kind].hiddenFromStudents(tx, item!);
    return item!;
  });
}

/** Marks the item removed and keeps it in the deleted history; students who could see it are told. */
export async function removeItem(ctx: ServiceContext, caller: AuthUser, { course, item }: ItemAccess) {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await tx.update(courseItems).set({ removedAt: now, updatedAt: now }).where(eq(courseItems.id, item.id));
    await recordRemoval(tx, {
      type: 'courseItem',
      entityId: item.id,
      name: item.title,
      deletedBy: caller.id,
      snapshot: { item: await itemSnapshot(tx, item), courseName: course.name },
    });
    if (studentSees(item, course, now)) await notifyStudentsOfItem(tx, course, item, 'removed', caller.id);
    tx.afterCommit(courseChanged(itemChange(item), now));
    await ITEM_KIND_HOOKS[item.kind].removed(tx, item, now);
  });
}

/**
 * Rewrites the positions of one kind's items: the list must name each of them exactly once and keep them by
 * start, since the position only orders items that start at the same moment (core/rules/itemOrder).
 */
export async function reorderItems(
  ctx: ServiceContext,
  { course }: CourseAccess,
  body: { kind: ItemKind; itemIds: string[] },
) {
  return inTransaction(ctx, async (tx) => {
    const current = await liveItemsOf(tx, course.id, body.kind);
    const known = new Set(current.map((i) => i.id));
    const listed = new Set(body.itemIds);
    if (
      listed.size !== body.itemIds.length ||
      listed.size !== known.size ||
      body.itemIds.some((id) => !known.has(id))
    )
      throw badRequest('Please check: itemIds.', {
        itemIds: `List every ${ITEM_KIND_DEFINITIONS[body.kind].labels.one.toLowerCase()} of the course exactly once.`,
      });
    const byId = new Map(current.map((item) => [item.id, orderFactsOf(item)]));
    if (!keepsDateOrder(body.itemIds.map((id) => byId.get(id)!)))
      throw badRequest('Please check: itemIds.', {
        itemIds: `${ITEM_KIND_DEFINITIONS[body.kind].labels.many} are listed by their start; only those that start at the same time can change places.`,
      });
    for (const [position, id] of body.itemIds.entries())
      await tx.update(courseItems).set({ position }).where(eq(courseItems.id, id));
    tx.afterCommit(
      courseChanged(
        { courseId: course.id, refType: ITEM_KIND_DEFINITIONS[body.kind].typeId },
        ctx.clock.now(),
      ),
    );
    return liveItemsOf(tx, course.id, body.kind);
  });
}
