import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoCast, expectOk, signedInPage } from './support/people';
import { timeBudget } from './support/serverEnv';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

/** No serious accessibility violation on what the page shows now, on a desktop and on a phone. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

test('a teacher extends one student’s assignment past its deadline: that student hands in on time after the original date, a classmate at the same time is late, and the teacher’s list shows the difference', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeBudget(90_000));
  // The demo school's people: the browser suite signs up from one address and must stay within its limit.
  const [teacher, sam, sara] = await demoCast(request);
  const title = 'Routing tables essay';
  // Due an hour ago; late work is accepted (the default late policy) and marked late.
  const course = await scheduleCourse(
    request,
    teacher,
    [sam, sara],
    [{ kind: 'assignment', title, startsIn: -2 * DAY, lasts: 2 * DAY - HOUR }],
  );
  const itemId = course.items[0]!._id;

  // The teacher gives Sam a day past the item's deadline, from the submissions page.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/assessmentassignmentlist/${course.courseId}/${itemId}`);
  const extensions = teacherPage.getByRole('region', { name: 'Extensions' });
  await expect(extensions.getByText('No extensions')).toBeVisible();
  await expectAccessibleAtBothWidths(teacherPage);
  await extensions.getByRole('button', { name: 'Extend a deadline' }).click();
  const form = teacherPage.getByRole('dialog', { name: 'Extend a deadline' });
  await form.getByRole('textbox', { name: 'For' }).click();
  await teacherPage.getByRole('option', { name: 'Sam Student (student1)' }).click();
  await form.getByRole('textbox', { name: 'Reason' }).fill('Was in hospital');
  await expectAccessibleAtBothWidths(teacherPage);
  await form.getByRole('button', { name: 'Extend the deadline' }).click();
  await expect(teacherPage.getByText('The new deadline is saved; the students are notified.')).toBeVisible();
  await expect(form).toHaveCount(0);
  const granted = extensions.getByRole('listitem').filter({ hasText: 'Sam Student' });
  await expect(granted.getByText(/^Extended to /)).toBeVisible();
  await expect(granted.getByText('Was in hospital')).toBeVisible();
  await expect(
    teacherPage.getByRole('row', { name: /Sam Student/ }).getByText(/^Extended to /),
  ).toBeVisible();
  await expect(teacherPage.getByRole('row', { name: /Sara Student/ }).getByText(/^Extended to /)).toHaveCount(
    0,
  );
  await expectAccessibleAtBothWidths(teacherPage);

  // Sam sees the new deadline on the course page and the assignment's, and hands in on time.
  const samPage = await signedInPage(browser, sam);
  await samPage.goto(`/viewcourse/${course.courseId}`);
  await expect(samPage.getByText(/^Your deadline was extended to /)).toBeVisible();
  await samPage.getByRole('link', { name: `Open: ${title}` }).click();
  await expect(samPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(samPage.getByText(/^Your deadline was extended to /)).toBeVisible();
  await expect(samPage.getByText(/^Due in \d+ hours?$/)).toBeVisible();
  await expect(samPage.getByText('Was in hospital')).toHaveCount(0);
  await expectAccessibleAtBothWidths(samPage);
  const work = samPage.getByRole('region', { name: 'Your work' });
  await work.getByRole('textbox', { name: 'Your answer' }).fill('Longest prefix match wins.');
  await work.getByRole('button', { name: 'Submit' }).click();
  const handIn = samPage.getByRole('dialog', { name: 'Hand in your work?' });
  await expect(handIn.getByText(/marked late/)).toHaveCount(0);
  await handIn.getByRole('button', { name: 'Submit' }).click();
  await expect(work.getByText('Handed in', { exact: true })).toBeVisible();

  // Sara, with no extension, hands in at the same time: late, by the item's policy; she learns nothing of Sam's.
  const { headers } = await apiSignIn(request, sara.username, sara.password);
  const saraItem = await expectOk<{ data: { extendedTo?: string } }>(
    await request.get(`/api/v1/assignment/getCurrent/${itemId}`, { headers }),
    'read the assignment as Sara',
  );
  expect(saraItem.data.extendedTo).toBeUndefined();
  await expectOk(
    await request.post('/api/v1/submission/saveAnswer', {
      headers,
      data: { itemId, answer: '<p>Shortest path first.</p>' },
    }),
    'save Sara’s answer',
  );
  const saraWork = await expectOk<{ data: { late: boolean } }>(
    await request.post('/api/v1/submission/submit', { headers, data: { itemId } }),
    'hand in Sara’s work',
  );
  expect(saraWork.data.late).toBe(true);

  // The teacher's list: Sam's work on time and extended, Sara's late.
  await teacherPage.reload();
  const samRow = teacherPage.getByRole('row', { name: /Sam Student/ });
  const saraRow = teacherPage.getByRole('row', { name: /Sara Student/ });
  await expect(samRow.getByText('Handed in')).toBeVisible();
  await expect(samRow.getByText(/^Extended to /)).toBeVisible();
  await expect(samRow.getByText('Late', { exact: true })).toHaveCount(0);
  await expect(saraRow.getByText('Late', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(teacherPage);

  // Sara's own course page says her work went in late, in words readable on white.
  const saraPage = await signedInPage(browser, sara);
  await saraPage.goto(`/viewcourse/${course.courseId}`);
  await expect(
    saraPage.getByRole('region', { name: 'Assignments' }).getByText('Handed in late'),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(saraPage);
});
