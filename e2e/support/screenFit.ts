import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page is wider than `width` (the phone's screen): checked until the page has laid itself out again
 * for a new size, which a resize or an open dropdown still moving leaves for a moment, and failing if it stays wider.
 */
export async function expectFitsWidth(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page is no wider than ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}
