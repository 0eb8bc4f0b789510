import type { GradebookWeights } from '../../../core/schemas/gradebook';
import { gradebookWeights } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { courseChange } from '../../platform/courseChanges';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import type { CourseAccess } from '../courses/policy';
import { courseChanged } from '../notifications/notify';
import { columnsOf } from './columns';

/**
 * POST /api/v1/gradebook/saveWeights: the weights of the course total, per kind and per marked item of the course
 * (an item of another course, or one without marks, is refused with nothing saved). Open books read them again.
 */
export async function saveWeights(
  ctx: ServiceContext,
  caller: AuthUser,
  { course }: CourseAccess,
  weights: GradebookWeights,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    const items = new Set((await columnsOf(tx, course.id)).map((column) => column._id));
    if (Object.keys(weights.items).some((itemId) => !items.has(itemId)))
      throw badRequest('A weight names an item that is not a marked item of this course.', {
        items: 'Weigh only the items of this gradebook.',
      });
    const values = { kinds: weights.kinds, items: weights.items, updatedBy: caller.id, updatedAt: now };
    await tx
      .insert(gradebookWeights)
      .values({ courseId: course.id, ...values })
      .onConflictDoUpdate({ target: gradebookWeights.courseId, set: values });
    tx.afterCommit(courseChanged(courseChange(course.id), now));
  });
}
