import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { DEMO_PASSWORD } from './support/accounts';
import { HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, createPerson, expectOk } from './support/people';
import {
  bellOf,
  expectSameDocument,
  expectTopLeft,
  markDocument,
  ServerProcess,
  signedInWindow,
  toastWith,
} from './support/realtime';
import { timeBudget } from './support/serverEnv';

/** A lecture for tomorrow at 12:00, published through the API as the teacher's item form sends it. */
async function publishLecture(
  request: APIRequestContext,
  headers: Record<string, string>,
  courseId: string,
  title: string,
) {
  const start = dayjs().add(1, 'day').hour(12).minute(0).second(0).millisecond(0);
  await expectOk(
    await request.post('/api/v1/item/create', {
      headers,
      data: {
        courseId,
        kind: 'lecture',
        title,
        startDate: start.toISOString(),
        endDate: start.add(1, 'hour').toISOString(),
        duration: 60,
        active: true,
      },
    }),
    `publish ${title}`,
  );
}

/** One item's row in a section of the student's course page. */
const studentRow = (page: Page, section: string, title: string) =>
  page.getByRole('region', { name: section }).getByRole('listitem').filter({ hasText: title });

test('a lecture the teacher publishes appears on the open course page of a student, with a toast and the bell count, without a reload', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], []);
  const title = 'Pointers and references';

  const { page, live } = await signedInWindow(browser, student.username, student.password);
  await page.goto(`/viewcourse/${course.courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page.getByText('Nothing to open yet')).toBeVisible();
  // Being enrolled was the first notification.
  await expect(bellOf(page)).toHaveAccessibleName('Notifications, 1 unread');
  await live.joined(['notification', 'course']);
  const mark = await markDocument(page);

  const { page: teacherPage } = await signedInWindow(browser, teacher.username, teacher.password);
  await teacherPage.goto(`/editcourse/${course.courseId}`);
  await teacherPage.getByRole('button', { name: 'Add lecture' }).click();
  const form = teacherPage.getByRole('dialog', { name: 'New lecture' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('switch', { name: /^Published/ }).check();
  await form.getByRole('button', { name: 'Add lecture' }).click();
  await expect(form).toBeHidden();

  // SPEC §4 course view: the live notification refreshes the lists.
  await expect(studentRow(page, 'Lectures', title)).toBeVisible();
  await expect(page.getByText('Nothing to open yet')).toHaveCount(0);
  // SPEC §2, §9: the notification's title in a toast, top-left.
  const toast = toastWith(page, `New lecture: ${title}`);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Lecture in ${course.name}`);
  await expectTopLeft(page, toast);
  await expect(bellOf(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(page).toHaveURL(new RegExp(`/viewcourse/${course.courseId}$`));
  await expectSameDocument(page, mark);
});

test('clicking a notification opens its link and marks it read; on the page it links to, a click removes it', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [
      { kind: 'lecture', title: 'Sorting in practice', startsIn: 2 * HOUR, lasts: HOUR },
      { kind: 'lecture', title: 'Hash tables', startsIn: 4 * HOUR, lasts: HOUR },
    ],
  );
  const { page } = await signedInWindow(browser, student.username, student.password);
  const bell = bellOf(page);
  const entry = (state: 'Unread: ' | '', title: string) =>
    page.getByRole('button', { name: new RegExp(`^${state}New lecture: ${title}`) });

  // Being enrolled and the two lectures.
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await bell.click();
  await entry('Unread: ', 'Sorting in practice').click();
  // SPEC §4: not the page on screen, so it is marked read and its link opened.
  await expect(page).toHaveURL(new RegExp(`/viewcourse/${course.courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await expect(entry('', 'Sorting in practice')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Mark unread\s*: New lecture: Sorting in practice$/ }),
  ).toBeVisible();

  // SPEC §4: a notification for the page on screen is removed instead.
  await entry('Unread: ', 'Hash tables').click();
  await expect(entry('', 'Hash tables')).toHaveCount(0);
  await expect(entry('Unread: ', 'Hash tables')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page).toHaveURL(new RegExp(`/viewcourse/${course.courseId}$`));

  await page.reload();
  await bell.click();
  await expect(entry('', 'Sorting in practice')).toBeVisible();
  await expect(page.getByRole('button', { name: /New lecture: Hash tables/ })).toHaveCount(0);
});

test.describe('after the server restarts', () => {
  let server: ServerProcess | undefined;
  test.afterAll(() => server?.dispose());

  test('the open course page reconnects by itself and still shows what is published, with a toast', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(timeBudget(240_000));
    server = await ServerProcess.onFreePort(mkdtempSync(join(tmpdir(), 'lms-e2e-restart-')));
    await server.start();
    const api = await playwright.request.newContext({ baseURL: server.url });
    const teacher = await apiSignIn(api, 'teacher', DEMO_PASSWORD);
    const courses = await expectOk<{ data: { _id: string; name: string }[] }>(
      await api.get(`/api/v1/course/getCourse/${teacher.userId}`, { headers: teacher.headers }),
      "the demo teacher's courses",
    );
    const courseId = courses.data.find((course) => course.name === 'Introduction to Programming')!._id;

    const { page, live } = await signedInWindow(browser, 'student1', DEMO_PASSWORD, server.url);
    await page.goto(`/viewcourse/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Programming' })).toBeVisible();
    await live.joined(['notification', 'course']);
    const mark = await markDocument(page);
    const connections = live.opened;

    await server.stop();
    await server.start();
    // SPEC §4: the client reconnects and subscribes again to what it had joined.
    await live.joined(['notification', 'course'], { since: connections });

    const title = `After the restart ${Date.now() % 10_000}`;
    // The teacher's session was stored, so it outlives the restart too.
    await publishLecture(api, teacher.headers, courseId, title);
    await expect(studentRow(page, 'Lectures', title)).toBeVisible();
    await expect(toastWith(page, `New lecture: ${title}`)).toBeVisible();
    await expectSameDocument(page, mark);
    await api.dispose();
  });
});
