import { and, eq, isNull } from 'drizzle-orm';
import type { CourseworkContent, ProjectContent } from '../../../core/schemas/coursework';
import type { Db } from '../../db/client';
import { courseworkSettings, files, projectGroups } from '../../db/schema';
import type { Tx } from '../../platform/transaction';
import { baseItemHooks, type ItemKindHooks } from '../courses/itemKindHooks';
import type { ItemAccess } from '../courses/policy';
import { presentItem } from '../courses/presenter';
import { listFiles } from '../storedFiles/service';
import { deadlineOf } from './deadlines';
import { loadGroups } from './groups';
import { loadSettings, type StoredSettings } from './settings';

/** The student's own deadline when an extension moved it (issue 37); those who teach see every one in the list. */
async function extendedTo(db: Db, { item, teaches, userId }: ItemAccess): Promise<{ extendedTo?: string }> {
  if (teaches) return {};
  const deadline = await deadlineOf(db, userId, item);
  return deadline.extendedBy ? { extendedTo: deadline.dueAt.toISOString() } : {};
}

async function courseworkContent(db: Db, access: ItemAccess): Promise<CourseworkContent> {
  const { maxMark, latePolicy, rubric } = await loadSettings(db, access.item.id);
  return {
    maxMark,
    latePolicy,
    rubric,
    attachments: await listFiles(db, eq(files.itemId, access.item.id)),
    ...(await extendedTo(db, access)),
  };
}

/** What a template's item gives its copy: the settings, the attached files (the same bytes) and, for a project,
 * its groups' names without their members. */
async function copyCoursework(tx: Tx, templateId: string, copy: { id: string; courseId: string }) {
  const [settings] = await tx
    .select()
    .from(courseworkSettings)
    .where(eq(courseworkSettings.itemId, templateId))
    .limit(1);
  if (settings) await tx.insert(courseworkSettings).values({ ...settings, itemId: copy.id });
  const attachments = await tx
    .select()
    .from(files)
    .where(and(eq(files.itemId, templateId), isNull(files.removedAt)));
  if (attachments.length)
    await tx.insert(files).values(
      attachments.map(({ id: _, createdAt: __, ...file }) => ({
        ...file,
        courseId: copy.courseId,
        itemId: copy.id,
      })),
    );
  const groups = await tx.select().from(projectGroups).where(eq(projectGroups.itemId, templateId));
  if (groups.length)
    await tx
      .insert(projectGroups)
      .values(groups.map(({ name, position }) => ({ itemId: copy.id, name, position })));
}

/**
 * Removing an item only marks it, so its settings, groups, submissions and attachments stay as they were, out of
 * reach while it is removed (every read of them goes through the item). The deleted history keeps the settings too,
 * and a restore puts them back if they went.
 */
const removalHooks: Pick<ItemKindHooks, 'removalSnapshot' | 'restored'> = {
  async removalSnapshot(tx, item) {
    const [settings] = await tx
      .select()
      .from(courseworkSettings)
      .where(eq(courseworkSettings.itemId, item.id))
      .limit(1);
    return settings ? { settings } : undefined;
  },
  async restored(tx, item, content) {
    const kept = (content as { settings?: StoredSettings } | undefined)?.settings;
    if (!kept) return;
    const { maxMark, latePolicy, rubric, studentsChooseGroups, maxGroupSize } = kept;
    await tx
      .insert(courseworkSettings)
      .values({ itemId: item.id, maxMark, latePolicy, rubric, studentsChooseGroups, maxGroupSize })
      .onConflictDoNothing();
  },
};

/** Assignments and labs (issue 14): their settings and the teacher's attached files. */
export const courseworkHooks: ItemKindHooks<CourseworkContent> = {
  ...baseItemHooks,
  ...removalHooks,
  async current(db, access) {
    return { ...presentItem(access.item), ...(await courseworkContent(db, access)) };
  },
  copyFromTemplate: (tx, template, copy) => copyCoursework(tx, template.id, copy),
};

/** Projects add their groups, with who is in each. */
export const projectHooks: ItemKindHooks<ProjectContent> = {
  ...baseItemHooks,
  ...removalHooks,
  async current(db, access) {
    const { item } = access;
    const { studentsChooseGroups, maxGroupSize } = await loadSettings(db, item.id);
    return {
      ...presentItem(item),
      ...(await courseworkContent(db, access)),
      studentsChooseGroups,
      maxGroupSize,
      groups: await loadGroups(db, item.id),
    };
  },
  copyFromTemplate: (tx, template, copy) => copyCoursework(tx, template.id, copy),
};
