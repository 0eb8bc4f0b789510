import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's minified build: 650 KB to put in a page, where the package's `source` is the 1.5 MB one. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.0, 2.1 and 2.2 A and AA rules, and axe's best practices, which its defaults ran before these tags
 * were named.
 */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Label in name (WCAG 2.5.3): a speech-input user says what they see, so the name must contain the visible text.
 * Turned on by name as well, so that it runs while axe calls it experimental.
 */
const ALSO_RUN = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Waits for the page's finite animations and transitions to end: a toast or a dialog still fading in has its
 * colours half-drawn, and axe would read their contrast as it is in the middle of the fade.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** What every scan asks of axe: the WCAG A and AA rules and best practices, and only the violations detailed. */
const SCAN: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_22_AA_TAGS },
  rules: ALSO_RUN,
  resultTypes: ['violations'],
};

/**
 * Puts axe into each frame of the page that has none yet, allowed to read frames of the page's own origin only. Once
 * a page load: AxeBuilder (@axe-core/playwright) evaluated axe's 1.5 MB twice in every scan, which took more of a
 * scan's time than axe's own rules did (0.6-0.8 s of 1.0-1.4 s on the teacher's control panel and course editor).
 */
async function putAxeIn(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
    } catch (error) {
      // A frame that went away while it was read, as AxeBuilder did: the page itself must be scanned.
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * One axe scan of the settled page, and whether it stayed calm: a toast whose five seconds run out while axe reads
 * the page starts fading out in the middle of the scan, which then reads its colours half-drawn.
 *
 * Axe runs in the page itself and in each frame of its origin, as AxeBuilder's legacy mode ran it; not as AxeBuilder
 * runs it by default, opening a blank page for each scan to merge the frames' results, which doubled a scan's time.
 * What is left out, frames of another origin, is only a SCORM package's own content, which no swept page shows.
 */
async function calmScan(page: Page, within: string | undefined) {
  await settled(page);
  await page.evaluate(() => {
    const flags = window as unknown as { movedDuringScan?: boolean };
    if (flags.movedDuringScan === undefined)
      for (const started of ['transitionrun', 'animationstart'])
        document.addEventListener(
          started,
          () => {
            flags.movedDuringScan = true;
          },
          true,
        );
    flags.movedDuringScan = false;
  });
  await putAxeIn(page);
  const { violations } = await page.evaluate(
    ({ within, options }) =>
      (
        window as unknown as {
          axe: { run: (context: Document | string, options: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(within ?? document, options),
    { within, options: SCAN },
  );
  const calm = await page.evaluate(
    () => !(window as unknown as { movedDuringScan: boolean }).movedDuringScan,
  );
  return { violations, calm };
}

/** One serious or critical rule axe finds broken: its id, its one-line summary, and the elements that break it. */
export interface SeriousViolation {
  rule: string;
  summary: string;
  elements: string[];
}

/**
 * The serious and critical accessibility violations on the page as it is now, with their summaries; `within`, a CSS
 * selector, scans only that part of the page.
 */
export async function seriousViolationDetails(page: Page, within?: string): Promise<SeriousViolation[]> {
  let results = await calmScan(page, within);
  for (let tries = 1; !results.calm && tries < 5; tries++) results = await calmScan(page, within);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, summary: v.help, elements: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * The serious and critical accessibility violations axe finds on the page as it is now (or in the part `within`
 * selects), each with its elements.
 */
export async function seriousViolations(page: Page, within?: string) {
  return (await seriousViolationDetails(page, within)).map((v) => `${v.rule}: ${v.elements.join(', ')}`);
}
