import { and, eq, isNull } from 'drizzle-orm';
import type { SelfLearningContent } from '../../../core/schemas/selfLearning';
import { files, slModules, slPackages, slUnits } from '../../db/schema';
import { roomsClose } from '../../platform/liveEvents';
import { selfLearningRoom } from '../../platform/rooms';
import { baseItemHooks, type ItemKindHooks } from '../courses/itemKindHooks';
import { presentItem } from '../courses/presenter';
import { unitContent } from './modules';

/**
 * Self-learning units (issue 39): `getCurrent` adds whether the modules open in order and the modules' summaries
 * (never a test's questions). A template's copy takes the settings and the modules, each module's file as a file of
 * the new unit (the same stored bytes); a SCORM module's copy shares its package's unpacked files, which are never
 * changed once stored. The modules and the students' progress stay
 * with a removed unit, so a restore finds them as they were; its class progress room closes.
 */
export const selfLearningHooks: ItemKindHooks<SelfLearningContent> = {
  ...baseItemHooks,
  async removed(tx, item) {
    tx.afterCommit(roomsClose([selfLearningRoom(item.id)]));
  },
  async current(db, { item }) {
    return { ...presentItem(item), ...(await unitContent(db, item.id)) };
  },
  async copyFromTemplate(tx, template, copy) {
    const [unit] = await tx.select().from(slUnits).where(eq(slUnits.itemId, template.id)).limit(1);
    if (unit) await tx.insert(slUnits).values({ itemId: copy.id, sequential: unit.sequential });
    const modules = await tx
      .select({ module: slModules, pack: slPackages, file: files })
      .from(slModules)
      .leftJoin(slPackages, eq(slPackages.id, slModules.packageId))
      .leftJoin(files, and(eq(files.id, slModules.fileId), isNull(files.removedAt)))
      .where(and(eq(slModules.itemId, template.id), isNull(slModules.removedAt)));
    for (const { module, pack, file } of modules) {
      // The module's file goes with it, as a file of the new unit: the same stored bytes, a second reference.
      const [fileCopy] = file
        ? await tx
            .insert(files)
            .values({
              ...file,
              id: undefined,
              createdAt: undefined,
              purpose: 'itemAttachment',
              courseId: copy.courseId,
              itemId: copy.id,
            })
            .returning({ id: files.id })
        : [];
      const [packageCopy] = pack
        ? await tx
            .insert(slPackages)
            .values({ ...pack, id: undefined, itemId: copy.id, createdAt: undefined })
            .returning({ id: slPackages.id })
        : [];
      await tx.insert(slModules).values({
        ...module,
        id: undefined,
        itemId: copy.id,
        fileId: fileCopy?.id ?? null,
        packageId: packageCopy?.id ?? null,
        createdAt: undefined,
      });
    }
  },
};
