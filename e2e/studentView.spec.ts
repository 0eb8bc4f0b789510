import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { createPerson } from './support/people';

test('a teacher switches to student view: teacher course routes fall back to the course view, and back again', async ({
  page,
}) => {
  await signInWithForm(page, 'teacher', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Tom Teacher' }).click();
  await page.getByRole('menuitem', { name: 'Switch to student view' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to student view' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('changeMode'))).toBe('true');

  // SPEC §2: in student view a teacher's course edit route falls back to /viewcourse/{courseId}.
  await page.goto('/editcourse/c42');
  await expect(page).toHaveURL(/\/viewcourse\/c42$/);

  await page.getByRole('button', { name: 'Tom Teacher' }).click();
  await page.getByRole('menuitem', { name: 'Switch to teacher view' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to teacher view' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('changeMode'))).toBe('false');

  // SPEC §2: back in teacher view, the student's course page sends the teacher to the editor.
  await page.goto('/viewcourse/c42');
  await expect(page).toHaveURL(/\/editcourse\/c42$/);
});

/** Everything a course page lists, section by section: each section's name and the lines of its list. */
async function courseContent(page: Page): Promise<string[][]> {
  const sections = page.getByRole('main').getByRole('region');
  const names = await sections.evaluateAll((nodes) =>
    nodes.map(
      (node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    ),
  );
  const content: string[][] = [];
  for (const [index, name] of names.entries())
    content.push([name, ...(await sections.nth(index).getByRole('listitem').allInnerTexts())]);
  return content;
}

/** The dashboard's course cards and today's list, as a person reads them. */
async function dashboardContent(page: Page) {
  const cards = page.getByRole('region', { name: 'Your courses' }).getByRole('link');
  const today = page.getByRole('region', { name: 'Today' }).getByRole('listitem');
  return { cards: await cards.allInnerTexts(), today: await today.allInnerTexts() };
}

test('a teacher in student view sees exactly what a student of the course sees, on the dashboard and the course page', async ({
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
      { kind: 'assignment', title: 'Lab report', startsIn: -HOUR, lasts: 3 * DAY },
      { kind: 'lecture', title: 'Published lecture', startsIn: 2 * DAY, lasts: HOUR },
      { kind: 'lecture', title: 'Unpublished lecture', startsIn: 2 * DAY, lasts: HOUR, active: false },
      { kind: 'test', title: 'Test not open yet', startsIn: 3 * DAY, lasts: HOUR },
      { kind: 'assignment', title: 'Draft homework', startsIn: -HOUR, lasts: DAY, active: false },
    ],
  );
  // The student is in the draft too, as a class is enrolled before its course opens; neither sees it.
  const draft = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'assignment', title: 'Draft course task', startsIn: -HOUR, lasts: DAY }],
    { name: `Draft ${teacher.username.slice(-5)}`, status: 'draft' },
  );
  const template = await scheduleCourse(
    request,
    teacher,
    [],
    [{ kind: 'assignment', title: 'Template task', startsIn: -HOUR, lasts: DAY }],
    { name: `Template ${teacher.username.slice(-5)}`, isTemplate: true },
  );

  const studentPage = await (await browser.newContext()).newPage();
  await signInWithForm(studentPage, student.username, student.password);
  await expect(studentPage).toHaveURL(/\/dashboard$/);
  const teacherPage = await (await browser.newContext()).newPage();
  await signInWithForm(teacherPage, teacher.username, teacher.password);
  await expect(teacherPage).toHaveURL(/\/dashboard$/);
  await teacherPage.getByRole('button', { name: teacher.fullName }).click();
  await teacherPage.getByRole('menuitem', { name: 'Switch to student view' }).click();
  await teacherPage.getByRole('dialog').getByRole('button', { name: 'Switch to student view' }).click();
  await expect(teacherPage.getByText('Teacher · student view')).toBeVisible();

  for (const page of [studentPage, teacherPage]) {
    const cards = page.getByRole('region', { name: 'Your courses' });
    await expect(cards.getByRole('link')).toHaveCount(1);
    await expect(cards.getByRole('link', { name: new RegExp(course.name) })).toContainText(
      `Taught by ${teacher.fullName}`,
    );
    await expect(
      page.getByRole('region', { name: 'Today' }).getByRole('link', { name: 'Lab report' }),
    ).toBeVisible();
  }
  const seen = await dashboardContent(studentPage);
  expect(seen.cards.join()).not.toMatch(/students|teachers|Draft|Template/);
  expect(seen.today.join()).not.toContain('Draft homework');
  expect(await dashboardContent(teacherPage)).toEqual(seen);
  for (const page of [studentPage, teacherPage]) {
    const cards = page.getByRole('region', { name: 'Your courses' });
    await expect(cards.getByText(draft.name)).toHaveCount(0);
    await expect(cards.getByText(template.name)).toHaveCount(0);
  }

  for (const page of [studentPage, teacherPage]) {
    await page.goto(`/viewcourse/${course.courseId}`);
    await expect(page.getByRole('region', { name: 'Tests' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Lectures' }).getByRole('listitem')).toHaveCount(1);
  }
  const studentSees = await courseContent(studentPage);
  expect(studentSees.map(([section]) => section)).toEqual(['Lectures', 'Assignments', 'Course files']);
  expect(studentSees.flat().join()).not.toMatch(/Unpublished lecture|Test not open yet|Draft homework/);
  expect(await courseContent(teacherPage)).toEqual(studentSees);
  await expect(teacherPage.getByText('You see this course as its students do now.')).toBeVisible();

  // The draft is not open to its students, so the student view says so rather than show it.
  await teacherPage.goto(`/viewcourse/${draft.courseId}`);
  await expect(teacherPage.getByRole('alert')).toContainText('Students do not see this course');
  await expect(teacherPage.getByText('Draft course task')).toHaveCount(0);
});
