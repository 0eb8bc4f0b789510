import { eq } from 'drizzle-orm';
import { scormReport } from '../../../../core/rules/scormReport';
import type { ProgressLine } from '../../../../core/schemas/selfLearning';
import { slPackages } from '../../../db/schema';
import type { ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import type { ProgressAccess } from '../policy';
import { presentProgress } from '../presenter';
import { recordPackageReport } from '../progressWrites';
import { storedRuntime } from './storedRuntime';

/**
 * What a package's runtime committed (POST scormCommit, its own student): read by the package's version
 * (core/rules/scormReport.ts) and recorded on the progress line, with the data it resumes from and the session time
 * reported so far, so the next commit of the same launch adds only what it grew by.
 */
export async function commitRuntime(
  ctx: ServiceContext,
  access: ProgressAccess,
  session: string,
  cmi: Record<string, unknown>,
): Promise<ProgressLine> {
  const { module, progress } = access;
  if (module.kind !== 'scorm' || !module.packageId) throw notFound('This module is not a SCORM package.');
  const [found] = await ctx.db
    .select({ version: slPackages.version })
    .from(slPackages)
    .where(eq(slPackages.id, module.packageId))
    .limit(1);
  if (!found) throw notFound('This module’s package has been removed.');
  const saved = await inTransaction(ctx, async (tx) => {
    const previous = storedRuntime(progress.scorm);
    const report = scormReport(
      found.version,
      cmi,
      previous?.session === session ? previous.sessionTotalSeconds : undefined,
    );
    return recordPackageReport(
      tx,
      progress,
      {
        completed: report.completed,
        scorePercent: report.scorePercent,
        sessionSeconds: report.sessionSeconds,
        cmi: { cmi, session, sessionTotalSeconds: report.sessionTotalSeconds },
      },
      ctx.clock.now(),
    );
  });
  return presentProgress(saved);
}
