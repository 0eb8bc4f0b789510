import { eq, sql } from 'drizzle-orm';
import type { ModuleSummary, ScormLaunch } from '../../../../core/schemas/selfLearning';
import { type CourseItemRow, slModules, slPackages } from '../../../db/schema';
import { contentOriginOf } from '../../../platform/contentOrigin';
import type { AppContext } from '../../../platform/context';
import { notFound, serviceUnavailable } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { moduleRowOf, presentModule } from '../modules';
import type { ProgressAccess } from '../policy';
import { grantKey, signScormGrant } from './grants';
import { storePackageFiles } from './packageStore';
import { readScormPackage } from './readPackage';
import { storedRuntime } from './storedRuntime';

/**
 * A teacher's package upload (issue 39): the zip, held whole in memory, is checked first (readPackage.ts), so a
 * bad package stores nothing; then its files are inflated again, each streamed into the file store, and the package and its module (last of the
 * unit) are made in one transaction.
 */
export async function addPackageModule(
  ctx: AppContext,
  item: CourseItemRow,
  zip: Uint8Array,
  userId: string,
): Promise<ModuleSummary> {
  if (item.kind !== 'selfLearning') throw notFound('No such self-learning unit.');
  const read = await readScormPackage(zip);
  const storagePrefix = await storePackageFiles(ctx.storage, read.files);
  const module = await inTransaction(ctx, async (tx) => {
    const [stored] = await tx
      .insert(slPackages)
      .values({
        itemId: item.id,
        version: read.version,
        title: read.title,
        launchPath: read.launchPath,
        storagePrefix,
        fileCount: read.files.length,
        bytes: read.bytes,
        createdBy: userId,
      })
      .returning();
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${slModules.position}), -1) + 1` })
      .from(slModules)
      .where(eq(slModules.itemId, item.id))) as [{ next: number }];
    const [created] = await tx
      .insert(slModules)
      .values({
        itemId: item.id,
        position: Number(next),
        title: read.title,
        kind: 'scorm',
        packageId: stored!.id,
      })
      .returning();
    return created!;
  });
  return presentModule(await moduleRowOf(ctx.db, module));
}

/**
 * Where the frame loads a package from and what the runtime resumes with (GET scormLaunch): a grant for the caller,
 * this progress line (null when a teacher previews another's, which records nothing) and this package's files.
 */
export async function launchPackage(
  ctx: AppContext,
  access: ProgressAccess,
  callerId: string,
  request: { protocol: string; host: string },
): Promise<ScormLaunch> {
  const { module, progress } = access;
  if (module.kind !== 'scorm' || !module.packageId) throw notFound('This module is not a SCORM package.');
  const [found] = await ctx.db.select().from(slPackages).where(eq(slPackages.id, module.packageId)).limit(1);
  if (!found) throw notFound('This module’s package has been removed.');
  const contentOrigin = contentOriginOf(ctx.config, request);
  if (!contentOrigin)
    throw serviceUnavailable(
      'Packages cannot be played now: the content origin is not running. Tell your administrator.',
    );
  const preview = progress.userId !== callerId;
  const grant = await signScormGrant(grantKey(ctx.config.tokenSecret), {
    sub: callerId,
    progressId: preview ? null : progress.id,
    packageKey: found.storagePrefix,
    launchPath: found.launchPath,
    appOrigin: `${request.protocol}://${request.host}`,
  });
  const launchPath = found.launchPath
    .split('/')
    .map((segment, index, all) =>
      index === all.length - 1 ? encodeURI(segment).replace(/#/g, '%23') : encodeURIComponent(segment),
    )
    .join('/');
  return {
    launchUrl: `${contentOrigin}/p/${grant}/${launchPath}`,
    version: found.version,
    cmi: storedRuntime(progress.scorm)?.cmi ?? null,
    preview,
  };
}
