import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { HAND_IN_NOTICES } from '../src/core/constants';
import { uniqueName } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, createPerson, demoPerson, expectOk, type Person, signedInPage } from './support/people';
import { bellOf, toastWith } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

/**
 * Issue 37: "A teacher's to-do list: on the dashboard, what waits for marking, per item, oldest first; a notification
 * to the teacher when work is handed in (batched, not one per student in a minute)." Three students hand an essay in
 * while its teacher watches the dashboard: the essay appears with 3 to mark, leads to its marking page, goes down to
 * 2 once one is marked, and the teacher is told once that 3 students handed it in.
 */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** No serious axe violation on the desktop, nor on a phone, where `shown` is still there and nothing overflows. */
async function passesAxeOnBothWidths(page: Page, shown: Locator) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(shown).toBeVisible();
  await expectFitsWidth(page, PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/** The student writes an answer and hands it in, through the API as the student's page does; the submission's id. */
async function handIn(request: APIRequestContext, student: Person, itemId: string): Promise<string> {
  const { headers } = await apiSignIn(request, student.username, student.password);
  await expectOk(
    await request.post('/api/v1/submission/saveAnswer', {
      headers,
      data: { itemId, answer: '<p>My essay.</p>' },
    }),
    `${student.username} writes`,
  );
  const handed = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/submission/submit', { headers, data: { itemId } }),
    `${student.username} hands in`,
  );
  return handed.data._id;
}

test('students hand an essay in: the teacher sees it to mark on the dashboard, live, and is told once', async ({
  browser,
  request,
}) => {
  // The batch waits HAND_IN_NOTICES.batchMs after the first hand-in before it is sent.
  test.setTimeout(timeBudget(HAND_IN_NOTICES.batchMs + 120_000));
  // A teacher of their own, so the card starts empty whatever the demo school holds.
  const teacher = await createPerson(request, 'teacher');
  const students = await Promise.all([
    demoPerson(request, 'student1', 'Sam Student', 'student'),
    demoPerson(request, 'student2', 'Sara Student', 'student'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const title = uniqueName('Essay');
  const course = await scheduleCourse(request, teacher, students, [
    { kind: 'assignment', title, startsIn: -HOUR, lasts: DAY },
  ]);
  const essayId = course.items[0]!._id;

  const page = await signedInPage(browser, teacher);
  const toMark = page.getByRole('region', { name: 'To mark' });
  const empty = toMark.getByText('Nothing waits for marking');
  await expect(empty).toBeVisible();
  await passesAxeOnBothWidths(page, empty);

  const submissions: string[] = [];
  for (const student of students) submissions.push(await handIn(request, student, essayId));

  // Live: the dashboard hears of each hand-in through the course's room.
  const line = toMark.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(line.getByText('3 to mark')).toBeVisible();
  await expect(
    line.getByText(
      new RegExp(`^Assignment · ${course.name} · oldest handed in (less than a minute|\\d+ minutes?) ago$`),
    ),
  ).toBeVisible();
  await passesAxeOnBothWidths(page, line.getByText('3 to mark'));

  // The line leads to where the essay is marked.
  await line.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/assessmentassignmentlist/${course.courseId}/${essayId}$`));
  await page.goBack();
  await expect(line.getByText('3 to mark')).toBeVisible();

  // Marking one, elsewhere, lowers the count on the open dashboard.
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  await expectOk(
    await request.post('/api/v1/assessment/grade', {
      headers,
      data: { assessmentId: submissions[0], mark: 80, feedback: 'Clear and well argued.' },
    }),
    'mark the first essay',
  );
  await expect(line.getByText('2 to mark')).toBeVisible();

  // One notification for the three hand-ins, once the batch is due.
  await expect(toastWith(page, `3 students handed in ${title}`)).toBeVisible({
    timeout: timeBudget(HAND_IN_NOTICES.batchMs + HAND_IN_NOTICES.sweepMs + 30_000),
  });
  await bellOf(page).click();
  const told = page
    .getByRole('list', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: `handed in ${title}` });
  await expect(told).toHaveCount(1);
  await expect(told.getByRole('button', { name: /^Unread: / })).toHaveAccessibleName(
    new RegExp(`^Unread: 3 students handed in ${title} Assignment in ${course.name}`),
  );
});
