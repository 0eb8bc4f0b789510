import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { createPerson, signedInPage } from './support/people';

/** More Tab stops than any page of these journeys has before what they look for. */
const MOST_TAB_STOPS = 150;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page; in a menu,
 * whose items are one Tab stop, ArrowDown.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' | 'ArrowDown' = 'Tab') {
  for (let stop = 0; stop < MOST_TAB_STOPS; stop += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${MOST_TAB_STOPS} presses of ${key} never reached ${target}`);
}

/** The dialog holds the focus: it has taken it from what opened it, so the keys now go to the dialog. */
async function expectFocusWithin(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** The page's heading has the focus and the polite live region reads out the page's title. */
async function expectArrivalAnnounced(page: Page, title: string) {
  await expect(page.locator('#main-content h1')).toBeFocused();
  await expect(page.locator('#route-announcer[aria-live="polite"]')).toHaveText(title);
  await expect(page).toHaveTitle(title);
}

test('signing in with the keyboard: the show-password toggle is reached and used, the dashboard is announced', async ({
  page,
}) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username or email'));
  await page.keyboard.type('student2');
  await page.keyboard.press('Tab');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);

  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'password');

  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectArrivalAnnounced(page, 'Dashboard');
});

test('the skip link is the first Tab stop of a page, shows itself and leads past the header and its menu', async ({
  page,
}) => {
  for (const path of ['/about', '/dashboard']) {
    if (path === '/dashboard') await signInWithForm(page, 'student2', DEMO_PASSWORD);
    await page.goto(path);
    await expect(page.locator('#main-content h1')).toBeVisible();
    // The first page is not announced, and keeps the focus at its start.
    await expect(page.locator('body')).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next stop is in the page or after it (a page without links goes on to the footer), not in the header.
    await page.keyboard.press('Tab');
    const pastHeader = await page.evaluate(() => {
      const main = document.getElementById('main-content');
      const active = document.activeElement;
      return !!main && !!active && (main.contains(active) || !!(main.compareDocumentPosition(active) & 4));
    });
    expect(pastHeader).toBe(true);
  }
});

test('a navigation from the menu moves the focus to the new page heading and announces its title', async ({
  page,
}) => {
  await signInWithForm(page, 'student2', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await tabTo(page, menu.getByRole('link', { name: 'Library' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/library$/);
  await expectArrivalAnnounced(page, 'Library');

  await tabTo(page, menu.getByRole('link', { name: 'Calendar' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/google$/);
  await expectArrivalAnnounced(page, 'Calendar');
});

test('each kind of dialog closes with Escape and with its buttons, and the focus goes back to what opened it', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const { courseId } = await scheduleCourse(
    request,
    teacher,
    [],
    [{ kind: 'lecture', title: 'Recursion', startsIn: 2 * HOUR, lasts: HOUR }],
  );
  const page = await signedInPage(browser, teacher);
  await page.goto(`/editcourse/${courseId}`);

  // A form dialog.
  const addLecture = page.getByRole('button', { name: 'Add lecture' });
  const form = page.getByRole('dialog', { name: 'New lecture' });
  await tabTo(page, addLecture);
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await expectFocusWithin(form);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(addLecture).toBeFocused();

  await page.keyboard.press('Space');
  await expect(form).toBeVisible();
  // The rich-text field's typing area wears the focus ring, not only a caret.
  const description = form.getByRole('textbox', { name: 'Description' });
  await tabTo(page, description);
  await expect(description).toHaveCSS('outline-style', 'solid');
  await expect(description).toHaveCSS('outline-width', '2px');
  await tabTo(page, form.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(addLecture).toBeFocused();

  // A confirmation of a destructive action opens on its safe answer.
  const remove = page.getByRole('button', { name: 'Remove Recursion' });
  const confirmation = page.getByRole('dialog', { name: 'Remove this lecture?' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirmation).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden();
  await expect(remove).toBeFocused();

  // A dialog opened from the account menu: the focus returns to the menu's button, also once confirmed (on the
  // dashboard, which the student view keeps: the course's editing page would give way to its student page).
  await page.goto('/dashboard');
  const account = page.getByRole('button', { name: teacher.fullName });
  const viewChange = page.getByRole('dialog', { name: 'Switch to the student view?' });
  const openViewChange = async () => {
    await tabTo(page, account, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('menuitem', { name: 'Switch to student view' }), 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect(viewChange).toBeVisible();
    await expectFocusWithin(viewChange);
  };
  await openViewChange();
  await page.keyboard.press('Escape');
  await expect(viewChange).toBeHidden();
  await expect(account).toBeFocused();

  await openViewChange();
  await expect(viewChange.getByRole('button', { name: 'Switch to student view' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewChange).toBeHidden();
  await expect(page.getByText('You are now in the student view.')).toBeVisible();
  await expect(account).toBeFocused();
});

test('on a phone the menu opens from its button, closes with Escape back to it, and its links leave the Tab order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWithForm(page, 'student2', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const burger = page.getByRole('button', { name: 'Open the menu' });
  const menu = page.locator('#main-menu');

  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close the menu' })).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, menu.getByRole('link', { name: 'Library' }));
  await page.keyboard.press('Escape');
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).not.toBeInViewport();

  // Closed, the whole page is tabbed through and back to the skip link without a stop in the menu.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  for (let stop = 0; !(await isFocused(skip)); stop += 1) {
    expect(stop, 'Tab comes round to the skip link').toBeLessThan(MOST_TAB_STOPS);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main-menu') ?? null)).toBeNull();
  }

  // Opened again, a link of it leads to its page, which takes the focus.
  await tabTo(page, burger);
  await page.keyboard.press('Space');
  await tabTo(page, menu.getByRole('link', { name: 'Calendar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/google$/);
  await expect(menu).not.toBeInViewport();
  await expectArrivalAnnounced(page, 'Calendar');
});
