import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { courseItems, courseMembers, courses } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { courseChange } from '../../platform/courseChanges';
import { badRequest } from '../../platform/errors';
import { inTransaction, type Tx } from '../../platform/transaction';
import { findCourse } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { ITEM_KIND_HOOKS } from './kindRegistry';

/**
 * Copies a template's live items into a new course, moved by `shiftMs`, then lets each kind copy what it keeps
 * beside its item. The copies' ids are chosen here, so each is paired with the item it was copied from.
 */
async function copyTemplateItems(
  tx: Tx,
  templateId: string,
  courseId: string,
  shiftMs: number,
  createdBy: string,
) {
  const items = await tx
    .select()
    .from(courseItems)
    .where(and(eq(courseItems.courseId, templateId), isNull(courseItems.removedAt)));
  if (!items.length) return;
  const rows = items.map((item) => ({
    id: randomUUID(),
    courseId,
    kind: item.kind,
    title: item.title,
    description: item.description,
    startAt: new Date(item.startAt.getTime() + shiftMs),
    endAt: new Date(item.endAt.getTime() + shiftMs),
    durationMinutes: item.durationMinutes,
    manual: item.manual,
    active: item.active,
    position: item.position,
    createdBy,
  }));
  const copies = new Map((await tx.insert(courseItems).values(rows).returning()).map((row) => [row.id, row]));
  for (const [index, item] of items.entries())
    await ITEM_KIND_HOOKS[item.kind].copyFromTemplate(tx, item, copies.get(rows[index]!.id)!, shiftMs);
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * A new draft course from a template, owned by the caller: the template's description, references, picture
 * and items, every item moved by as many days as the new start lies from the template's start, each kind
 * copying what it keeps beside the item. Live states (started live, opened early) are not copied.
 */
export async function createFromTemplate(
  ctx: ServiceContext,
  caller: AuthUser,
  body: { templateId: string; name: string; startDate: string; endDate: string },
) {
  return inTransaction(ctx, async (tx) => {
    const template = await findCourse(tx, body.templateId);
    if (!template.isTemplate)
      throw badRequest('Please check: templateId.', { templateId: 'That course is not a template.' });
    const [course] = await tx
      .insert(courses)
      .values({
        name: body.name,
        startDate: body.startDate,
        endDate: body.endDate,
        description: template.description,
        courseCodeId: template.courseCodeId,
        institutionId: template.institutionId,
        sectorId: template.sectorId,
        // The same stored bytes: a second reference, not a copy.
        imageMime: template.imageMime,
        imageKey: template.imageKey,
        status: 'draft',
        isTemplate: false,
        ownerId: caller.id,
      })
      .returning({ id: courses.id });
    await tx
      .insert(courseMembers)
      .values({ courseId: course!.id, userId: caller.id, role: 'owner', addedBy: caller.id });
    const shift = (dayNumber(body.startDate) - dayNumber(template.startDate)) * DAY_MS;
    await copyTemplateItems(tx, template.id, course!.id, shift, caller.id);
    tx.afterCommit(courseChanged(courseChange(course!.id), ctx.clock.now()));
    return course!.id;
  });
}
