import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { seriousViolations } from './support/axe';
import { demoCourseId, scheduleCourse } from './support/courses';
import { wokenEditor } from './support/editor';
import { test } from './support/journey';
import { loadedScripts, recordScripts, transferredAssets, transferredBytes } from './support/pageScriptSize';
import { apiSignIn, createPerson, expectOk } from './support/people';

/** The pages a visitor sees signed out. */
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

test('on a phone the main menu opens from its button, leads to a page and closes; on a desktop it stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWithForm(page, 'student2', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(menu).toHaveCount(0);

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/google$/);
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  await expect(menu).not.toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu).toBeInViewport();
});

/** Opens `path` at a desktop and at a phone width and waits until it has drawn its data: a heading, nothing busy. */
async function violationsAtBothWidths(page: Page, path: string) {
  const found: Record<string, string[]> = {};
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['375 px', { width: 375, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    found[label] = await seriousViolations(page);
  }
  return found;
}

// Every route's page, at both widths and with real work in it, is in the accessibility sweep
// (accessibilitySweep.spec.ts). The axe checks here cover states the sweep does not open: the item form's dialog
// with its editor, a chat list and a message with a link, and the admin's history of restored courses.

const noneOn = (paths: readonly string[]) =>
  Object.fromEntries(paths.map((path) => [path, { desktop: [], '375 px': [] }]));

test('axe finds no serious or critical violation in the item form with its rich editor, desktop and phone', async ({
  page,
  request,
}) => {
  const courseId = await demoCourseId(request);
  await signInWithForm(page, 'teacher', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const found: Record<string, string[]> = {};
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['375 px', { width: 375, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/editcourse/${courseId}`);
    await page.getByRole('button', { name: 'Add lecture' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Description' })).toBeVisible();
    found[label] = await seriousViolations(page);
  }
  expect(found).toEqual({ desktop: [], '375 px': [] });
});

test('axe finds no serious or critical violation on the chat pages, desktop and phone', async ({
  page,
  request,
}) => {
  const courseId = await demoCourseId(request);
  // A chat with a message holding a link, so that the list and the conversation are drawn with content.
  const sam = await apiSignIn(request, 'student1', DEMO_PASSWORD);
  const sara = await apiSignIn(request, 'student2', DEMO_PASSWORD);
  const chat = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/chat/createPersonal', {
      headers: sam.headers,
      data: { courseId, userId: sara.userId },
    }),
    'a chat of student1 with student2',
  );
  await expectOk(
    await request.post('/api/v1/chat/send', {
      headers: sam.headers,
      data: { chatListId: chat.data._id, text: 'The notes are at https://example.org' },
    }),
    'a message in it',
  );
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const pages = {
    [`/personalchat/${courseId}/all`]: page
      .getByRole('navigation', { name: 'Chats of this course' })
      .getByRole('link')
      .first(),
    [`/personalchat/${courseId}/${chat.data._id}`]: page
      .getByRole('log')
      .getByRole('link', { name: 'https://example.org' })
      .last(),
  };
  const found: Record<string, Record<string, string[]>> = {};
  for (const [path, drawn] of Object.entries(pages)) {
    const atWidths: Record<string, string[]> = {};
    for (const [label, size] of [
      ['desktop', { width: 1280, height: 900 }],
      ['375 px', { width: 375, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(drawn).toBeVisible();
      atWidths[label] = await seriousViolations(page);
    }
    found[path] = atWidths;
  }
  expect(found).toEqual(noneOn(Object.keys(pages)));
});

test('axe finds no serious or critical violation on the deleted history of the admin page, desktop and phone', async ({
  page,
  request,
}) => {
  // A course removed, restored and removed again: the list shows a Restored badge and a Restore button.
  const teacher = await createPerson(request, 'teacher');
  const { courseId, name } = await scheduleCourse(request, teacher, [], []);
  const owner = await apiSignIn(request, teacher.username, teacher.password);
  const admin = await apiSignIn(request, 'admin', DEMO_PASSWORD);
  const remove = async () =>
    expectOk(
      await request.post('/api/v1/course/remove', { headers: owner.headers, data: { courseId } }),
      `remove ${name}`,
    );
  await remove();
  const history = await expectOk<{ data: { _id: string }[] }>(
    await request.get('/api/v1/deleted/history', {
      headers: admin.headers,
      params: { type: 'Removed', name, kind: 'course' },
    }),
    `find ${name} in the deleted history`,
  );
  await expectOk(
    await request.post('/api/v1/deleted/restore', {
      headers: admin.headers,
      data: { _id: history.data[0]!._id },
    }),
    `restore ${name}`,
  );
  await remove();

  await signInWithForm(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await violationsAtBothWidths(page, '/admin_dashboard?section=deleted')).toEqual({
    desktop: [],
    '375 px': [],
  });
});

test('/login arrives compressed, its scripts and styles under 120 KB on the wire', async ({ page }) => {
  const assets = await transferredAssets(page, '/login');
  expect(assets.filter((asset) => asset.kind === 'script').length).toBeGreaterThan(0);
  expect(assets.filter((asset) => asset.kind === 'style').length).toBeGreaterThan(0);
  for (const asset of assets) {
    // Whatever the browser offers first among Brotli and gzip is what it gets.
    const wanted = asset.acceptedEncodings.includes('br') ? 'br' : 'gzip';
    expect(asset.encoding, asset.url).toBe(wanted);
  }
  expect(transferredBytes(assets)).toBeLessThan(120 * 1024);
});

test("a visitor's first public page arrives without the after-login frame's code, under 145 KB", async ({
  browser,
  baseURL,
}) => {
  const visitorPages = [...PUBLIC_PAGES, '/resetPassword/a-token', '/help', '/manuals', '/no-such-page'];
  for (const path of visitorPages) {
    // A context of its own: nothing cached from the page before.
    const context = await browser.newContext({ baseURL });
    const assets = await transferredAssets(await context.newPage(), path);
    await context.close();
    const frame = assets.filter((asset) => /\/assets\/frame-[^/]+$/.test(asset.url));
    expect(
      frame.map((asset) => asset.url),
      `${path} loads the after-login frame: see SHARED_WITH_PUBLIC_PAGES in vite.config.ts`,
    ).toEqual([]);
    expect(transferredBytes(assets), path).toBeLessThan(145 * 1024);
  }
});

test('when the app cannot be fetched, the page says so instead of staying blank', async ({ page }) => {
  await page.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(
    page.getByText('The app could not be loaded. Check your connection, then reload the page.'),
  ).toBeVisible();
});

test('every script /login needs is named in its page, so none waits for another to run first', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const scripts = (await transferredAssets(page, '/login'))
    .filter((asset) => asset.kind === 'script')
    .map((asset) => new URL(asset.url).pathname);
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((path) => !named.has(path))).toEqual([]);
});

declare global {
  interface Window {
    __reads: { path: string; drawn: boolean }[];
  }
}

/** From now on, each page of the tab records its API reads (GET) and whether its frame was drawn when each left. */
async function recordReads(page: Page) {
  await page.addInitScript(() => {
    const send = window.fetch;
    window.__reads = [];
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if ((init?.method ?? 'GET') === 'GET' && url.pathname.startsWith('/api/'))
        window.__reads.push({ path: url.pathname, drawn: document.querySelector('main') !== null });
      return send(input, init);
    };
  });
}

/** Each of the page's own reads was sent once, before the page and its frame were drawn. */
async function expectOwnReadsEarly(page: Page, own: RegExp[]) {
  const reads = await page.evaluate(() => window.__reads);
  for (const pattern of own)
    expect(reads.filter((read) => pattern.test(read.path)).map((read) => read.drawn)).toEqual([false]);
}

test("a teacher's dashboard and course page, loaded afresh, ask for their data once and before they are drawn", async ({
  page,
  request,
}) => {
  const courseId = await demoCourseId(request);
  await signInWithForm(page, 'teacher', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await recordReads(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Introduction to Programming' })).toBeVisible();
  await expectOwnReadsEarly(page, [/\/course\/getCourse\//, /\/course\/getAllCourse\//]);

  await page.goto(`/editcourse/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Programming' })).toBeVisible();
  await expectOwnReadsEarly(page, [/\/course\/getCurentCourse\//, /\/course\/getCurrentCourse\//]);
});

test("a student's course view, loaded afresh, asks for the course once and before it is drawn", async ({
  page,
  request,
}) => {
  const courseId = await demoCourseId(request);
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await recordReads(page);
  await page.goto(`/viewcourse/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Programming' })).toBeVisible();
  await expectOwnReadsEarly(page, [/\/course\/getCurrentCourse\//]);
});

/** Which heavy libraries are among these scripts, known by strings only their code holds. */
const heavyLibraries = (scripts: readonly Buffer[]) => ({
  fullCalendar: scripts.some((script) => script.includes('fc-event')),
  socketIo: scripts.some((script) => script.includes('/socket.io')),
  tiptap: scripts.some((script) => script.includes('ProseMirror-')),
});

test('FullCalendar and socket.io load with the pages that use them, never with /login', async ({ page }) => {
  expect(heavyLibraries(await loadedScripts(page, '/login'))).toEqual({
    fullCalendar: false,
    socketIo: false,
    tiptap: false,
  });

  const scripts = recordScripts(page);
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Control panel' }).click();
  // The panel draws its calendar as it comes near the screen.
  await page.getByRole('region', { name: 'Calendar' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.fc-event').first()).toBeVisible();
  expect(heavyLibraries(await scripts())).toEqual({ fullCalendar: true, socketIo: true, tiptap: false });
});

test("the rich editor's tiptap loads when an editor is first used, not with the page or the dialog it is in", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await signInWithForm(page, 'teacher', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  expect(heavyLibraries(await scripts()).tiptap).toBe(false);

  await page.getByRole('button', { name: 'Create course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a course' });
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(heavyLibraries(await scripts()).tiptap).toBe(false);

  await wokenEditor(dialog, 'Description');
  expect(heavyLibraries(await scripts()).tiptap).toBe(true);
});

/** The Content-Security-Policy violations Chromium reports on this page from now on. */
function policyViolations(page: import('@playwright/test').Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('the realtime channel opens under the Content-Security-Policy, which names no other host', async ({
  page,
}) => {
  const violations = policyViolations(page);
  // Listened for as the socket opens: its handshake may arrive before the sign-in has finished.
  const frameReceived = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) ws.on('framereceived', () => resolve());
    });
  });
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await frameReceived;
  expect(violations).toEqual([]);
});

test('the API documentation at /api/docs works under the same Content-Security-Policy as the app', async ({
  page,
}) => {
  const violations = policyViolations(page);
  const [docs, app] = await Promise.all([page.goto('/api/docs'), page.request.get('/login')]);
  expect(docs?.headers()['content-security-policy']).toBe(app.headers()['content-security-policy']);
  await expect(page.getByRole('heading', { name: /LMS API/ })).toBeVisible();
  await page
    .getByRole('button', { name: /POST \/user\/login/ })
    .first()
    .click();
  await expect(page.getByText('Request body').first()).toBeVisible();
  expect(violations).toEqual([]);
});
