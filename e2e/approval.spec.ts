import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestMailedLink, signInWithForm, uniqueName } from './support/accounts';
import { seriousViolations } from './support/axe';
import { test } from './support/journey';
import { expectOk, register } from './support/people';
import {
  expectSameDocument,
  LiveChannel,
  markDocument,
  ServerProcess,
  signedInWindow,
  toastWith,
} from './support/realtime';
import { timeBudget } from './support/serverEnv';

/** Issue 10, who may teach: a self-registered teacher waits until an administrator approves or refuses them. */

const WAITING = 'Your teacher account is waiting for approval';
const REFUSED = 'Your teacher account was not approved';
const TEACHERS_SECTION = '/admin_dashboard?section=teachers';

async function expectAccessibleAtBothWidths(page: Page) {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A teacher who registered through the API and confirmed the mailed link: waiting for approval. */
async function registeredTeacher(request: APIRequestContext, first: string) {
  const username = uniqueName(first.toLowerCase());
  const teacher = {
    username,
    email: `${username}@school.test`,
    password: 'willow-anchor-meadow-31',
    fullName: `${first} Waitwell`,
    role: 'teacher' as const,
  };
  await register(request, teacher);
  const token = new URL(await latestMailedLink(teacher.email), 'http://mail.test').searchParams.get('verify');
  await expectOk(await request.get(`/user/verifyEmail/${encodeURIComponent(token!)}`), 'confirm the address');
  return teacher;
}

/** The teacher's own window, signed in and on the waiting page in place of the dashboard, listening live. */
async function waitingWindow(browser: Browser, teacher: { username: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  const live = new LiveChannel(page);
  await signInWithForm(page, teacher.username, teacher.password);
  // SPEC §2: the profile is not complete yet, so signing in leads there; the profile stays open to them.
  await expect(page).toHaveURL(new RegExp(`/profile/${teacher.username}$`));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: WAITING })).toBeVisible();
  await live.joined(['notification']);
  return page;
}

/** The row of one waiting teacher in the admin's pending list. */
const pendingRow = (page: Page, fullName: string) =>
  page.getByRole('list', { name: 'Teachers waiting for approval' }).getByRole('listitem', { name: fullName });

test('a teacher registers, confirms the mail and waits; an admin approves on the admin dashboard and the teacher moves on to the dashboard by itself', async ({
  browser,
  page,
}) => {
  const username = uniqueName('wanda');
  const email = `${username}@school.test`;
  const password = 'harbour-quartz-violet-64';

  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(/full name/i);
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(/email/i);
  await page.getByLabel('Teacher').check();
  await expect(page.getByText('An administrator approves each teacher account')).toBeVisible();
  await page.getByLabel('Full name').fill('Wanda Waiting');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('An administrator approves each teacher account before it can teach.'),
  ).toBeVisible();

  await page.goto(await latestMailedLink(email));
  await expect(page.getByText('Email confirmed')).toBeVisible();
  const live = new LiveChannel(page);
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${username}$`));
  await page.goto('/dashboard');

  // The waiting page in place of the dashboard: what happens next and whom to write to, no teacher menus.
  await expect(page.getByRole('heading', { name: WAITING })).toBeVisible();
  await expect(page.getByText(`We write to ${email} with the decision.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@example.com' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await page.goto('/control_panel');
  await expect(page.getByRole('heading', { name: WAITING })).toBeVisible();
  await live.joined(['notification']);
  const mark = await markDocument(page);

  // The admin finds the teacher in the pending list and approves with the keyboard.
  const { page: admin } = await signedInWindow(browser, 'admin', DEMO_PASSWORD);
  await admin.goto('/admin_dashboard');
  await expect(admin.getByRole('button', { name: /^Teachers: \d+ waiting/ })).toBeVisible();
  await admin.goto(TEACHERS_SECTION);
  const row = pendingRow(admin, 'Wanda Waiting');
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: 'Approve Wanda Waiting' }).focus();
  await admin.keyboard.press('Enter');
  await expect(toastWith(admin, 'Wanda Waiting can teach now')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The teacher's page moves on by itself, without a reload, to the teacher's own pages.
  await expect(page.getByRole('heading', { name: WAITING })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expectSameDocument(page, mark);
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome, Wanda Waiting' })).toBeVisible();
  await expect(page.getByText('Teacher', { exact: true })).toBeVisible();
  await expectSameDocument(page, mark);
});

test('an admin refuses a waiting teacher after confirming, and the teacher sees the refusal plainly', async ({
  browser,
  request,
}) => {
  const teacher = await registeredTeacher(request, 'Rhea');
  const page = await waitingWindow(browser, teacher);
  await expectAccessibleAtBothWidths(page);

  const { page: admin } = await signedInWindow(browser, 'admin', DEMO_PASSWORD);
  await admin.goto(TEACHERS_SECTION);
  const row = pendingRow(admin, teacher.fullName);
  await expect(row).toBeVisible();
  await expectAccessibleAtBothWidths(admin);

  // Refusing asks first; cancelling changes nothing.
  await row.getByRole('button', { name: `Refuse ${teacher.fullName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Refuse ${teacher.fullName}?` });
  await expect(dialog).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Refuse ${teacher.fullName}` }).click();
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(toastWith(admin, 'teacher account is refused')).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.getByLabel('Search teachers').fill(teacher.username);
  await expect(
    admin
      .getByRole('list', { name: 'Teachers', exact: true })
      .getByRole('listitem')
      .filter({ hasText: teacher.email }),
  ).toContainText('Refused');

  await expect(page.getByRole('heading', { name: REFUSED })).toBeVisible();
  await expect(page.getByText('If you think this is a mistake, write to')).toBeVisible();
  // The profile stays the teacher's own to read and edit.
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
});

test.describe('a school that registers students only (TEACHER_REGISTRATION=false)', () => {
  let server: ServerProcess | undefined;
  test.afterAll(() => server?.dispose());

  test('offers no teacher choice on the register page and says how to get a teacher account', async ({
    page,
  }) => {
    test.setTimeout(timeBudget(180_000));
    server = await ServerProcess.onFreePort(mkdtempSync(join(tmpdir(), 'lms-e2e-students-only-')), {
      TEACHER_REGISTRATION: 'false',
      SEED_DEMO: 'false',
    });
    await server.start();

    await page.goto(`${server.url}/register`);
    await expect(page.getByText('This creates a student account.')).toBeVisible();
    await expect(page.getByLabel('Teacher')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'support@example.com' })).toBeVisible();
    const username = uniqueName('stella');
    await page.getByLabel('Full name').fill('Stella Student');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email address').fill(`${username}@school.test`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('meadow-copper-lantern-19');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Your account is created')).toBeVisible();
  });
});
