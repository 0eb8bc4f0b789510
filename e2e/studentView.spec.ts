import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';

test('a teacher switches to student view: teacher course routes fall back to the course view, and back again', async ({
  page,
}) => {
  await signInWithForm(page, 'teacher', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu for Tom Teacher' }).click();
  await page.getByRole('menuitem', { name: 'Switch to student view' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to student view' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('changeMode'))).toBe('true');

  // SPEC §2: in student view a teacher's course edit route falls back to /viewcourse/{courseId}.
  await page.goto('/editcourse/c42');
  await expect(page).toHaveURL(/\/viewcourse\/c42$/);

  await page.getByRole('button', { name: 'Account menu for Tom Teacher' }).click();
  await page.getByRole('menuitem', { name: 'Switch to teacher view' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to teacher view' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('changeMode'))).toBe('false');

  // SPEC §2: back in teacher view, the student's course page sends the teacher to the editor.
  await page.goto('/viewcourse/c42');
  await expect(page).toHaveURL(/\/editcourse\/c42$/);
});
