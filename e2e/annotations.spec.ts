import { expect, type Locator, type Page } from '@playwright/test';
import { pdfWithText } from '../src/server/test/sampleFiles';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { handInFile } from './support/files';
import { test } from './support/journey';
import { demoPerson, signedInPage } from './support/people';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

/** A drag over the first page shown in `scope`, from and to fractions of the page. */
async function dragOnPage(page: Page, scope: Locator, from: [number, number], to: [number, number]) {
  const box = (await scope.locator('.page[data-page-number="1"] svg').boundingBox())!;
  await page.mouse.move(box.x + from[0] * box.width, box.y + from[1] * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * box.width, box.y + to[1] * box.height, { steps: 6 });
  await page.mouse.up();
}

test('a teacher highlights, draws and comments on a handed-in PDF, by pointer and by keyboard; the student sees them once the mark is released', async ({
  browser,
  request,
}) => {
  // A PDF drawn for two people at two widths: more than the default minute on a busy machine.
  test.setTimeout(timeBudget(120_000));
  const [teacher, sam] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [sam],
    [{ kind: 'assignment', title: 'Subnetting', startsIn: -HOUR, lasts: 7 * DAY }],
  );
  const itemId = course.items[0]!._id;
  await handInFile(request, sam, itemId, {
    name: 'Sam subnets.pdf',
    bytes: pdfWithText([['Sam subnets', 'A /26 holds 62 hosts']]),
  });

  const page = await signedInPage(browser, teacher);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/assessmentassignmentlist/${course.courseId}/${itemId}`);
  await page.getByRole('button', { name: 'Open the work of Sam Student' }).click();
  const drawer = page.getByRole('dialog', { name: 'Grade the work' });
  await expect(drawer.locator('.textLayer').first()).toContainText('A /26 holds 62 hosts');
  const tools = drawer.getByRole('toolbar', { name: 'Annotation tools' });
  const annotations = drawer.getByRole('region', { name: 'Annotations' });
  await expect(tools.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'true');
  await expect(annotations).toContainText('None yet');

  // A highlight dragged over the page is drawn yellow and listed as soon as it is saved.
  await tools.getByRole('button', { name: 'Highlight' }).click();
  await expect(tools.getByRole('button', { name: 'Highlight' })).toHaveAttribute('aria-pressed', 'true');
  await dragOnPage(page, drawer, [0.1, 0.08], [0.6, 0.14]);
  await expect(annotations.getByRole('listitem').filter({ hasText: 'Highlight, page 1' })).toBeVisible();
  await expect(drawer.locator('.page[data-page-number="1"] svg rect')).toHaveCount(1);
  // Drawn again at another zoom, the highlight stays on the page.
  const firstPage = drawer.locator('.page[data-page-number="1"]');
  const before = (await firstPage.boundingBox())!.width;
  await drawer.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await firstPage.boundingBox())!.width).toBeGreaterThan(before * 1.2);
  await expect(firstPage.locator('svg rect')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => (await firstPage.boundingBox())!.width).toBeLessThan(before * 1.05);

  await tools.getByRole('button', { name: 'Draw' }).click();
  await dragOnPage(page, drawer, [0.2, 0.4], [0.5, 0.5]);
  await expect(annotations.getByRole('listitem').filter({ hasText: 'Drawing, page 1' })).toBeVisible();
  await expect(drawer.locator('.page[data-page-number="1"] svg polyline')).toHaveCount(1);

  // A click with Comment places a pin; its text is written in the list.
  await tools.getByRole('button', { name: 'Comment' }).click();
  await dragOnPage(page, drawer, [0.7, 0.1], [0.7, 0.1]);
  await annotations
    .getByRole('textbox', { name: 'New comment on page 1' })
    .fill('Show the broadcast address.');
  await annotations.getByRole('button', { name: 'Save comment' }).click();
  await expect(annotations.getByRole('listitem').filter({ hasText: 'Comment 1, page 1' })).toContainText(
    'Show the broadcast address.',
  );
  await expect(drawer.locator('.page[data-page-number="1"]').getByText('1', { exact: true })).toBeVisible();

  // Without a pointer: a comment added, edited and one removed from the list alone.
  await tools.getByRole('button', { name: 'Select' }).click();
  await annotations.getByRole('button', { name: 'Add a comment on page 1' }).click();
  const newComment = annotations.getByRole('textbox', { name: 'New comment on page 1' });
  await expect(newComment).toBeFocused();
  await page.keyboard.type('Good working.');
  await annotations.getByRole('button', { name: 'Save comment' }).click();
  await annotations.getByRole('button', { name: 'Edit comment 2' }).click();
  await annotations.getByRole('textbox', { name: 'Comment 2' }).fill('Good working, clearly set out.');
  await annotations.getByRole('button', { name: 'Save comment' }).click();
  await expect(annotations.getByRole('listitem').filter({ hasText: 'Comment 2, page 1' })).toContainText(
    'Good working, clearly set out.',
  );
  await annotations.getByRole('button', { name: 'Remove drawing on page 1' }).click();
  await expect(drawer.locator('.page[data-page-number="1"] svg polyline')).toHaveCount(0);
  await expect(annotations.getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(annotations.getByRole('button', { name: 'Add a comment on page 1' })).toBeVisible();
  await expectFitsWidth(page, 375);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await drawer.getByRole('textbox', { name: 'Mark, out of 100' }).fill('74');
  await drawer.getByRole('button', { name: 'Save mark' }).click();
  await expect(drawer.getByText('Marked, not released')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Release marks (1)' }).click();
  await page
    .getByRole('dialog', { name: 'Release the marks?' })
    .getByRole('button', { name: 'Release' })
    .click();
  await expect(page.getByText('1 mark was released.')).toBeVisible();

  // The student reads the same file with the highlight drawn and the comments listed, nothing to change.
  const student = await signedInPage(browser, sam);
  await student.setViewportSize({ width: 1280, height: 900 });
  await student.goto(`/viewassignment/${course.courseId}/${itemId}`);
  const released = student.getByRole('region', { name: "Your teacher's annotations" });
  await expect(released.locator('.textLayer').first()).toContainText('A /26 holds 62 hosts');
  await expect(released.locator('.page[data-page-number="1"] svg rect')).toHaveCount(1);
  const list = released.getByRole('region', { name: 'Annotations' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Comment 1, page 1' })).toContainText(
    'Show the broadcast address.',
  );
  await expect(list).toContainText('Good working, clearly set out.');
  await expect(released.getByRole('toolbar', { name: 'Annotation tools' })).toHaveCount(0);
  await expect(list.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(student)).toEqual([]);
  await student.setViewportSize({ width: 375, height: 800 });
  await expect(list).toContainText('Show the broadcast address.');
  await expectFitsWidth(student, 375);
  expect(await seriousViolations(student)).toEqual([]);
});
