import { and, eq, isNull } from 'drizzle-orm';
import type { CreateCourse, UpdateCourse } from '../../../core/schemas/courses';
import type { Db } from '../../db/client';
import { courseCodes, courseMembers, courses, institutions, sectors } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { courseChange } from '../../platform/courseChanges';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { courseChanged } from '../notifications/notify';
import { studentIdsOf } from './courseStudents';
import type { CourseAccess } from './policy';

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
 * draft is closed to its students (SPEC §4): after the refresh, their places in its classes end and their sockets
 * leave its rooms.
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
      await ctx.memberships.ended(tx, {
        kind: 'course',
        courseId,
        userIds: await studentIdsOf(tx, courseId),
      });
  });
}
