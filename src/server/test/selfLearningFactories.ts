import type { FastifyInstance } from 'fastify';
import {
  type CourseItemRow,
  type CourseRow,
  type SlModuleRow,
  slModules,
  slUnits,
  type UserRow,
} from '../db/schema';
import { createItem } from './courseFactories';
import { createFile } from './fileFactories';

type ModuleFields = Omit<typeof slModules.$inferInsert, 'itemId' | 'position'>;

/**
 * A self-learning unit (issue 39) inserted directly with its modules in the order given: published and running
 * from an hour ago to an hour ahead unless `item` says otherwise; its modules in order unless `sequential` is false.
 */
export async function createUnit(
  app: FastifyInstance,
  course: Pick<CourseRow, 'id'>,
  modules: ModuleFields[],
  options: { sequential?: boolean; item?: Parameters<typeof createItem>[2] } = {},
): Promise<{ unit: CourseItemRow; modules: SlModuleRow[] }> {
  const unit = await createItem(app, course, { ...options.item, kind: 'selfLearning' });
  if (options.sequential === false)
    await app.db.insert(slUnits).values({ itemId: unit.id, sequential: false });
  const rows = modules.length
    ? await app.db
        .insert(slModules)
        .values(modules.map((module, position) => ({ ...module, itemId: unit.id, position })))
        .returning()
    : [];
  return { unit, modules: rows.sort((a, b) => a.position - b.position) };
}

/** A course file a module can show: a video (MP4) or a PDF, its bytes a stand-in. */
export const courseVideo = (
  app: FastifyInstance,
  course: Pick<CourseRow, 'id'>,
  uploader: Pick<UserRow, 'id'>,
) => createFile(app, course, uploader, { name: 'intro.mp4', contentType: 'video/mp4' });
export const coursePdf = (
  app: FastifyInstance,
  course: Pick<CourseRow, 'id'>,
  uploader: Pick<UserRow, 'id'>,
) => createFile(app, course, uploader, { name: 'reading.pdf', contentType: 'application/pdf' });
