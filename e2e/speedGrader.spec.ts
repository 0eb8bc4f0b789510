import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import JSZip from 'jszip';
import { pdfWithText } from '../src/server/test/sampleFiles';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { handInFile } from './support/files';
import { test } from './support/journey';
import { demoCast, signedInPage } from './support/people';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

test('a teacher marks handed-in PDFs beside the form, moves between students by key without losing a mark, releases, and downloads all the work as one zip', async ({
  browser,
  request,
}) => {
  // Two students' work, a PDF drawn twice and a download: more than the default minute on a busy machine.
  test.setTimeout(timeBudget(120_000));
  const [teacher, sam, sara] = await demoCast(request);
  const title = 'Routing tables';
  const course = await scheduleCourse(
    request,
    teacher,
    [sam, sara],
    [{ kind: 'assignment', title, startsIn: -HOUR, lasts: 7 * DAY }],
  );
  const itemId = course.items[0]!._id;
  await handInFile(request, sam, itemId, {
    name: 'Sam routes.pdf',
    bytes: pdfWithText([['Sam routes', 'Default route via 10.0.0.1']]),
  });
  await handInFile(request, sara, itemId, {
    name: 'Sara routes.pdf',
    bytes: pdfWithText([['Sara routes', 'Static route to 192.168.5.0/24']]),
  });

  const page = await signedInPage(browser, teacher);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/assessmentassignmentlist/${course.courseId}/${itemId}`);
  await page
    .getByRole('row', { name: /Sam Student/ })
    .getByRole('button', { name: 'Open the work of Sam Student' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Grade the work' });
  await expect(drawer.getByRole('heading', { name: 'Sam Student' })).toBeVisible();
  const samAt = new URL(page.url()).searchParams.get('assessment');
  expect(samAt).toBeTruthy();
  // The handed-in PDF is drawn in the page, beside the form.
  await expect(drawer.locator('.textLayer').first()).toContainText('Default route via 10.0.0.1');
  const viewer = await drawer.getByRole('region', { name: 'Sam routes.pdf' }).boundingBox();
  const form = await drawer.getByRole('textbox', { name: 'Mark, out of 100' }).boundingBox();
  expect(viewer!.x + viewer!.width).toBeLessThanOrEqual(form!.x);
  expect(await seriousViolations(page)).toEqual([]);

  // Typing N in the mark is typing, not moving on; moving on with the mark unsaved asks, and staying keeps it.
  const markField = drawer.getByRole('textbox', { name: 'Mark, out of 100' });
  await markField.fill('8');
  await markField.press('n');
  await expect(page).toHaveURL(new RegExp(`assessment=${samAt}`));
  await drawer.getByRole('button', { name: 'Next submission' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(markField).toHaveValue('8');
  await markField.fill('85');
  await drawer.getByRole('button', { name: 'Save mark' }).click();
  await expect(
    page.getByText('The mark is saved. Students see it once you release the marks.'),
  ).toBeVisible();

  // Saved: N (outside a field) opens the next student, P comes back, and the address says who is open.
  await drawer.getByRole('button', { name: 'Next submission' }).focus();
  await page.keyboard.press('n');
  await expect(drawer.getByRole('heading', { name: 'Sara Student' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`assessment=${samAt}`));
  await expect(drawer.locator('.textLayer').first()).toContainText('Static route to 192.168.5.0/24');
  await drawer.getByRole('textbox', { name: 'Mark, out of 100' }).fill('90');
  await drawer.getByRole('button', { name: 'Save mark' }).click();
  // Sam's toast may still be up: Sara's own state says her mark is saved.
  await expect(drawer.getByText('Marked, not released')).toBeVisible();
  await drawer.getByRole('button', { name: 'Previous submission' }).focus();
  await page.keyboard.press('p');
  await expect(drawer.getByRole('heading', { name: 'Sam Student' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`assessment=${samAt}`));
  await expect(drawer.getByRole('textbox', { name: 'Mark, out of 100' })).toHaveValue('85');
  // A reload keeps the teacher's place.
  await page.reload();
  await expect(drawer.getByRole('heading', { name: 'Sam Student' })).toBeVisible();

  // On a phone the PDF is stacked with the form, and nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(drawer.locator('.textLayer').first()).toContainText('Default route via 10.0.0.1');
  const stackedViewer = await drawer.getByRole('region', { name: 'Sam routes.pdf' }).boundingBox();
  const stackedForm = await drawer.getByRole('textbox', { name: 'Mark, out of 100' }).boundingBox();
  expect(stackedViewer!.y + stackedViewer!.height).toBeLessThanOrEqual(stackedForm!.y);
  await expectFitsWidth(page, 375);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Release marks (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Release the marks?' })
    .getByRole('button', { name: 'Release' })
    .click();
  await expect(page.getByText('2 marks were released.')).toBeVisible();

  // All the work as one zip, a folder per student.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all work' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${title} - submissions.zip`);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  expect(
    Object.values(zip.files)
      .filter((entry) => !entry.dir)
      .map((entry) => entry.name)
      .sort(),
  ).toEqual(['Student Sam (student1)/Sam routes.pdf', 'Student Sara (student2)/Sara routes.pdf']);
  expect(await seriousViolations(page)).toEqual([]);
});
