import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CreateCourse, UpdateCourse } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { courseCodes, courseItems, courseMembers, courses, institutions, sectors } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { courseChange } from '../../platform/courseChanges';
import { recordRemoval } from '../../platform/deletedHistory';
import { badRequest } from '../../platform/errors';
import { roomsClose, usersLeave } from '../../platform/liveEvents';
import { inTransaction, type Tx } from '../../platform/transaction';
import { courseChanged } from '../notifications/notify';
import { courseRooms } from './courseRooms';
import { studentIdsOf } from './courseStudents';
import { ITEM_KIND_HOOKS } from './itemKindRegistry';
import { itemSnapshot } from './itemSnapshot';
import { type CourseAccess, findCourse } from './policy';

type References = Partial<Pick<CreateCourse, 'courseCodeId' | 'institutionId' | 'sectorId'>>;

const REFERENCE_TABLES = {
  courseCodeId: { table: courseCodes, message: 'Choose a course code from the list.' },
  institutionId: { table: institutions, message: 'Choose an institution from the list.' },
  sectorId: { table: sectors, message: 'Choose a sector from the list.' },
} as const;

/** Each reference a course names must be an existing entry that is not removed (400 naming the field). */
async function assertReferencesExist(tx: Db, references: References) {
  const fields: Record<string, string> = {};
  for (const [field, { table, message }] of Object.entries(REFERENCE_TABLES)) {
    const id = references[field as keyof References];
    if (!id) continue;
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), isNull(table.removedAt)))
      .limit(1);
    if (!row) fields[field] = message;
  }
  if (Object.keys(fields).length)
    throw badRequest(`Please check: ${Object.keys(fields).join(', ')}.`, fields);
}

/** A new course; its creator is its owner. */
export async function createCourse(ctx: ServiceContext, caller: AuthUser, body: CreateCourse) {
  return inTransaction(ctx, async (tx) => {
    await assertReferencesExist(tx, body);
    const [course] = await tx
      .insert(courses)
      .values({ ...body, ownerId: caller.id })
      .returning({ id: courses.id });
    await tx
      .insert(courseMembers)
      .values({ courseId: course!.id, userId: caller.id, role: 'owner', addedBy: caller.id });
    tx.afterCommit(courseChanged(courseChange(course!.id), ctx.clock.now()));
    return course!.id;
  });
}

/**
 * Changes only the fields sent; the dates are checked once merged with what is stored. A course set back to
 * draft is closed to its students (SPEC §4): their sockets leave its rooms after the refresh.
 */
export async function updateCourse(ctx: ServiceContext, { course }: CourseAccess, body: UpdateCourse) {
  const { courseId, ...fields } = body;
  await inTransaction(ctx, async (tx) => {
    await assertReferencesExist(tx, fields);
    const startDate = fields.startDate ?? course.startDate;
    const endDate = fields.endDate ?? course.endDate;
    if (endDate < startDate)
      throw badRequest('Please check: endDate.', {
        endDate: 'The end date cannot be before the start date.',
      });
    await tx
      .update(courses)
      .set({ ...fields, updatedAt: ctx.clock.now() })
      .where(eq(courses.id, courseId));
    tx.afterCommit(courseChanged(courseChange(courseId), ctx.clock.now()));
    if (fields.status === 'draft' && course.status !== 'draft')
      tx.afterCommit(usersLeave(await studentIdsOf(tx, courseId), await courseRooms(tx, courseId)));
  });
}

/**
 * Marks the course removed; the deleted history keeps it with its members and items, to restore from. Its
 * pages refresh, then every socket leaves its rooms (admins' too).
 */
export async function removeCourse(ctx: ServiceContext, caller: AuthUser, { course }: CourseAccess) {
  const courseId = course.id;
  await inTransaction(ctx, async (tx) => {
    const members = await tx.select().from(courseMembers).where(eq(courseMembers.courseId, courseId));
    const items = await tx
      .select()
      .from(courseItems)
      .where(and(eq(courseItems.courseId, courseId), isNull(courseItems.removedAt)));
    const now = ctx.clock.now();
    await tx.update(courses).set({ removedAt: now, updatedAt: now }).where(eq(courses.id, courseId));
    await recordRemoval(tx, {
      type: 'course',
      entityId: courseId,
      name: course.name,
      deletedBy: caller.id,
      snapshot: { course, members, items: await Promise.all(items.map((item) => itemSnapshot(tx, item))) },
    });
    tx.afterCommit([courseChanged(courseChange(courseId), now), roomsClose(await courseRooms(tx, courseId))]);
  });
}

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
