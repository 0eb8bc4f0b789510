import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO_PASSWORD, latestMailedLink, uniqueName } from './support/accounts';
import { seriousViolations } from './support/axe';
import { test } from './support/journey';
import { signedInWindow, toastWith } from './support/realtime';

/** Issue 34: the administrator brings people in from a CSV file, finds one, disables them, and reads the audit. */

async function expectAccessibleAtBothWidths(page: Page, where: string) {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${where} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** 200 rows: 197 good people and three bad rows (no email, a bad email, an unknown role). */
function importFile(tag: string) {
  const rows = Array.from({ length: 197 }, (_, i) => [
    `${tag}.${i}`,
    `${tag}.${i}@school.test`,
    `Pupil${i}`,
    `Imported ${tag}`,
    i % 20 === 0 ? 'teacher' : 'student',
    '',
  ]);
  rows.splice(50, 0, [`${tag}.nomail`, '', 'No', 'Mail', 'student', '']);
  rows.splice(120, 0, [`${tag}.badmail`, 'not-an-address', 'Bad', 'Mail', 'student', '']);
  rows.push([`${tag}.parent`, `${tag}.parent@school.test`, 'Odd', 'Role', 'parent', '']);
  return Papa.unparse([['username', 'email', 'firstName', 'lastName', 'role', 'isAdmin'], ...rows]);
}

test('an admin imports 200 people from a CSV with three bad rows, finds and disables one, reads the audit and exports', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueName('imp');
  const { page } = await signedInWindow(browser, 'admin', DEMO_PASSWORD);
  await page.goto('/admin_dashboard?section=import');
  await expect(page.getByRole('tab', { name: 'Import people', selected: true })).toBeVisible();
  await expect(page.getByText('a link to choose their password').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the import section');

  // The preview: nothing saved yet, the three bad rows refused with their reasons.
  await page.getByLabel('Choose the CSV file to import').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(importFile(tag)),
  });
  await expect(page.getByText('Preview of people.csv: nothing is saved yet.')).toBeVisible();
  await expect(page.getByTestId('count-create')).toHaveText('197');
  await expect(page.getByTestId('count-refused')).toHaveText('3');
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview).toContainText('The email address is missing.');
  await expect(preview).toContainText('“not-an-address” is not an email address.');
  await expect(preview).toContainText('Unknown role “parent”: use teacher or student.');
  await expectAccessibleAtBothWidths(page, 'the preview');

  // Confirmed, then the report: 197 created, the 3 refused with their reasons, downloadable.
  await page.getByRole('button', { name: 'Import 197 people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import these people?' });
  await expect(dialog).toContainText('197 accounts will be created');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('people.csv is imported.')).toBeVisible();
  await expect(page.getByTestId('count-create')).toHaveText('197');
  await expect(page.getByTestId('count-refused')).toHaveText('3');
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report).toContainText('The email address is missing.');
  const refusedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the refused rows' }).click();
  const refused = readFileSync((await (await refusedDownload).path())!, 'utf8');
  expect(refused).toContain('Unknown role “parent”');
  expect(refused.trim().split('\n')).toHaveLength(4);
  // The new people were mailed a link to choose their password.
  expect(await latestMailedLink(`${tag}.7@school.test`)).toContain('/resetPassword/');

  // One new person found by search and disabled.
  await page.getByRole('tab', { name: 'People', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill(`${tag}.7@school`);
  const table = page.getByRole('region', { name: 'People', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`Pupil7 Imported ${tag}`);
  await expect(table).toContainText('Not confirmed');
  await expectAccessibleAtBothWidths(page, 'the people section');
  await table.getByRole('button', { name: `Actions for Pupil7 Imported ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Disable the account' }).click();
  await page
    .getByRole('dialog', { name: `Disable Pupil7 Imported ${tag}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(toastWith(page, `${tag}.7 is disabled`)).toBeVisible();
  await expect(table).toContainText('Disabled');

  // The audit shows the disable and the import.
  await page.getByRole('tab', { name: 'Audit', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Person' }).fill(`${tag}.7`);
  const audit = page.getByRole('region', { name: 'Audit', exact: true });
  await expect(audit.getByRole('row').nth(1)).toContainText('Disabled or enabled an account');
  await expect(audit.getByRole('row').nth(1)).toContainText('Disabled');
  await expect(audit.getByRole('row').nth(2)).toContainText('Created an account');
  await page.getByRole('searchbox', { name: 'Person' }).fill('');
  await page.getByRole('textbox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Imported people from a file' }).click();
  await expect(audit).toContainText('197 created, 0 updated, 3 refused');
  await expectAccessibleAtBothWidths(page, 'the audit section');

  // The export of the imported people: the import's columns, every one of the 197.
  await page.getByRole('tab', { name: 'People', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill(`Imported ${tag}`);
  await expect(page.getByText('197 people')).toBeVisible();
  const exportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export these people as CSV' }).click();
  const exported = Papa.parse<Record<string, string>>(
    readFileSync((await (await exportDownload).path())!, 'utf8').trim(),
    { header: true },
  );
  expect(exported.meta.fields).toEqual(['username', 'email', 'firstName', 'lastName', 'role', 'isAdmin']);
  expect(exported.data).toHaveLength(197);
  expect(exported.data.find((row) => row.username === `${tag}.7`)).toMatchObject({
    firstName: 'Pupil7',
    lastName: `Imported ${tag}`,
    role: 'student',
  });
});
