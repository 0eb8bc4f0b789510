import { expect } from '@playwright/test';
import { test } from './support/journey';
import { createPerson, signedInPage } from './support/people';

test('the create-course dialog: the name stops at its limit, the description counts, an empty date is asked for', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const page = await signedInPage(browser, teacher);
  await page.getByRole('button', { name: 'Create course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a course' });

  const name = dialog.getByLabel('Course name');
  await name.fill('x'.repeat(250));
  await expect(name).toHaveValue('x'.repeat(200));

  // The description is rich text: its count is of the stored HTML, as the server's limit is.
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveAccessibleDescription('0 of 20,000 characters');
  await description.fill('Metal joining, safely.');
  await expect(description).toHaveAccessibleDescription('29 of 20,000 characters');

  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(dialog.getByText('Ends on: pick a date.')).toBeVisible();
  await expect(dialog.getByLabel('Ends on')).toHaveAccessibleDescription(/Ends on: pick a date\./);
  await expect(page.getByText(/Too big|Too small|Invalid/)).toHaveCount(0);
});

test('the profile form: a phone with letters is explained, the bio counts its characters', async ({
  browser,
  request,
}) => {
  const student = await createPerson(request, 'student');
  const page = await signedInPage(browser, student);
  await page.goto(`/profile/${student.username}`);

  const bio = page.getByRole('textbox', { name: 'About you' });
  await expect(bio).toHaveAccessibleDescription(/0 of 2,000 characters$/);
  await bio.fill('I weld.');
  await expect(bio).toHaveAccessibleDescription(/7 of 2,000 characters$/);
  await expect(bio).toHaveAttribute('maxlength', '2000');

  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Phone: use digits, spaces and + ( ) . - only.')).toBeVisible();
});
