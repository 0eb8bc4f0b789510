import { expect, type Page } from '@playwright/test';
import { signInWithForm, uniqueName } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoPerson, signedInPage } from './support/people';
import { toastWith } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';

/**
 * Issue 37's "Awkward" points on tests and coursework, as a teacher and a student meet them: a test without
 * questions (a warning on publishing, no Start for the student), the teacher's control panel opening the test
 * itself, and a mark for a student who handed nothing in.
 */

const PHONE = { width: 375, height: 740 };

/** The confirm dialog's button, once the dialog with this title is open. */
const confirmIn = (page: Page, title: string, button: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: button }).click();

test('a test with no questions: its teacher is warned on publishing it, and its student is offered no Start', async ({
  browser,
  request,
}) => {
  const teacher = await demoPerson(request, 'teacher', 'Tom Teacher', 'teacher');
  const sam = await demoPerson(request, 'student1', 'Sam Student', 'student');
  const title = uniqueName('Empty quiz');
  const course = await scheduleCourse(
    request,
    teacher,
    [sam],
    [{ kind: 'test', title, startsIn: -5 * MINUTE, lasts: HOUR, active: false, manual: true }],
  );
  const testId = course.items[0]!._id;

  // Publishing it from its details asks first, and goes ahead when told to.
  const page = await signedInPage(browser, teacher);
  await page.goto(`/edittest/${course.courseId}/${testId}?tab=details`);
  // One choice of who sees it (issue 37), its flags set behind it.
  await expect(page.getByRole('radio', { name: /^Hidden/ })).toBeChecked();
  await page.getByRole('radio', { name: /^On its schedule/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Publish a test with no questions?' });
  await expect(warning.getByText(/has no questions yet/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirmIn(page, 'Publish a test with no questions?', 'Publish anyway');
  await expect(toastWith(page, `${title} is saved.`)).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // The student finds it not ready, with no Start that would only be refused, on the course and the control panel.
  const student = await signedInPage(browser, sam);
  await student.goto(`/viewcourse/${course.courseId}`);
  const tests = student.getByRole('region', { name: 'Tests' });
  await expect(tests.getByText('Not ready yet')).toBeVisible();
  await expect(tests.getByRole('button', { name: `Not ready: ${title}` })).toBeDisabled();
  await expect(student.getByRole('link', { name: `Start: ${title}` })).toHaveCount(0);
  await student.goto('/control_panel_student');
  await expect(student.getByRole('button', { name: `Not ready: ${title}` }).first()).toBeDisabled();
  // Its own page, reached by its address, says why.
  await student.goto(`/submitOfflineTest/${course.courseId}/${testId}`);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByText('No questions yet')).toBeVisible();
  await expect(student.getByRole('button', { name: /start/i })).toHaveCount(0);
  expect(await seriousViolations(student)).toEqual([]);
  await student.setViewportSize(PHONE);
  await expect(student.getByText('No questions yet')).toBeVisible();
  await expectFitsWidth(student, PHONE.width);
});

test("Start on a test in the teacher's control panel opens the test, not its course", async ({
  browser,
  request,
}) => {
  const teacher = await demoPerson(request, 'teacher', 'Tom Teacher', 'teacher');
  const title = uniqueName('Panel quiz');
  const course = await scheduleCourse(
    request,
    teacher,
    [],
    [{ kind: 'test', title, startsIn: -5 * MINUTE, lasts: HOUR }],
  );
  const testId = course.items[0]!._id;
  const page = await signedInPage(browser, teacher);
  await page.goto('/control_panel');
  await page
    .getByRole('list', { name: "Today's items" })
    .getByRole('link', { name: `Start: ${title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/createLiveTest/${course.courseId}/${testId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a teacher marks a student who handed nothing in, with a comment; the student reads it once released', async ({
  browser,
  request,
}) => {
  const teacher = await demoPerson(request, 'teacher', 'Tom Teacher', 'teacher');
  const sam = await demoPerson(request, 'student1', 'Sam Student', 'student');
  const title = uniqueName('Lab report');
  const course = await scheduleCourse(
    request,
    teacher,
    [sam],
    [{ kind: 'assignment', title, startsIn: -HOUR, lasts: DAY }],
  );
  const assignmentId = course.items[0]!._id;

  const page = await signedInPage(browser, teacher);
  await page.goto(`/assessmentassignmentlist/${course.courseId}/${assignmentId}`);
  const samLine = page.getByRole('row', { name: /Sam Student/ });
  await expect(samLine.getByText('Not started')).toBeVisible();
  await samLine.getByRole('button', { name: 'Mark Sam Student, who handed nothing in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Sam Student' });
  await expect(dialog.getByText(/Sam Student handed nothing in/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mark, out of 100' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Nothing came in: see me about it.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save mark' }).click();
  await expect(
    toastWith(page, 'The mark is saved. Students see it once you release the marks.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(samLine.getByRole('cell', { name: '0 / 100' })).toBeVisible();
  // Released from the keyboard: the button, then the confirmation's.
  await page.getByRole('button', { name: 'Release marks (1)' }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Release the marks?' })
    .getByRole('button', { name: 'Release' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, '1 mark was released.')).toBeVisible();

  // The student reads the mark and the comment on the assignment's page, on a phone too.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInWithForm(phone, sam.username, sam.password);
  await expect(phone).toHaveURL(/\/dashboard$/);
  await phone.goto(`/viewassignment/${course.courseId}/${assignmentId}`);
  const mark = phone.getByRole('region', { name: 'Your mark' });
  await expect(mark.getByText('0 / 100')).toBeVisible();
  await expect(mark.getByText('Nothing came in: see me about it.')).toBeVisible();
  await expectFitsWidth(phone, PHONE.width);
  expect(await seriousViolations(phone)).toEqual([]);
});
