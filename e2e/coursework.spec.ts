import { expect, type Locator, type Page } from '@playwright/test';
import { pdfWithText } from '../src/server/test/sampleFiles';
import { signInWithForm } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoCast, demoPerson, signedInPage } from './support/people';
import { bellOf, signedInWindow } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

/**
 * Sends a file through an upload drop zone with its bytes held until the progress bar has been seen, so the bar is
 * checked whatever the machine's speed; then waits for the bar to go.
 */
async function uploadWithProgress(page: Page, zone: Locator, file: { name: string; buffer: Buffer }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = '**/api/v1/file/upload/**';
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await zone.getByLabel('Choose files to add').setInputFiles({ ...file, mimeType: 'application/pdf' });
  const progress = zone.getByRole('progressbar', {
    name: new RegExp(`^${file.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+% sent$`),
  });
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  release();
  await expect(progress).toHaveCount(0);
  await page.unroute(pattern);
}

/** The confirm dialog's button, once the dialog with this title is open. */
const confirmIn = (page: Page, title: string, button: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: button }).click();

test('a teacher sets an assignment with a PDF and a rubric; a student reads it, hands in an answer and a file; the teacher marks it with the rubric and releases; the student reads the mark', async ({
  browser,
  request,
}) => {
  // Two people, a PDF, an upload and a whole marking round: more than the default minute on a busy CI machine.
  test.setTimeout(timeBudget(120_000));
  // The demo school's people: the browser suite signs up from one address and must stay within its limit.
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const title = 'Subnetting exercise';
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'assignment', title, startsIn: -HOUR, lasts: 7 * DAY }],
  );
  const assignmentId = course.items[0]!._id;

  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/editassignment/${course.courseId}/${assignmentId}`);
  const marking = teacherPage.getByRole('region', { name: 'Marking' });
  await marking.getByRole('switch', { name: /^Mark with a rubric/ }).check();
  await marking.getByRole('button', { name: 'Add criterion' }).click();
  await marking
    .getByRole('group', { name: 'Criterion 1' })
    .getByRole('textbox', { name: 'Name', exact: true })
    .fill('Correct subnets');
  await marking
    .getByRole('group', { name: 'Criterion 2' })
    .getByRole('textbox', { name: 'Name', exact: true })
    .fill('Clear working');
  await expect(marking.getByText('Marked out of 8')).toBeVisible();
  await marking.getByRole('button', { name: 'Save marking' }).click();
  await expect(teacherPage.getByText('The marking is saved.')).toBeVisible();
  await expect(teacherPage.getByText('Rubric, out of 8')).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);

  const given = teacherPage.getByRole('region', { name: 'Files for students' });
  await uploadWithProgress(teacherPage, given, {
    name: 'Subnet brief.pdf',
    buffer: pdfWithText([['Subnet brief', 'Split 10.0.0.0/24 into four subnets.']]),
  });
  await expect(given.getByRole('link', { name: 'Subnet brief.pdf' })).toBeVisible();

  // The student finds it on their course page.
  const { page: studentPage, live } = await signedInWindow(browser, student.username, student.password);
  await studentPage.goto(`/viewcourse/${course.courseId}`);
  await studentPage.getByRole('link', { name: `Open: ${title}` }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/viewassignment/${course.courseId}/${assignmentId}$`));
  await expect(studentPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const marked = studentPage.getByRole('region', { name: 'How it is marked' });
  await expect(marked.getByText('Marked out of 8, with this rubric:')).toBeVisible();
  await expect(marked.getByRole('rowheader', { name: 'Clear working' })).toBeVisible();

  // The brief in the viewer, with a note of the student's own beside it.
  await studentPage
    .getByRole('region', { name: 'Instructions' })
    .getByRole('link', { name: 'Subnet brief.pdf' })
    .click();
  await expect(studentPage).toHaveURL(/\/file_viewer_pdf\/[^/]+\/Subnet%20brief\.pdf$/);
  await expect(studentPage.locator('.textLayer').first()).toContainText(
    'Split 10.0.0.0/24 into four subnets.',
  );
  const notes = studentPage.getByRole('region', { name: 'My notes' });
  await notes.getByRole('textbox', { name: 'My notes on Subnet brief.pdf' }).fill('Four /26 blocks.');
  await expect(notes.getByRole('status')).toHaveText(/^Saved at \d\d:\d\d$/);
  await studentPage.goBack();
  await expect(studentPage).toHaveURL(new RegExp(`/viewassignment/${course.courseId}/${assignmentId}$`));

  const work = studentPage.getByRole('region', { name: 'Your work' });
  await expect(work.getByText('Not started')).toBeVisible();
  await work.getByRole('textbox', { name: 'Your answer' }).fill('Four /26 subnets of 64 addresses each.');
  await uploadWithProgress(studentPage, work, {
    name: 'My subnets.pdf',
    buffer: pdfWithText([['My subnets', '10.0.0.0/26, 10.0.0.64/26, 10.0.0.128/26, 10.0.0.192/26']]),
  });
  await expect(work.getByRole('link', { name: 'My subnets.pdf' })).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);
  await work.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(studentPage, 'Hand in your work?', 'Submit');
  await expect(work.getByText('Handed in', { exact: true })).toBeVisible();
  await expect(work.getByText(/^Last handed in /)).toBeVisible();

  // The teacher's marking across their courses shows the work waiting, and leads to it.
  await teacherPage.goto('/evaluate/assignment');
  const waiting = teacherPage.getByRole('listitem').filter({ hasText: title });
  await expect(waiting.getByText('1 to grade', { exact: true })).toBeVisible();
  await expect(waiting.getByText('1 of 1 handed in · 1 to grade')).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);
  await waiting.getByRole('link', { name: `Submissions of ${title}` }).click();
  await expect(teacherPage).toHaveURL(
    new RegExp(`/assessmentassignmentlist/${course.courseId}/${assignmentId}$`),
  );
  const row = teacherPage.getByRole('row', { name: /Sid Student/ });
  await expect(row.getByText('Handed in')).toBeVisible();
  await expect(row.getByText('1 file')).toBeVisible();
  await row.getByRole('button', { name: 'Open the work of Sid Student' }).click();
  const drawer = teacherPage.getByRole('dialog', { name: 'Grade the work' });
  await expect(drawer.getByText('Four /26 subnets of 64 addresses each.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: /My subnets\.pdf/ })).toBeVisible();
  await drawer
    .getByRole('radiogroup', { name: 'Correct subnets' })
    .getByRole('radio', { name: 'Excellent — 4 points' })
    .check();
  await expect(drawer.getByText(/^Total: 4 \/ 8/)).toBeVisible();
  await drawer
    .getByRole('radiogroup', { name: 'Clear working' })
    .getByRole('radio', { name: 'Good — 3 points' })
    .check();
  await expect(drawer.getByText('Total: 7 / 8', { exact: true })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Feedback' }).fill('Right blocks; show the masks next time.');
  expect(await seriousViolations(teacherPage)).toEqual([]);
  await drawer.getByRole('button', { name: 'Save mark' }).click();
  await expect(
    teacherPage.getByText('The mark is saved. Students see it once you release the marks.'),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Marked, not released')).toBeVisible();
  await expect(row.getByText('7 / 8')).toBeVisible();
  // Live delivery is at most once: the student's page listens before the marks go out.
  await live.joined(['notification']);
  await teacherPage.getByRole('button', { name: 'Release marks (1)' }).click();
  await confirmIn(teacherPage, 'Release the marks?', 'Release');
  await expect(teacherPage.getByText('1 mark was released.')).toBeVisible();
  // The student, on the assignment's page, is told at once (the toast goes after a few seconds).
  await expect(studentPage.getByRole('alert').filter({ hasText: `Marked: ${title}` })).toBeVisible();
  await expect(row.getByText('Released')).toBeVisible();
  await teacherPage.getByRole('link', { name: '← All the assignments of the course' }).click();
  await expect(teacherPage).toHaveURL(new RegExp(`/listassignment/${course.courseId}$`));
  await expect(teacherPage.getByRole('link', { name: `Submissions of ${title}` })).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);
  // The feedback written, across the teacher's courses, now with the student.
  await teacherPage.goto('/feedback');
  const written = teacherPage.getByRole('listitem').filter({ hasText: title });
  await expect(written.getByText('Right blocks; show the masks next time.')).toBeVisible();
  await expect(written.getByLabel('Mark: 7 out of 8')).toBeVisible();
  await expect(written.getByText('Released', { exact: true })).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);

  // The student reads the mark, the levels chosen and the feedback on the page they had open, without a reload.
  const mark = studentPage.getByRole('region', { name: 'Your mark' });
  await expect(mark.getByText('7 / 8', { exact: true })).toBeVisible();
  const chosenIn = (criterion: string) =>
    mark
      .getByRole('row', { name: new RegExp(`^${criterion}`) })
      .getByRole('listitem')
      .filter({ hasText: 'Chosen' });
  await expect(chosenIn('Correct subnets')).toHaveText(/^Excellent — 4 points/);
  await expect(chosenIn('Clear working')).toHaveText(/^Good — 3 points/);
  await expect(mark.getByText('Right blocks; show the masks next time.')).toBeVisible();
  await expect(work.getByText('Marked', { exact: true })).toBeVisible();
  await expect(work.getByRole('button', { name: 'Submit again' })).toHaveCount(0);
  await bellOf(studentPage).click();
  await expect(
    studentPage.getByRole('button', { name: new RegExp(`^Unread: Marked: ${title}`) }),
  ).toBeVisible();

  // Across the student's courses, the mark is on their evaluations page.
  await studentPage.goto('/evaluate_student');
  const myMark = studentPage.getByRole('listitem').filter({ hasText: title });
  await expect(myMark.getByLabel('Mark: 7 out of 8')).toBeVisible();
  await expect(myMark.getByText('Marked', { exact: true })).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);
});

test('a project group hands in once and every member sees it; the other member cannot hand in a second one', async ({
  browser,
  request,
}) => {
  const [teacher, first, second] = await demoCast(request);
  const title = 'Campus network design';
  const course = await scheduleCourse(
    request,
    teacher,
    [first, second],
    [{ kind: 'project', title, startsIn: -HOUR, lasts: 14 * DAY }],
  );
  const projectId = course.items[0]!._id;

  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/editproject/${course.courseId}/${projectId}`);
  const groups = teacherPage.getByRole('region', { name: 'Groups' });
  await groups.getByRole('button', { name: 'Add group' }).click();
  await groups.getByRole('textbox', { name: 'Group name' }).fill('Routers');
  const members = groups.getByRole('textbox', { name: 'Members of Routers' });
  for (const name of ['Sam Student', 'Sara Student']) {
    await members.click();
    await teacherPage.getByRole('option', { name }).click();
  }
  await expect(groups.getByText('Every student of the course is in a group.')).toBeVisible();
  await groups.getByRole('button', { name: 'Save groups' }).click();
  await expect(teacherPage.getByText('The groups are saved.')).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);

  const answer = 'Two core switches, one VLAN per building.';
  const firstPage = await signedInPage(browser, first);
  await firstPage.goto(`/viewproject/${course.courseId}/${projectId}`);
  await expect(firstPage.getByRole('region', { name: 'Your group: Routers' })).toContainText(
    'Sam Student, Sara Student',
  );
  const work = firstPage.getByRole('region', { name: "Your group's work" });
  await work.getByRole('textbox', { name: "Your group's answer" }).fill(answer);
  await work.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(firstPage, "Hand in your group's work?", 'Submit');
  await expect(work.getByText('Handed in', { exact: true })).toBeVisible();

  const secondPage = await signedInPage(browser, second);
  await secondPage.goto(`/viewproject/${course.courseId}/${projectId}`);
  const theirWork = secondPage.getByRole('region', { name: "Your group's work" });
  await expect(theirWork.getByText('Handed in', { exact: true })).toBeVisible();
  await expect(theirWork).toContainText(answer);
  // Handed in already: the way on is to hand in a changed version, not a second piece of work.
  await expect(theirWork.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  const again = theirWork.getByRole('button', { name: 'Submit again' });
  await expect(again).toBeDisabled();
  await expect(again).toHaveAccessibleDescription(
    'Handed in. Change your answer or files to hand in a new version.',
  );

  await teacherPage.goto(`/assessmentprojectlist/${course.courseId}/${projectId}`);
  const row = teacherPage.getByRole('row', { name: /Routers/ });
  await expect(row.getByText('Handed in')).toBeVisible();
  await expect(teacherPage.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Open the work of Routers' }).click();
  await expect(teacherPage).toHaveURL(/\/assessmentproject\/[^/]+$/);
  await expect(teacherPage.getByText('Members: Sam Student, Sara Student')).toBeVisible();
  await expect(teacherPage.getByText(answer)).toBeVisible();
  await teacherPage.getByRole('textbox', { name: 'Mark, out of 100' }).fill('72');
  await teacherPage.getByRole('button', { name: 'Save mark' }).click();
  await expect(
    teacherPage.getByText('The mark is saved. Students see it once you release the marks.'),
  ).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);
});

test('on a phone the assignment page fits the screen and its Submit button is in reach; the teacher marks it on a phone too', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const title = 'Routing tables, a very long assignment title that has to wrap on a narrow screen';
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'assignment', title, startsIn: -HOUR, lasts: 3 * DAY }],
  );
  const assignmentId = course.items[0]!._id;

  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await signInWithForm(page, student.username, student.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/viewassignment/${course.courseId}/${assignmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const work = page.getByRole('region', { name: 'Your work' });
  await work.getByRole('textbox', { name: 'Your answer' }).fill('Longest prefix wins.');
  const submit = work.getByRole('button', { name: 'Submit' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport({ ratio: 1 });
  // Nothing wider than the screen: no sideways scrolling to reach a part of the page.
  await expectFitsWidth(page, 375);
  await submit.click();
  await confirmIn(page, 'Hand in your work?', 'Submit');
  await expect(work.getByText('Handed in', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The teacher on a phone: the work of each student as a card, graded in a drawer that fills the screen.
  const teacherPage = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await signInWithForm(teacherPage, teacher.username, teacher.password);
  await expect(teacherPage).toHaveURL(/\/dashboard$/);
  await teacherPage.goto(`/assessmentassignmentlist/${course.courseId}/${assignmentId}`);
  const card = teacherPage.getByRole('listitem').filter({ hasText: 'Sam Student' });
  await expect(card.getByText(/^Handed in: .+ · 0 files · Mark: —$/)).toBeVisible();
  await expectFitsWidth(teacherPage, 375);
  await card.getByRole('button', { name: 'Open the work of Sam Student' }).click();
  const drawer = teacherPage.getByRole('dialog', { name: 'Grade the work' });
  await expect(drawer.getByText('Longest prefix wins.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Mark, out of 100' }).fill('85');
  const save = drawer.getByRole('button', { name: 'Save mark' });
  // The drawer slides in: a scroll made while it moves can end short of the button, so scroll until it is in reach.
  // Centred, not "if needed": a button all but a pixel in view counts as in view to that, and is left cut off.
  await expect(async () => {
    await save.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await expect(save).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass();
  await save.click();
  await expect(
    teacherPage.getByText('The mark is saved. Students see it once you release the marks.'),
  ).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText(/Mark: 85 \/ 100$/)).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Release marks (1)' }).click();
  await confirmIn(teacherPage, 'Release the marks?', 'Release');
  await expect(teacherPage.getByText('1 mark was released.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your mark' }).getByText('85 / 100', { exact: true }),
  ).toBeVisible();
  await expectFitsWidth(page, 375);
});

test('where the project lets them, a student without a group joins one with room and then works with it', async ({
  browser,
  request,
}) => {
  const [teacher, placed, chooser] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const title = 'Wireless survey';
  const course = await scheduleCourse(
    request,
    teacher,
    [placed, chooser],
    [{ kind: 'project', title, startsIn: -HOUR, lasts: 14 * DAY }],
  );
  const projectId = course.items[0]!._id;

  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/editproject/${course.courseId}/${projectId}`);
  const groups = teacherPage.getByRole('region', { name: 'Groups' });
  await groups.getByRole('switch', { name: /^Students choose their group/ }).check();
  await groups.getByRole('textbox', { name: 'Largest group size' }).fill('2');
  await groups.getByRole('button', { name: 'Save group rules' }).click();
  await expect(teacherPage.getByText('The group rules are saved.')).toBeVisible();
  await groups.getByRole('button', { name: 'Add group' }).click();
  await groups.getByRole('textbox', { name: 'Group name' }).fill('Access points');
  await groups.getByRole('textbox', { name: 'Members of Access points' }).click();
  await teacherPage.getByRole('option', { name: 'Sam Student' }).click();
  await groups.getByRole('button', { name: 'Save groups' }).click();
  await expect(teacherPage.getByText('The groups are saved.')).toBeVisible();

  const page = await signedInPage(browser, chooser);
  await page.goto(`/viewproject/${course.courseId}/${projectId}`);
  const choose = page.getByRole('region', { name: 'Choose a group' });
  await expect(choose.getByText('1 of 2 · Sam Student')).toBeVisible();
  await expect(page.getByRole('region', { name: "Your group's work" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await choose.getByRole('button', { name: 'Join Access points' }).click();
  await expect(page.getByText('You joined Access points.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your group: Access points' })).toContainText(
    'Sam Student, Sid Student',
  );
  const work = page.getByRole('region', { name: "Your group's work" });
  await expect(work.getByText('Not started')).toBeVisible();
  await expect(work.getByRole('textbox', { name: "Your group's answer" })).toBeVisible();
});

test('a lab that refuses late work closes at its deadline; an open one is handed in, marked out of 10 and released', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student2', 'Sara Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [
      { kind: 'lab', title: 'Cabling lab', startsIn: -3 * DAY, lasts: 2 * DAY },
      { kind: 'lab', title: 'Crimping lab', startsIn: -HOUR, lasts: 2 * DAY },
    ],
  );
  const ended = course.items[0]!;
  const open = course.items[1]!;

  // The teacher refuses late work on the lab that has ended, and marks the other out of 10.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/editlab/${course.courseId}/${ended._id}`);
  await teacherPage.getByRole('radio', { name: 'Refuse after the deadline' }).check();
  await teacherPage.getByRole('button', { name: 'Save marking' }).click();
  await expect(teacherPage.getByText('The marking is saved.')).toBeVisible();
  await teacherPage.goto(`/editlab/${course.courseId}/${open._id}`);
  await teacherPage.getByRole('textbox', { name: 'Marked out of' }).fill('10');
  await teacherPage.getByRole('button', { name: 'Save marking' }).click();
  await expect(teacherPage.getByText('The marking is saved.')).toBeVisible();

  // The student: the ended lab says why nothing can be handed in; the open one is handed in.
  const studentPage = await signedInPage(browser, student);
  await studentPage.goto(`/viewlab/${course.courseId}/${ended._id}`);
  const closedWork = studentPage.getByRole('region', { name: 'Your work' });
  await expect(closedWork.getByText('The deadline has passed and late work is not accepted.')).toBeVisible();
  await expect(closedWork.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await studentPage.goto(`/viewlab/${course.courseId}/${open._id}`);
  const work = studentPage.getByRole('region', { name: 'Your work' });
  await work.getByRole('textbox', { name: 'Your answer' }).fill('RJ45 ends crimped to T568B, tested.');
  await work.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(studentPage, 'Hand in your work?', 'Submit');
  await expect(work.getByText('Handed in', { exact: true })).toBeVisible();

  // The teacher marks it out of 10 from the lab's list and releases it.
  await teacherPage.goto(`/labassessmentlist/${course.courseId}/${open._id}`);
  const row = teacherPage.getByRole('row', { name: /Sara Student/ });
  await row.getByRole('button', { name: 'Open the work of Sara Student' }).click();
  const drawer = teacherPage.getByRole('dialog', { name: 'Grade the work' });
  await expect(drawer.getByText('RJ45 ends crimped to T568B, tested.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Mark, out of 10' }).fill('9');
  await drawer.getByRole('button', { name: 'Save mark' }).click();
  await expect(
    teacherPage.getByText('The mark is saved. Students see it once you release the marks.'),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await teacherPage.getByRole('button', { name: 'Release marks (1)' }).click();
  await confirmIn(teacherPage, 'Release the marks?', 'Release');
  await expect(teacherPage.getByText('1 mark was released.')).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);

  await studentPage.reload();
  await expect(
    studentPage.getByRole('region', { name: 'Your mark' }).getByText('9 / 10', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);
});
