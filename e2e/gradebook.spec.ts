import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueName } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, createPerson, expectOk, signedInPage } from './support/people';
import { LiveChannel } from './support/realtime';

/**
 * Issue 35 "Gradebook": the teacher opens a course's gradebook; a student's new mark, given on the item's own
 * marking call, appears live; the teacher changes a mark from its cell; the XLSX export, read back with exceljs,
 * holds the figures the page shows; a student sees only their own row, and their mark once it is released.
 */

/** The figures of the page's table, as text: a line per student, a cell per column. */
async function tableFigures(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Gradebook' }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('th, td')].map((cell) => {
        // The student's name (its first line), and a cell's mark or word without its badges and notes.
        const first = cell.querySelector('p, span, button p');
        return (first?.textContent ?? cell.textContent ?? '').trim();
      }),
    ),
  );
}

test('the teacher sees a mark arrive live, changes one inline, exports XLSX with the same figures; a student sees their own row', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const [ann, bob] = [await createPerson(request, 'student'), await createPerson(request, 'student')];
  const essay = uniqueName('Essay');
  const course = await scheduleCourse(
    request,
    teacher,
    [ann!, bob!],
    [{ kind: 'assignment', title: essay, startsIn: -HOUR, lasts: DAY }],
  );
  const essayId = course.items[0]!._id;

  // Ann hands her essay in, as her page does.
  const annApi = await apiSignIn(request, ann!.username, ann!.password);
  await expectOk(
    await request.post('/api/v1/submission/saveAnswer', {
      headers: annApi.headers,
      data: { itemId: essayId, answer: '<p>Mine.</p>' },
    }),
    'Ann writes',
  );
  const handed = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/submission/submit', { headers: annApi.headers, data: { itemId: essayId } }),
    'Ann hands in',
  );

  const page = await signedInPage(browser, teacher);
  const teacherLive = new LiveChannel(page);
  await page.goto(`/gradebook/${course.courseId}`);
  await expect(page.getByRole('heading', { name: 'Gradebook', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gradebook' });
  const annRow = table.getByRole('row').filter({ hasText: ann!.fullName });
  await expect(annRow.getByText('handed in')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: bob!.fullName })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Marked elsewhere (the item's own grade call, as its marking page makes it): the book shows it live, once the
  // page listens on the course's channel (live delivery is at most once).
  await teacherLive.joined(['course']);
  const teacherApi = await apiSignIn(request, teacher.username, teacher.password);
  await expectOk(
    await request.post('/api/v1/assessment/grade', {
      headers: teacherApi.headers,
      data: { assessmentId: handed.data._id, mark: 70, feedback: 'Good start.' },
    }),
    'the teacher marks Ann',
  );
  const cell = annRow.getByRole('button', {
    name: new RegExp(`${essay}, ${ann!.fullName}: change the mark`),
  });
  await expect(cell).toContainText('70');
  await expect(cell).toContainText('not released');

  // Changed from the cell: the same grade call, the cell and the total follow.
  await cell.click();
  const mark = page.getByRole('textbox', { name: /Mark, out of 100/ });
  await mark.fill('85');
  await page.getByRole('button', { name: 'Save the mark' }).click();
  await expect(cell).toContainText('85');
  await expect(annRow.getByRole('cell').last()).toHaveText('85');

  // The XLSX export holds what the page shows.
  const shown = await tableFigures(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gradebook-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Gradebook')!;
  const exported: string[][] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    exported.push([
      String(row.getCell(1).value ?? ''),
      String(row.getCell(3).value ?? ''),
      String(row.getCell(4).value ?? ''),
    ]);
  });
  const figures = shown.map(([name, cellText, total]) => [name!, cellText!, total === '–' ? '' : total!]);
  expect(exported).toEqual(
    figures.map(([name, cellText, total]) => [name, cellText === '–' ? '' : cellText, total]),
  );
  expect(exported.find(([name]) => name === ann!.fullName)).toEqual([ann!.fullName, '85', '85']);

  // Ann sees her own row alone: handed in until the marks are released, then her mark, live.
  const annPage = await signedInPage(browser, ann!);
  const annLive = new LiveChannel(annPage);
  await annPage.goto(`/gradebook/${course.courseId}`);
  const own = annPage.getByRole('table', { name: 'Gradebook' });
  await expect(own.locator('tbody tr')).toHaveCount(1);
  await expect(own.getByText(bob!.fullName)).toHaveCount(0);
  await expect(own.getByText('handed in')).toBeVisible();
  await annLive.joined(['course']);
  await page.getByRole('button', { name: new RegExp(`Release 1 marks of ${essay}`) }).click();
  await expect(own.locator('tbody tr').getByText('85').first()).toBeVisible();
  expect(await seriousViolations(annPage)).toEqual([]);
});
