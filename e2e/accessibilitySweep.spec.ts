import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../src/core/constants';
import { signInWithForm } from './support/accounts';
import { type SeriousViolation, seriousViolationDetails } from './support/axe';
import { test as journey, keepForTheWorker } from './support/journey';
import { FAKE_MEDIA_LAUNCH } from './support/liveVideo';
import { e2eMailDir, e2eServerUrl, timeBudget } from './support/serverEnv';
import { makeSweepContent, type SweepContent } from './support/sweepContent';
import { addressOf, routesOf, SWEEP_ROLES, type SweepRole, sweptRoutesOf } from './support/sweepRoutes';

/**
 * Issue 38: every route of the route table, at a desktop and a phone width, for every role that may open it (the
 * administrator for the pages a teacher may not: sweptRoutesOf), in pages full of real work, has no serious or
 * critical axe violation of WCAG 2.2 A/AA. A route added to the table joins the sweep by itself.
 */

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
] as const;

/** Once per worker: the content (against the worker's own server) and one browser context per role. */
const test = journey.extend<
  object,
  {
    content: SweepContent;
    contextOf: (role: SweepRole) => Promise<BrowserContext>;
    freshContextOf: (role: SweepRole) => Promise<BrowserContext>;
  }
>({
  content: [
    async ({ playwright }, use, workerInfo) => {
      // Made once per server and kept beside its mail folder: a worker that replaces a failed one reuses it.
      const kept = `${e2eMailDir(workerInfo.parallelIndex)}-sweep-content.json`;
      if (existsSync(kept)) return use(JSON.parse(readFileSync(kept, 'utf8')) as SweepContent);
      const request = await playwright.request.newContext({
        baseURL: e2eServerUrl(workerInfo.parallelIndex),
      });
      const content = await makeSweepContent(request, e2eMailDir(workerInfo.parallelIndex));
      await request.dispose();
      writeFileSync(kept, JSON.stringify(content));
      await use(content);
    },
    { scope: 'worker', timeout: timeBudget(120_000) },
  ],
  contextOf: [
    async ({ browser, content }, use, workerInfo) => {
      const baseURL = e2eServerUrl(workerInfo.parallelIndex);
      const contexts = new Map<SweepRole, Promise<BrowserContext>>();
      await use((role) => {
        if (!contexts.has(role))
          contexts.set(role, openContext(browser, baseURL, role, content).then(keepForTheWorker));
        return contexts.get(role)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker', timeout: timeBudget(60_000) },
  ],
  freshContextOf: [
    async ({ browser, content }, use, workerInfo) => {
      const baseURL = e2eServerUrl(workerInfo.parallelIndex);
      const opened: BrowserContext[] = [];
      await use(async (role) => {
        const context = await openContext(browser, baseURL, role, content);
        opened.push(context);
        return context;
      });
      for (const context of opened) await context.close();
    },
    { scope: 'worker', timeout: timeBudget(60_000) },
  ],
});

/** A browser context of the worker's server, signed in as the role's person (none when signed out). */
async function openContext(browser: Browser, baseURL: string, role: SweepRole, content: SweepContent) {
  const context = await browser.newContext({ baseURL });
  if (role === 'signed out') return context;
  const page = await context.newPage();
  await signInWithForm(page, content.people[role].username, content.people[role].password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.close();
  return context;
}

/** Pages that end the session they are opened in: each gets a sign-in of its own, not the role's shared one. */
const ENDS_SESSION = new Set(['/logoutSSO']);

// The class pages check the camera and microphone: Chromium's fake ones, so that they draw their device check.
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });
test.describe.configure({ mode: 'parallel' });

/**
 * Opens `address` and waits until the route's page has drawn its data: its title, the network quiet, its code in
 * (the spinner that stands in for it gone: the page draws in its place, busy until its data is in), nothing busy.
 */
async function openDrawn(page: Page, address: string, name: string) {
  await page.goto(address);
  try {
    await expect(page).toHaveTitle(name);
  } catch {
    throw new Error(
      `${address} should draw its page "${name}": it shows "${await page.title()}" at ${page.url()}`,
    );
  }
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.loading })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Waits for the redraw a new width causes: two frames painted and nothing busy. */
async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const role of SWEEP_ROLES) {
  test.describe(role === 'signed out' ? 'signed out' : `as the ${role}`, () => {
    for (const route of sweptRoutesOf(role)) {
      test(route.pattern, async ({ content, contextOf, freshContextOf }) => {
        const address = addressOf(route, content);
        const context = ENDS_SESSION.has(route.pattern) ? freshContextOf(role) : contextOf(role);
        const page = await (await context).newPage();
        const found: Record<string, SeriousViolation[]> = {};
        try {
          // Opened once, at the desktop width, then narrowed to a phone's: the page redraws for the width as it
          // would on a phone turned, without a second load and wait for a quiet network.
          await page.setViewportSize(WIDTHS[0]);
          await openDrawn(page, address, route.name);
          for (const size of WIDTHS) {
            await page.setViewportSize(size);
            await settled(page);
            const violations = await seriousViolationDetails(page);
            if (violations.length > 0) found[`${size.width} px`] = violations;
          }
        } finally {
          await page.close();
        }
        await test.info().attach('violations', {
          body: JSON.stringify({ role, route: route.pattern, address, found }),
          contentType: 'application/json',
        });
        expect(found, `serious or critical violations on ${address} as ${role}`).toEqual({});
      });
    }
  });
}

/**
 * The contrast of each visible control's edge against the white page (WCAG 1.4.11): text fields' borders, unchecked
 * check boxes' and radio buttons', and the track of a switch that is off. Checked, invalid, focused and disabled
 * ones are left out, as they wear other colours.
 */
function controlEdges(page: Page) {
  return page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const againstWhite = (colour: string) => Math.round((1.05 / (luminance(colour) + 0.05)) * 100) / 100;
    const shown = (element: Element) => (element as HTMLElement).offsetParent !== null;
    const read = (selector: string, paint: (style: CSSStyleDeclaration) => string) =>
      [...document.querySelectorAll(selector)]
        .filter(shown)
        .map((element) => againstWhite(paint(getComputedStyle(element))));
    return {
      fields: read(
        '.mantine-Input-wrapper[data-variant="default"] > .mantine-Input-input:not([data-error], :disabled, :focus)',
        (style) => style.borderTopColor,
      ),
      boxes: read(
        '.mantine-Checkbox-input:not(:checked, [data-error], :disabled), .mantine-Radio-radio:not(:checked, [data-error], :disabled)',
        (style) => style.borderTopColor,
      ),
      switches: read(
        '.mantine-Switch-input:not(:checked, :disabled) + .mantine-Switch-track',
        (style) => style.backgroundColor,
      ),
    };
  });
}

test('the edges of fields, check boxes, radio buttons and switches that are off show at 3:1 (WCAG 1.4.11)', async ({
  content,
  contextOf,
}) => {
  const teacher = await (await contextOf('teacher')).newPage();
  const student = await (await contextOf('student')).newPage();
  try {
    const pages = [
      [teacher, routesOf('teacher').find((route) => route.pattern.startsWith('/edittest/'))],
      [student, routesOf('student').find((route) => route.pattern.startsWith('/answerLiveTest/'))],
    ] as const;
    for (const [page, route] of pages) {
      if (!route) throw new Error('The route table should have the test editor and the live sitting');
      await openDrawn(page, addressOf(route, content), route.name);
    }
    // Once in a full CI run neither page had drawn a check box or radio button yet when first read: the pages are
    // read again until each kind of control has shown on one of them.
    let edges = { fields: [] as number[], boxes: [] as number[], switches: [] as number[] };
    await expect
      .poll(
        async () => {
          const found = await Promise.all(pages.map(([page]) => controlEdges(page)));
          edges = {
            fields: found.flatMap((page) => page.fields),
            boxes: found.flatMap((page) => page.boxes),
            switches: found.flatMap((page) => page.switches),
          };
          return Object.entries(edges)
            .filter(([, ratios]) => ratios.length === 0)
            .map(([kind]) => kind);
        },
        { message: 'the kinds of control not shown on the test editor and the live sitting' },
      )
      .toEqual([]);
    for (const [kind, ratios] of Object.entries(edges)) {
      expect(Math.min(...ratios), `the faintest edge of the ${kind}`).toBeGreaterThanOrEqual(3);
    }
  } finally {
    await Promise.all([teacher.close(), student.close()]);
  }
});
