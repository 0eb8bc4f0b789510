import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page }).analyze();
  const calm = await page.evaluate(
    () => !(window as unknown as { movedDuringScan: boolean }).movedDuringScan,
  );
  return { violations, calm };
}

/** The serious and critical accessibility violations axe finds on the page as it is now, each with its elements. */
export async function seriousViolations(page: Page) {
  let results = await calmScan(page);
  for (let tries = 1; !results.calm && tries < 5; tries++) results = await calmScan(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
