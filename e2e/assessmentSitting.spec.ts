import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../src/core/constants';
import { ASSESSMENT_CALLS, testCalls } from '../src/core/contracts/assessments';
import type { AssessmentKind } from '../src/core/itemKinds';
import type { AssessmentSettings } from '../src/core/schemas/assessments';
import { pdfWithText } from '../src/server/test/sampleFiles';
import { seriousViolations } from './support/axe';
import { HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoPerson, expectOk, type Person } from './support/people';
import { NETWORK_QUESTIONS } from './support/questions';
import { signedInWindow } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

/** A call of the test contracts with its path parameters filled in. */
const pathOf = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The teacher's side, through the API: settings, questions, and (live) opening the sitting. */
async function setUpTest(
  request: APIRequestContext,
  teacher: Person,
  itemId: string,
  settings: Partial<AssessmentSettings> & { mode: AssessmentSettings['mode'] },
  kind: AssessmentKind = 'test',
) {
  const calls = ASSESSMENT_CALLS[kind];
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  await expectOk(
    await request.post(calls.saveSettings.path, {
      headers,
      data: {
        itemId,
        attemptsAllowed: 1,
        shuffleQuestions: false,
        shuffleChoices: false,
        allowAnswerFile: false,
        ...settings,
      },
    }),
    'save the settings',
  );
  await expectOk(
    await request.post(calls.saveQuestions.path, { headers, data: { itemId, questions: NETWORK_QUESTIONS } }),
    'save the questions',
  );
  if (settings.mode === 'live')
    await expectOk(await request.post(calls.openLive.path, { headers, data: { itemId } }), 'open it live');
  return headers;
}

/** The seconds the clock shows ("29:41" → 1781). */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const parts = text.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const saving = (page: Page) => page.getByRole('status', { name: 'Saving of your answers' });

test('a student sits a live test: answers are saved as given, survive a reload and a lost network, and the result shows once the teacher releases it', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const title = 'Networks quiz';
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'test', title, startsIn: -5 * MINUTE, lasts: 30 * MINUTE }],
  );
  const testId = course.items[0]!._id;
  const headers = await setUpTest(request, teacher, testId, { mode: 'live' });

  // From the course page: Start leads to the offline route, which sends a live test to its live page.
  const { page } = await signedInWindow(browser, student.username, student.password);
  await page.goto(`/viewcourse/${course.courseId}`);
  await page.getByRole('link', { name: `Start: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/answerLiveTest/${course.courseId}/${testId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('30 minutes, counted from when you press Start.')).toBeVisible();
  await expect(page.getByText('4, worth 9 marks in all')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // One question at a time; each answer is saved as it is given.
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your answer to question 1' }).fill('Router');
  await expect(saving(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('textbox', { name: 'Your answer to question 2' })
    .fill('So that both sides agree on the first sequence numbers.');
  await expect(saving(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Question 3, not answered' }).click();
  await page.getByRole('radio', { name: 'Network' }).check();
  await expect(saving(page)).toHaveText('Saved');
  await expect(page.getByRole('button', { name: 'Question 3, answered' })).toBeVisible();
  await expect(page.getByText('3 of 4 answered')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A reload finds the same attempt, its answers, and the time really left (less, never reset).
  const before = await clockSeconds(page);
  expect(before).toBeLessThanOrEqual(30 * 60);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your answer to question 1' })).toHaveValue('Router');
  await expect.poll(() => clockSeconds(page)).toBeLessThan(before);
  await page.getByRole('button', { name: 'Question 3, answered' }).click();
  await expect(page.getByRole('radio', { name: 'Network' })).toBeChecked();

  // The network goes: the answer waits, saying so; it comes back: the answer is saved.
  await page.getByRole('button', { name: 'Question 4, not answered' }).click();
  await page.context().setOffline(true);
  await page.getByRole('checkbox', { name: 'TCP' }).check();
  await expect(saving(page)).toHaveText('Not saved yet — retrying');
  await page.getByRole('checkbox', { name: 'UDP' }).check();
  await page.context().setOffline(false);
  await expect(saving(page)).toHaveText('Saved', { timeout: timeBudget(20_000) });

  // Hand in: the confirmation names what is unanswered (nothing here), then the attempt is closed.
  await page.getByRole('button', { name: 'Hand in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand in your answers?' });
  await expect(dialog.getByText('Every question has an answer.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeVisible();
  await expect(page.getByText('4 of 4 questions answered.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'See your result' }).click();
  await expect(page).toHaveURL(new RegExp(`/TestAssessmentLive/${course.courseId}/${testId}$`));
  await expect(page.getByText('Handed in, marks not released yet')).toBeVisible();

  // The teacher marks the brief answer and releases (through the API: the marking pages are their own journey).
  const lines = await expectOk<{ data: { _id: string; student: { _id: string } }[] }>(
    await request.get(pathOf(testCalls.answerList.path, { refId: testId }), { headers }),
    'the answer list',
  );
  const attemptId = lines.data.find((line) => line.student._id === student.userId)!._id;
  await expectOk(
    await request.post(testCalls.gradeAttempt.path, {
      headers,
      data: {
        attemptId,
        marks: [{ questionId: 'q-brief', mark: 3, feedback: 'Name the sequence numbers.' }],
        feedback: 'Well done.',
      },
    }),
    'mark the brief answer',
  );
  await expectOk(
    await request.post(testCalls.release.path, { headers, data: { itemId: testId } }),
    'release the marks',
  );

  await page.reload();
  const marks = page.getByRole('region', { name: 'Your marks' });
  await expect(marks.getByLabel('Mark: 8 out of 9')).toBeVisible();
  await expect(marks.getByText('Well done.')).toBeVisible();
  await expect(marks.getByText('Name the sequence numbers.')).toBeVisible();
  await expect(marks.getByText('ICMP is a network-layer protocol.')).toBeVisible();
  await expect(marks.getByText('TCP, UDP').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('proctored on a phone: full screen at Start, leaving it is reported and can be undone, the sitting fits the screen, and the proctor ending it shows the SPEC §8 message', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student2', 'Sue Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'test', title: 'Proctored quiz', startsIn: -5 * MINUTE, lasts: HOUR }],
  );
  const testId = course.items[0]!._id;
  const headers = await setUpTest(request, teacher, testId, { mode: 'live' });

  const { page, live } = await signedInWindow(browser, student.username, student.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/proctor_s/${course.courseId}/${testId}`);
  await page.getByRole('button', { name: 'Enter full screen and start' }).click();
  const fullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
  await expect.poll(fullscreen).toBe(true);
  await page.getByRole('textbox', { name: 'Your answer to question 1' }).fill('switch');

  // Leaving full screen is told to the proctor, and the student is offered to go back.
  await page.evaluate(() => document.exitFullscreen());
  await expect
    .poll(async () => {
      const roster = await expectOk<{ data: { focusEvents: { event: string }[] }[] }>(
        await request.get(pathOf(testCalls.roster.path, { refId: testId }), { headers }),
        'the roster',
      );
      return roster.data[0]?.focusEvents.map((focus) => focus.event);
    })
    .toContain('fullscreenExit');
  await page.getByRole('button', { name: 'Return to full screen' }).click();
  await expect.poll(fullscreen).toBe(true);
  await expect(page.getByRole('button', { name: 'Return to full screen' })).toHaveCount(0);
  await expect(saving(page)).toHaveText('Saved');
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport({ ratio: 1 });
  // Nothing wider than the screen: no sideways scrolling to reach a part of the sitting.
  await expectFitsWidth(page, 390);
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: the navigator's buttons are reached and pressed with the keyboard.
  await page.getByRole('button', { name: 'Question 2, not answered' }).focus();
  await page.keyboard.press('Enter');
  // The new question's heading takes the focus, so the keyboard carries on from it.
  await expect(page.getByRole('heading', { name: 'Question 2 of 4' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Agree on sequence numbers.');
  await expect(page.getByRole('textbox', { name: 'Your answer to question 2' })).toHaveValue(
    'Agree on sequence numbers.',
  );
  await expect(saving(page)).toHaveText('Saved');

  // SPEC §4: the proctor terminates the attempt; the page ends the sitting at once with SPEC §8's words.
  await live.joined(['notification']);
  const lines = await expectOk<{ data: { _id: string; student: { _id: string } }[] }>(
    await request.get(pathOf(testCalls.answerList.path, { refId: testId }), { headers }),
    'the answer list',
  );
  const attemptId = lines.data.find((line) => line.student._id === student.userId)!._id;
  await expectOk(
    await request.post(testCalls.terminate.path, { headers, data: { attemptId, flag: true } }),
    'terminate the attempt',
  );
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.proctorTerminated })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Your answer/ })).toHaveCount(0);
});

test('an offline test is sat in its window with an answer file, and an exam not open yet sends the student away (SPEC §2)', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [
      { kind: 'test', title: 'Homework quiz', startsIn: -HOUR, lasts: 3 * HOUR },
      { kind: 'exam', title: 'Next week exam', startsIn: 7 * 24 * HOUR, lasts: HOUR },
    ],
  );
  const [open, later] = course.items;
  await setUpTest(request, teacher, open!._id, { mode: 'offline', allowAnswerFile: true });
  await setUpTest(request, teacher, later!._id, { mode: 'offline' }, 'exam');

  const { page } = await signedInWindow(browser, student.username, student.password);
  // Not open: SPEC §2's redirect, and the student is told why.
  await page.goto(`/submitOfflineExam/${course.courseId}/${later!._id}`);
  await expect(page).toHaveURL(/\/control_panel_student$/);
  await expect(page.getByText('This exam is not open now.')).toBeVisible();

  await page.goto(`/submitOfflineTest/${course.courseId}/${open!._id}`);
  await expect(page.getByText(/No time limit: hand in by /)).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText(/^Hand in by /)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Your answer to question 1' }).fill('hub');
  await expect(saving(page)).toHaveText('Saved');
  // The answer file goes with the upload helper, its percentage on a bar, and shows once the server has it.
  await page.getByLabel('Choose files to add').setInputFiles({
    name: 'My working.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText([['My working', 'A hub repeats every frame to every port.']]),
  });
  await expect(page.getByRole('link', { name: 'My working.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Hand in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand in your answers?' });
  await expect(dialog.getByText('Questions 2, 3 and 4 have no answer yet.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the clock warns at 5 minutes and at 1, and at zero the page stops taking answers and hands them in', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'test', title: 'Timed quiz', startsIn: -5 * MINUTE, lasts: 30 * MINUTE }],
  );
  const testId = course.items[0]!._id;
  await setUpTest(request, teacher, testId, { mode: 'live' });

  const { page } = await signedInWindow(browser, student.username, student.password);
  // The page's own clock is moved on; the server's deadline is its own (the page hands in before it).
  await page.clock.install();
  await page.goto(`/answerLiveTest/${course.courseId}/${testId}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const answer = page.getByRole('textbox', { name: 'Your answer to question 1' });
  await answer.fill('bridge');
  await expect(saving(page)).toHaveText('Saved');

  await page.clock.fastForward('25:30');
  await expect(page.getByRole('alert').filter({ hasText: '5 minutes left.' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^4 minutes \d+ seconds left$/);
  await page.clock.fastForward('04:00');
  await expect(page.getByRole('alert').filter({ hasText: /^1 minute left\./ })).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeVisible();
  await expect(answer).toHaveCount(0);
  await expect(page.getByText('1 of 4 questions answered.', { exact: false })).toBeVisible();
});
