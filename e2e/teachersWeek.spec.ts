import { expect } from '@playwright/test';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { demoCourseId, HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, createPerson, expectOk, signedInPage } from './support/people';

/** Issue 37, "Broken" 1 and 2: what a teacher and a student reach in their week from the pages they start on. */

test("Attendance on a course's lecture list opens that course's attendance; the picker changes it, the address follows and a reload keeps it", async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const stamp = Date.now().toString(36);
  // Two courses starting the same day list by name: Algebra is the teacher's first, Botany the second.
  const algebra = await scheduleCourse(request, teacher, [student], [], { name: `Algebra ${stamp}` });
  const botany = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'lecture', title: 'Photosynthesis', startsIn: -MINUTE, lasts: HOUR, active: true }],
    { name: `Botany ${stamp}` },
  );

  // A class of Botany held: started, joined by its teacher and the student, ended.
  const lectureId = botany.items[0]!._id;
  const [tom, sam] = await Promise.all([
    apiSignIn(request, teacher.username, teacher.password),
    apiSignIn(request, student.username, student.password),
  ]);
  const started = await expectOk<{ data: { attendanceId: string } }>(
    await request.post('/api/v1/lecture/start', { headers: tom.headers, data: { lectureId } }),
    'start the class',
  );
  const sitting = { lectureId, attendanceId: started.data.attendanceId };
  for (const { headers } of [tom, sam])
    await expectOk(
      await request.post('/api/v1/attendance/join', { headers, data: sitting }),
      'join the class',
    );
  await expectOk(
    await request.post('/api/v1/lecture/end', { headers: tom.headers, data: sitting }),
    'end the class',
  );

  const page = await signedInPage(browser, teacher);
  const picker = page.getByRole('textbox', { name: 'Course' });
  const botanyShown = async () => {
    await expect(page).toHaveURL(new RegExp(`/lecture_attendance\\?courseId=${botany.courseId}$`));
    await expect(picker).toHaveValue(botany.name);
    await expect(
      page.getByRole('heading', { level: 2, name: `${botany.name}: 1 class, 1 student` }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Photosynthesis/ })).toBeVisible();
  };

  await test.step("Botany's lecture list leads to Botany's attendance, and a reload keeps it", async () => {
    await page.goto(`/listlecture/${botany.courseId}`);
    await page.getByRole('link', { name: 'Attendance' }).click();
    await botanyShown();
    await page.reload();
    await botanyShown();
  });

  await test.step('the picker changes the course and the address follows it', async () => {
    await picker.click();
    await page.getByRole('option', { name: algebra.name }).click();
    await expect(page).toHaveURL(new RegExp(`/lecture_attendance\\?courseId=${algebra.courseId}$`));
    await expect(page.getByText('No lectures held yet')).toBeVisible();
  });

  await test.step("another teacher's course in the address falls back to the teacher's first, with no error", async () => {
    await page.goto(`/lecture_attendance?courseId=${await demoCourseId(request)}`);
    await expect(picker).toHaveValue(algebra.name);
    await expect(page.getByText('No lectures held yet')).toBeVisible();
    await expect(page.getByText('could not be read')).toHaveCount(0);
  });
});

for (const { role, username, link, path } of [
  { role: 'teacher', username: 'teacher', link: 'Evaluate', path: '/evaluate' },
  { role: 'student', username: 'student2', link: 'My evaluations', path: '/evaluate_student' },
]) {
  test(`a ${role} reaches "${link}" (${path}) from the main menu at 1280 px and from the phone menu at 375 px`, async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Main', exact: true });
    const arrived = async () => {
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    };

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithForm(page, username, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await menu.getByRole('link', { name: link, exact: true }).click();
    await arrived();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await menu.getByRole('link', { name: link, exact: true }).click();
    await arrived();
    await expect(menu).not.toBeInViewport();
  });
}
