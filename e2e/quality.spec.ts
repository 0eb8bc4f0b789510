import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { gzippedScriptBytes } from './support/pageScriptSize';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/legalnotice',
  '/privacy',
  '/login',
  '/register',
  '/forgotPassword',
];

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on the dashboard, desktop and phone', async ({ page }) => {
  await signInWithForm(page, 'student2', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the JavaScript needed to render /login stays under 200 KB gzipped', async ({ page }) => {
  const { files, bytes } = await gzippedScriptBytes(page, '/login');
  expect(files).toBeGreaterThan(0);
  expect(bytes).toBeLessThan(200 * 1024);
});
