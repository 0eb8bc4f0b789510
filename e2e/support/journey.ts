import { test as base } from '@playwright/test';
import { e2eServerUrl } from './serverEnv';

/**
 * The journeys' `test`: a worker's journeys, their pages and their API requests go to that worker's own server
 * (playwright.config.ts starts one per worker), so two journeys running at once never share a demo school.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(e2eServerUrl(testInfo.parallelIndex)),
});
