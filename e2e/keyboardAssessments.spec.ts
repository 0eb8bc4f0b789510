import { expect, type Locator, type Page } from '@playwright/test';
import type { Question } from '../src/core/schemas/assessments';
import { seriousViolations } from './support/axe';
import { HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoPerson } from './support/people';
import { openLiveWith, PLAIN } from './support/questions';
import { signedInWindow, toastWith } from './support/realtime';

const QUESTIONS: Question[] = [
  {
    _id: 'kb-brief',
    ...PLAIN,
    type: 'brief',
    text: '<p>Why does a router keep a routing table?</p>',
    choices: [],
    answer: 'To choose the next hop for each destination network.',
    marks: 4,
    feedback: '',
  },
  {
    _id: 'kb-layer',
    ...PLAIN,
    type: 'mcq',
    text: '<p>Which layer does IP belong to?</p>',
    choices: ['Link', 'Network', 'Transport'],
    answer: 'Network',
    marks: 2,
    feedback: '',
  },
];

/** More Tab presses than any page here has stops before the one looked for: past it, the control is unreachable. */
const MAX_TABS = 80;

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails if it never does (the
 * control cannot be reached with the keyboard).
 */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab within ${MAX_TABS} presses`).toBeFocused();
}

/** The focused control is wholly above or below `bar`, not under it. */
async function expectClearOf(control: Locator, bar: Locator) {
  const [box, barBox] = await Promise.all([control.boundingBox(), bar.boundingBox()]);
  if (!box || !barBox) throw new Error(`${control} and ${bar} should both be on the page`);
  const clear = box.y + box.height <= barBox.y || box.y >= barBox.y + barBox.height;
  expect(
    clear,
    `${control} at ${box.y}-${box.y + box.height}, the bar at ${barBox.y}-${barBox.y + barBox.height}`,
  ).toBe(true);
}

test('with the keyboard alone, a student opens a course from the dashboard, sits a test and hands it in, and the teacher marks it', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const title = 'Keyboard quiz';
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'test', title, startsIn: -5 * MINUTE, lasts: HOUR }],
    // Named apart: the worker's demo school holds other journeys' courses of the default name.
    { name: `Keyboard course ${Date.now() % 100_000}` },
  );
  const testId = course.items[0]!._id;
  await openLiveWith(request, teacher, testId, QUESTIONS);

  // The student: from the dashboard to the course, and from the course to the test.
  const { page } = await signedInWindow(browser, student.username, student.password);
  const courseLink = page
    .getByRole('region', { name: 'Your courses' })
    .getByRole('link', { name: new RegExp(course.name) });
  await tabTo(page, courseLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/viewcourse/${course.courseId}$`));
  await tabTo(page, page.getByRole('link', { name: `Start: ${title}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/answerLiveTest/${course.courseId}/${testId}$`));

  // Start puts the focus on the first question, which a screen reader then reads.
  await tabTo(page, page.getByRole('button', { name: 'Start', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeFocused();
  const brief = page.getByRole('textbox', { name: 'Your answer to question 1' });
  await tabTo(page, brief);
  await page.keyboard.type('It picks the next hop for each packet.');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeFocused();

  // The choices are one radio group: Tab enters it, the arrows pick.
  await tabTo(page, page.getByRole('radio', { name: 'Link' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Network' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Question 2, answered' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('status', { name: 'Saving of your answers' })).toHaveText('Saved');
  expect(await seriousViolations(page)).toEqual([]);

  // Handing in asks first; once it is confirmed, the focus is on what happened.
  await tabTo(page, page.getByRole('button', { name: 'Hand in' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hand in your answers?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Hand in' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeFocused();
  await expect(page.getByText('2 of 2 questions answered.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The teacher: the attempt from the answer list, a mark typed, saved with the focus left on Save.
  const teacherWindow = await signedInWindow(browser, teacher.username, teacher.password);
  const marking = teacherWindow.page;
  await marking.goto(`/TestAnswerList/${course.courseId}/${testId}`);
  await tabTo(marking, marking.getByRole('link', { name: 'Mark attempt 1 of Sam Student' }));
  await marking.keyboard.press('Enter');
  await expect(marking).toHaveURL(new RegExp(`/TestAssessment/${course.courseId}/${testId}/`));
  const mark = marking.getByRole('textbox', { name: 'Mark for question 1, out of 4' });
  // On a phone the field reached by Tab scrolls clear of the sticky save bar, not under it (WCAG 2.4.11).
  await marking.setViewportSize({ width: 375, height: 560 });
  await tabTo(marking, mark);
  await expectClearOf(mark, marking.getByRole('region', { name: 'Save the marks' }));
  await marking.setViewportSize({ width: 1280, height: 720 });
  await marking.keyboard.press('ControlOrMeta+A');
  await marking.keyboard.type('3');
  await expect(marking.getByText('Total: 5 / 6', { exact: true })).toBeVisible();
  await expect(marking.getByRole('status').filter({ hasText: 'Not saved yet.' })).toBeVisible();
  const save = marking.getByRole('button', { name: 'Save', exact: true });
  await tabTo(marking, save);
  await marking.keyboard.press('Enter');
  await expect(
    toastWith(marking, 'The marks are saved. The student sees them once you release the marks.'),
  ).toBeVisible();
  await expect(save).toBeFocused();
  await expect(marking.getByRole('status').filter({ hasText: 'Not saved yet.' })).toHaveCount(0);
  expect(await seriousViolations(marking)).toEqual([]);
});
