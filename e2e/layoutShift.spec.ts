import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { demoCourseId } from './support/courses';
import { test } from './support/journey';

/**
 * Issue 13: nothing on the first pages after sign-in moves as their data arrives (cumulative layout shift under
 * 0.1, Google's "good"), at a phone's width and a desktop's. Each page is loaded afresh, so its data arrives while
 * it is drawn, and the shifts are read once the page shows its data.
 */

const SIZES = [
  ['phone', { width: 375, height: 667 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

type Shift = { value: number; hadRecentInput: boolean; sources: string[] };

declare global {
  interface Window {
    __layoutShifts: Shift[];
  }
}

/** Records every layout shift of the next documents, with the nodes that moved (to say what shifted on failure). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        window.__layoutShifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()} "${source.node.textContent?.slice(0, 40)}"`
              : String(source.node?.textContent?.slice(0, 40)),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts without recent input, once the frame that drew the data has been laid out and reported. */
async function layoutShifts(page: Page) {
  const shifts = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShifts))),
      ),
  );
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  return { total: counted.reduce((sum, shift) => sum + shift.value, 0), counted };
}

/** Opens each page at both widths, waits for `shown` (the page's data on screen) and sums its layout shifts. */
async function expectStable(page: Page, pages: [path: string, shown: (page: Page) => Promise<void>][]) {
  await observeLayoutShifts(page);
  const found: string[] = [];
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    for (const [path, shown] of pages) {
      await page.goto(path);
      await shown(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const { total, counted } = await layoutShifts(page);
      if (total >= 0.1) found.push(`${path} (${label}): ${total.toFixed(3)} from ${JSON.stringify(counted)}`);
    }
  }
  expect(found).toEqual([]);
}

const courseCardShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 3, name: 'Introduction to Programming' })).toBeVisible();
};

const panelShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Coming up' })).toBeVisible();
};

const coursePageShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Programming' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
};

test("a teacher's dashboard, course page and control panel do not shift as their data arrives, phone and desktop", async ({
  page,
  request,
}) => {
  const courseId = await demoCourseId(request);
  await signInWithForm(page, 'teacher', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectStable(page, [
    ['/dashboard', courseCardShown],
    [`/editcourse/${courseId}`, coursePageShown],
    ['/control_panel', panelShown],
  ]);
});

test("a student's dashboard, course view and control panel do not shift as their data arrives, phone and desktop", async ({
  page,
  request,
}) => {
  const courseId = await demoCourseId(request);
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectStable(page, [
    ['/dashboard', courseCardShown],
    [`/viewcourse/${courseId}`, coursePageShown],
    ['/control_panel_student', panelShown],
  ]);
});
