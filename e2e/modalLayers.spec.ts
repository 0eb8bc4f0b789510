import { expect } from '@playwright/test';
import dayjs from 'dayjs';
import { scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, createPerson, expectOk, signedInPage } from './support/people';

test('the create-course dialog: Escape closes the open date picker, then the select, then the dialog', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const page = await signedInPage(browser, teacher);

  await page.getByRole('button', { name: 'Create course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a course' });
  const name = dialog.getByLabel('Course name');
  await name.fill('Welding basics');

  // The 'Ends on' picker opens on today's month; the end cannot be before today's start, but today is shown.
  await dialog.getByLabel('Ends on').click();
  const today = page.getByRole('button', { name: dayjs().format('D MMMM YYYY'), exact: true });
  await expect(today).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(today).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Welding basics');

  // The status select's list is a layer too.
  await dialog.getByRole('textbox', { name: 'Status' }).click();
  const active = page.getByRole('option', { name: 'Active' });
  await expect(active).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(active).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Welding basics');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You have no courses yet')).toBeVisible();
});

test('an Escape pressed as the date picker appears closes the picker, and the dialog with what was typed stays', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const page = await signedInPage(browser, teacher);
  // The page's clock, so the picker can be held in the frame it appears in, before it fades in: on a busy
  // machine that frame is long, and a quick Escape lands in it.
  await page.clock.install();
  await page.reload();

  await page.getByRole('button', { name: 'Create course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a course' });
  const name = dialog.getByLabel('Course name');
  await name.fill('Welding basics');

  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await dialog.getByLabel('Ends on').click();
  await page.clock.runFor(16);
  const today = page.getByRole('button', { name: dayjs().format('D MMMM YYYY'), exact: true });
  await expect(today).toBeAttached();
  await expect(page.locator('[data-dates-dropdown]')).toHaveCSS('opacity', '0');
  await page.keyboard.press('Escape');
  await page.clock.resume();

  await expect(today).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Welding basics');
});

test('the item form: Escape closes the open date picker first and the form with the next Escape', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const course = await scheduleCourse(request, teacher, [], []);
  const page = await signedInPage(browser, teacher);
  await page.goto(`/editcourse/${course.courseId}`);

  await page.getByRole('button', { name: 'Add lecture' }).click();
  const form = page.getByRole('dialog', { name: 'New lecture' });
  await form.getByLabel('Title').fill('Recursion');
  const starts = form.getByRole('button', { name: 'Starts' });
  const calendar = page.getByRole('button', { name: 'Previous month' });

  await starts.click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('Recursion');

  // With the focus back on the field while the picker is open, Escape still closes the picker, not the form.
  await starts.click();
  await expect(calendar).toBeVisible();
  await starts.focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(form).toBeVisible();

  // Again after moving through the days with the keyboard: the focus is on a day of the picker.
  await starts.click();
  await expect(calendar).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^\d{1,2} \w+ \d{4}$/ }).and(page.locator(':focus')),
  ).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(form).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page.getByText('No lectures yet.')).toBeVisible();
});

test('a confirmation above another dialog: Escape closes the confirmation only, then the dialog under it', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], []);
  const { headers } = await apiSignIn(request, student.username, student.password);
  const group = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/chat/createGroup', {
      headers,
      data: { courseId: course.courseId, name: 'Study group', memberIds: [teacher.userId] },
    }),
    'create the study group',
  );
  const page = await signedInPage(browser, student);
  await page.goto(`/personalchat/${course.courseId}/${group.data._id}`);

  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: 'Members' }).click();
  const members = page.getByRole('dialog', { name: 'Members of Study group' });
  await members.getByRole('button', { name: 'Leave group' }).click();
  const question = page.getByRole('dialog', { name: 'Leave Study group?' });
  await expect(question).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(members).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(members).toBeHidden();
  // Dismissing the question is a no: the student is still in the group.
  await expect(page.getByRole('heading', { level: 2, name: 'Study group' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Chats of this course' }).getByRole('link', { name: /Study group/ }),
  ).toBeVisible();
});
