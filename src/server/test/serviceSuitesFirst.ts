import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (longest first, by the durations of the last run), with the files that need PostgreSQL or Redis
 * (`neededServices`) put first when those are set. Their cached durations come from the embedded run before, where
 * they are skipped, so vitest put them last: CI's database pass then ended on the move between databases (two
 * minutes) running alone while the other worker had nothing left to do.
 */
export class ServiceSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (!process.env.DATABASE_URL && !process.env.REDIS_URL) return sorted;
    const needsServices = new Set(
      sorted.filter((file) => readFileSync(file.moduleId, 'utf8').includes('neededServices(')),
    );
    return [...needsServices, ...sorted.filter((file) => !needsServices.has(file))];
  }
}
