import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoPerson, expectOk, signedInPage } from './support/people';
import { expectFitsWidth } from './support/screenFit';

/** The cells of the row of a figure's table that begins with `first`. */
const rowOf = (page: Page, figure: string, first: string) =>
  page
    .getByRole('region', { name: figure, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: first, exact: true }) })
    .getByRole('cell');

test('a teacher opens a course’s statistics from its page; work handed in and marked through the API shows in the charts’ tables after a reload, and the CSV holds the same numbers', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'assignment', title: 'Means and medians essay', startsIn: -HOUR, lasts: 7 * DAY }],
  );
  const itemId = course.items[0]!._id;

  const page = await signedInPage(browser, teacher);
  await page.goto(`/editcourse/${course.courseId}`);
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/statisticscourse/${course.courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Course statistics' })).toBeVisible();
  await expect(rowOf(page, 'Work handed in', 'On time')).toHaveText(['On time', '0']);
  await expect(rowOf(page, 'Marks', '0')).toHaveText(['0', '–', '–']);
  await expect(page.getByText(/Not available yet: self-learning progress is not recorded yet/)).toBeVisible();

  // Sam hands in his essay and the teacher marks it 80 out of 100, both through the API.
  const sam = await apiSignIn(request, student.username, student.password);
  await expectOk(
    await request.post('/api/v1/submission/saveAnswer', {
      headers: sam.headers,
      data: { itemId, answer: '<p>Means and medians.</p>' },
    }),
    'save Sam’s answer',
  );
  const work = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/submission/submit', { headers: sam.headers, data: { itemId } }),
    'hand in Sam’s work',
  );
  const tom = await apiSignIn(request, teacher.username, teacher.password);
  await expectOk(
    await request.post('/api/v1/assessment/grade', {
      headers: tom.headers,
      data: { assessmentId: work.data._id, mark: 80, feedback: '<p>Good.</p>' },
    }),
    'mark Sam’s work',
  );

  await page.reload();
  await expect(rowOf(page, 'Work handed in', 'On time')).toHaveText(['On time', '1']);
  await expect(rowOf(page, 'Marks', '1')).toHaveText(['1', '80', '80']);
  await expect(rowOf(page, 'Marks distribution', '80–89')).toHaveText(['80–89', '1']);
  // The chart is drawn beside its table.
  await expect(
    page.getByRole('region', { name: 'Marks distribution', exact: true }).locator('.recharts-bar-rectangle'),
  ).not.toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: marks distribution' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`marks distribution - ${course.name}.csv`);
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Mark (%),Marks given');
  expect(lines).toContain('80–89,1');
  expect(lines).toContain('0–9,0');
  expect(lines).toHaveLength(11);

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFitsWidth(page, 375);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Student by student: Sam's line.
  await page.getByRole('link', { name: 'Each student' }).click();
  await expect(page).toHaveURL(new RegExp(`/statistics/${course.courseId}$`));
  await expect(rowOf(page, 'Each student', 'Sam Student')).toHaveText([
    'Sam Student',
    '0',
    '1',
    '0',
    '1',
    '80',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});
