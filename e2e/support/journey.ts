import { type BrowserContext, test as base } from '@playwright/test';
import { e2eServerUrl } from './serverEnv';

/** Windows a worker's fixture opens during a journey and keeps for the worker's later journeys. */
const keptForTheWorker = new WeakSet<BrowserContext>();

/** Marks a window a worker's fixture keeps across journeys, which the journey that opened it must leave open. */
export function keepForTheWorker(context: BrowserContext): BrowserContext {
  keptForTheWorker.add(context);
  return context;
}

/**
 * The journeys' `test`: a worker's journeys, their pages and their API requests go to that worker's own server
 * (playwright.config.ts starts one per worker), so two journeys running at once never share a demo school.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(e2eServerUrl(testInfo.parallelIndex)),
  // The windows a journey opens itself (a second person's, signedInPage's) belong to the worker's browser, not to
  // the journey: left open, each kept its page, its timers and its live connection until the worker ended, and a
  // CI run of hundreds of journeys slowed to a crawl by its end. A failed journey's stay open for Playwright's
  // screenshots; its worker is replaced anyway.
  closeOwnContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context) && !keptForTheWorker.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
