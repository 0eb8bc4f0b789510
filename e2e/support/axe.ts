import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

/**
 * One axe scan of the settled page, and whether it stayed calm: a toast whose five seconds run out while axe reads
 * the page starts fading out in the middle of the scan, which then reads its colours half-drawn.
 *
 * Axe runs in the page itself (legacy mode) and details only the violations: its default opens a blank page for each
 * scan to merge the frames' results, which doubled a scan's time (1.8 s against 0.9 s on a short page). What legacy
 * mode leaves out, frames of another origin, is only a SCORM package's own content, which no swept page shows.
 */
async function calmScan(page: Page) {
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
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_22_AA_TAGS },
      rules: ALSO_RUN,
      resultTypes: ['violations'],
    })
    .setLegacyMode()
    .analyze();
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

/** The serious and critical accessibility violations on the page as it is now, with their summaries. */
export async function seriousViolationDetails(page: Page): Promise<SeriousViolation[]> {
  let results = await calmScan(page);
  for (let tries = 1; !results.calm && tries < 5; tries++) results = await calmScan(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, summary: v.help, elements: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The serious and critical accessibility violations axe finds on the page as it is now, each with its elements. */
export async function seriousViolations(page: Page) {
  return (await seriousViolationDetails(page)).map((v) => `${v.rule}: ${v.elements.join(', ')}`);
}
