import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, uniqueName } from './support/accounts';
import { scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { createPerson } from './support/people';
import { signedInWindow, toastWith } from './support/realtime';

const DELETED_SECTION = '/admin_dashboard?section=deleted';

/** One entry of the deleted history on the admin page. */
const historyEntry = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Deleted history' }).getByRole('listitem').filter({ hasText: name });

test('a teacher removes a course, an admin finds it in the deleted history and restores it, and the teacher has it again', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const { courseId, name } = await scheduleCourse(request, teacher, [], []);

  // The teacher removes the course from its page.
  const { page: teacherPage } = await signedInWindow(browser, teacher.username, teacher.password);
  const courseCard = teacherPage.getByRole('heading', { name, exact: true });
  await expect(courseCard).toBeVisible();
  await teacherPage.goto(`/editcourse/${courseId}`);
  await teacherPage.getByRole('button', { name: 'Remove course' }).click();
  await teacherPage
    .getByRole('dialog', { name: 'Remove this course?' })
    .getByRole('button', { name: 'Remove course' })
    .click();
  await expect(teacherPage).toHaveURL(/\/dashboard$/);
  await expect(courseCard).toHaveCount(0);

  // The admin finds it by part of its name, in any case, and sees who removed it.
  const { page } = await signedInWindow(browser, 'admin', DEMO_PASSWORD);
  await page.goto(DELETED_SECTION);
  await expect(page.getByRole('tab', { name: 'Deleted history', selected: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name.slice(2).toUpperCase());
  await page.getByRole('textbox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Course', exact: true }).click();
  const entry = historyEntry(page, name);
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Course');
  await expect(entry).toContainText(`Removed by ${teacher.fullName} (@${teacher.username})`);

  // Restored with the keyboard: the button names the course, the dialog's Restore button has the focus.
  const restore = entry.getByRole('button', { name: `Restore ${name}` });
  await restore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Restore “${name}”?` });
  await expect(dialog).toContainText('shown again to the people who could see it');
  await expect(dialog.getByRole('button', { name: 'Restore' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, name)).toBeVisible();
  await expect(entry.getByText(/^Restored /)).toBeVisible();
  await expect(restore).toHaveCount(0);

  // The teacher's dashboard lists the course again.
  await teacherPage.reload();
  await expect(courseCard).toBeVisible();
});

test('a search that matches nothing says so in a toast, once, and on the page', async ({ browser }) => {
  const { page } = await signedInWindow(browser, 'admin', DEMO_PASSWORD);
  await page.goto(DELETED_SECTION);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(uniqueName('nothing-'));
  // SPEC §8's text, word for word.
  const toast = toastWith(page, 'Deleted History not found !');
  await expect(toast).toBeVisible();
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await expect(toast).toHaveCount(1);
});
