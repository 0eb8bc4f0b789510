import { type APIRequest, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../src/core/constants';
import type { Question } from '../src/core/schemas/assessments';
import { signInWithForm } from './support/accounts';
import { seriousViolations } from './support/axe';
import { HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoPerson, expectOk, type Person } from './support/people';
import { openLiveWith, PLAIN } from './support/questions';
import { expectSameDocument, markDocument, signedInWindow, toastWith } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';

const PHONE = { width: 390, height: 800 };

const QUESTIONS: Question[] = [
  {
    _id: 'why-routers',
    ...PLAIN,
    type: 'brief',
    text: '<p>Why does a router keep a routing table?</p>',
    choices: [],
    answer: 'To choose the next hop for each destination network.',
    marks: 4,
    feedback: '',
  },
  {
    _id: 'which-layer',
    ...PLAIN,
    type: 'mcq',
    text: '<p>Which layer does IP belong to?</p>',
    choices: ['Link', 'Network', 'Transport'],
    answer: 'Network',
    marks: 2,
    feedback: '',
  },
];

/** A student's own API session: their own request context, signed in through the API. */
async function studentSession(playwright: { request: APIRequest }, baseURL: string, person: Person) {
  const context = await playwright.request.newContext({ baseURL });
  const { headers } = await apiSignIn(context, person.username, person.password);
  const post = async <T>(path: string, data: object, what: string) =>
    expectOk<T>(await context.post(`/api/v1/test/${path}`, { headers, data }), `${person.username}: ${what}`);
  return { context, headers, post };
}

/** The confirm dialog's button, once the dialog with this title is open. */
const confirmIn = (page: Page, title: string, button: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: button }).click();

test('a teacher proctors a live test (two students in, one loses focus and is terminated), marks both attempts one after the other and releases them', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const [teacher, sam, sara, sid] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
    demoPerson(request, 'student2', 'Sara Student', 'student'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const title = 'Routing quiz';
  const course = await scheduleCourse(
    request,
    teacher,
    [sam, sara, sid],
    [{ kind: 'test', title, startsIn: -5 * MINUTE, lasts: HOUR }],
  );
  const testId = course.items[0]!._id;
  await openLiveWith(request, teacher, testId, QUESTIONS);

  // Two students start it, each from their own session; Sid does not (yet).
  const samApi = await studentSession(playwright, baseURL!, sam);
  const saraApi = await studentSession(playwright, baseURL!, sara);
  const samAttempt = (
    await samApi.post<{ data: { attempt: { _id: string } } }>('startAttempt', { itemId: testId }, 'start')
  ).data.attempt._id;
  const saraAttempt = (
    await saraApi.post<{ data: { attempt: { _id: string } } }>('startAttempt', { itemId: testId }, 'start')
  ).data.attempt._id;
  // Sara writes a brief answer for her teacher to read (a blank one would be marked 0 by itself, issue 37).
  await saraApi.post(
    'saveAnswer',
    { attemptId: saraAttempt, questionId: 'why-routers', answer: 'I am not sure.', seq: 1 },
    'answer',
  );

  // The proctor sees both, with the time left and nothing answered yet; Sid, not started, is not sitting now.
  const { page, live } = await signedInWindow(browser, teacher.username, teacher.password);
  await page.goto(`/proctor/${course.courseId}/test/${testId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await live.joined(['proctor']);
  const samRow = page.getByRole('row', { name: /Sam Student/ });
  const saraRow = page.getByRole('row', { name: /Sara Student/ });
  await expect(samRow.getByRole('cell', { name: '0 of 2' })).toBeVisible();
  await expect(saraRow.getByRole('cell', { name: /^\d+:\d\d$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sitting now (2)' })).toBeChecked();
  await expect(page.getByText('2 sitting now · 0 handed in · 1 not started')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sid Student/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No focus lost so far.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // What the students do reaches the page as it happens, without a reload.
  const mark = await markDocument(page);
  await samApi.post(
    'saveAnswer',
    { attemptId: samAttempt, questionId: 'which-layer', answer: 'Network', seq: 1 },
    'answer',
  );
  await expect(samRow.getByRole('cell', { name: '1 of 2' })).toBeVisible();
  await saraApi.post('reportFocus', { attemptId: saraAttempt, event: 'hidden' }, 'hide the tab');
  await expect(saraRow.getByText(/Tab hidden, not back yet/)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Newest focus loss: Sara Student, tab hidden at / }),
  ).toBeVisible();
  await expect(saraRow.getByText('Newest')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saraApi.post('reportFocus', { attemptId: saraAttempt, event: 'visible' }, 'show the tab again');
  await expect(saraRow.getByText(/Tab hidden, back after \d+ s/)).toBeVisible();
  await expectSameDocument(page, mark);

  // The proctor terminates Sara, from the keyboard; the dialog says what she will see, and her sitting ends.
  await saraRow.getByRole('button', { name: "Terminate Sara Student's sitting" }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: "Terminate Sara Student's sitting?" });
  await expect(dialog.getByText(MESSAGES.proctorTerminated)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A destructive confirmation opens on its safe button (issue 38): Terminate is one Tab away.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Terminate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, "Sara Student's sitting was terminated.")).toBeVisible();
  await expect(saraRow).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Sitting now (1)' })).toBeChecked();
  const refused = await saraApi.context.post('/api/v1/test/saveAnswer', {
    headers: saraApi.headers,
    data: { attemptId: saraAttempt, questionId: 'which-layer', answer: 'Link', seq: 1 },
  });
  expect(refused.status()).toBe(409);

  // Everyone: Sara's sitting with how it ended, and Sid, expected, as not started (issue 37).
  await page.locator('label').filter({ hasText: 'Everyone (3)' }).click();
  await expect(page).toHaveURL(new RegExp(`/proctor_all/${course.courseId}/test/${testId}$`));
  const saraOnRoster = page.getByRole('row', { name: /Sara Student/ });
  await expect(saraOnRoster.getByText('Terminated by the proctor')).toBeVisible();
  await expect(saraOnRoster.getByText(/Tab hidden, back after \d+ s/)).toBeVisible();
  const sidOnRoster = page.getByRole('row', { name: /Sid Student/ });
  await expect(sidOnRoster.getByText('Not started')).toBeVisible();
  await expect(sidOnRoster.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('1 sitting now · 1 handed in · 1 not started')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Across the teacher's courses, the test waits to be marked and leads to its answers.
  await page.goto('/evaluate/test');
  const waiting = page.getByRole('listitem').filter({ hasText: title });
  // Sara's attempt waits: her brief answer. Sam still sits.
  await expect(waiting.getByText('1 attempt to mark', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await waiting.getByRole('link', { name: `Answers of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/TestAnswerList/${course.courseId}/${testId}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const samLine = page.getByRole('row', { name: /Sam Student/ });
  const saraLine = page.getByRole('row', { name: /Sara Student/ });
  await expect(samLine).toBeVisible();

  // Sam answers the brief question and hands in: the list follows without a reload.
  const listed = await markDocument(page);
  await samApi.post(
    'saveAnswer',
    {
      attemptId: samAttempt,
      questionId: 'why-routers',
      answer: 'It picks where each packet goes next.',
      seq: 1,
    },
    'answer',
  );
  await samApi.post('submitAttempt', { attemptId: samAttempt }, 'hand in');
  await expect(samLine.getByRole('cell', { name: 'to mark (1)' })).toBeVisible();
  await expectSameDocument(page, listed);
  await expect(saraLine.getByText('Terminated by the proctor')).toBeVisible();
  await expect(saraLine.getByRole('cell', { name: 'to mark (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release marks (0)' })).toBeDisabled();
  const show = page.getByRole('textbox', { name: 'Show' });
  await show.click();
  await page.getByRole('option', { name: 'To mark (2)' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  // The brief answer is marked; the total follows the marks as they are typed.
  await samLine.getByRole('link', { name: 'Mark attempt 1 of Sam Student' }).click();
  await expect(page).toHaveURL(new RegExp(`/TestAssessment/${course.courseId}/${testId}/${samAttempt}$`));
  const brief = page.getByRole('region', { name: 'Question 1' });
  await expect(brief.getByText('It picks where each packet goes next.')).toBeVisible();
  await expect(brief.getByText(/^Model answer: To choose the next hop/)).toBeVisible();
  const choice = page.getByRole('region', { name: 'Question 2' });
  await expect(choice.getByRole('listitem').filter({ hasText: 'Network' }).getByText('Picked')).toBeVisible();
  await expect(
    choice.getByRole('listitem').filter({ hasText: 'Network' }).getByText('Right answer'),
  ).toBeVisible();
  await expect(choice.getByText('Marked by the engine: 2 / 2')).toBeVisible();
  await expect(page.getByText('Total: 2 / 6 · 1 answer to mark')).toBeVisible();
  await brief.getByRole('textbox', { name: 'Mark for question 1, out of 4' }).fill('3.5');
  await expect(page.getByText('Total: 5.5 / 6', { exact: true })).toBeVisible();
  await brief.getByRole('textbox', { name: 'Feedback on question 1' }).fill('Say what the next hop is.');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Leaving with marks typed and not saved asks first.
  await page.getByRole('link', { name: '← All the attempts' }).click();
  await confirmIn(page, 'Leave without saving?', 'Stay');
  await expect(page).toHaveURL(new RegExp(`/TestAssessment/${course.courseId}/${testId}/${samAttempt}$`));
  await page.getByRole('button', { name: 'Save and next to mark' }).click();
  await expect(toastWith(page, 'The marks are saved. Here is the next attempt to mark.')).toBeVisible();

  // Next to mark: Sara's brief answer, given 0.
  await expect(page).toHaveURL(new RegExp(`/TestAssessment/${course.courseId}/${testId}/${saraAttempt}$`));
  await expect(page.getByRole('heading', { name: 'Sara Student, attempt 1' })).toBeVisible();
  await expect(page.getByText('Terminated by the proctor')).toBeVisible();
  await expect(brief.getByText('I am not sure.')).toBeVisible();
  await expect(page.getByText('Total: 0 / 6 · 1 answer to mark')).toBeVisible();
  await brief.getByRole('textbox', { name: 'Mark for question 1, out of 4' }).fill('0');
  await expect(page.getByText('Total: 0 / 6', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    toastWith(page, 'The marks are saved. The student sees them once you release the marks.'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet.' })).toHaveCount(0);

  // Released from the answer list: both students are told.
  await page.getByRole('link', { name: '← All the attempts' }).click();
  await expect(samLine.getByRole('cell', { name: '5.5 / 6' })).toBeVisible();
  await expect(saraLine.getByRole('cell', { name: '0 / 6' })).toBeVisible();
  await page.getByRole('button', { name: 'Release marks (2)' }).click();
  await confirmIn(page, 'Release the marks?', 'Release');
  await expect(toastWith(page, '2 marks were released. The students are told.')).toBeVisible();
  await expect(samLine.getByText('Released')).toBeVisible();
  const result = await expectOk<{ data: { attempt: { mark: number | null; state: string } } }>(
    await samApi.context.get(`/api/v1/test/getSubmitCurrent/${testId}`, { headers: samApi.headers }),
    'Sam reads his result',
  );
  expect(result.data.attempt).toMatchObject({ state: 'released', mark: 5.5 });

  // On a phone: the proctor's students as cards and the marking page, both within the screen.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInWithForm(phone, teacher.username, teacher.password);
  await expect(phone).toHaveURL(/\/dashboard$/);
  await phone.goto(`/proctor_all/${course.courseId}/test/${testId}`);
  const card = phone.getByRole('listitem').filter({ hasText: 'Sara Student' });
  await expect(card.getByText('Terminated by the proctor')).toBeVisible();
  await expect(card.getByText(/Tab hidden, back after \d+ s/)).toBeVisible();
  await expect(
    phone.getByRole('listitem').filter({ hasText: 'Sid Student' }).getByText('Not started'),
  ).toBeVisible();
  await expectFitsWidth(phone, PHONE.width);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.goto(`/TestAssessment/${course.courseId}/${testId}/${samAttempt}`);
  await expect(phone.getByText('Total: 5.5 / 6', { exact: true })).toBeVisible();
  const save = phone.getByRole('button', { name: 'Save and next to mark' });
  await expect(save).toBeInViewport();
  await expectFitsWidth(phone, PHONE.width);
  expect(await seriousViolations(phone)).toEqual([]);

  await samApi.context.dispose();
  await saraApi.context.dispose();
});

test("a student's closed sitting tab shows the proctor since when they are gone, until they are back (issue 37)", async ({
  browser,
  request,
}) => {
  const [teacher, sid] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [sid],
    [{ kind: 'test', title: 'Subnet quiz', startsIn: -5 * MINUTE, lasts: HOUR }],
  );
  const testId = course.items[0]!._id;
  await openLiveWith(request, teacher, testId, QUESTIONS);
  const { page, live } = await signedInWindow(browser, teacher.username, teacher.password);
  await page.goto(`/proctor/${course.courseId}/test/${testId}`);
  await live.joined(['proctor']);
  await expect(page.getByText('0 sitting now · 0 handed in · 1 not started')).toBeVisible();

  // Sid starts in his own browser: on the roster, sitting and there.
  const { page: sidPage } = await signedInWindow(browser, sid.username, sid.password);
  const sittingPath = `/answerLiveTest/${course.courseId}/${testId}`;
  await sidPage.goto(sittingPath);
  await sidPage.getByRole('button', { name: 'Start', exact: true }).click();
  const sidRow = page.getByRole('row', { name: /Sid Student/ });
  await expect(sidRow.getByRole('cell', { name: '0 of 2' })).toBeVisible();
  await expect(sidRow.getByText(/^Disconnected since/)).toHaveCount(0);

  // He closes the tab: still sitting it, but gone since then.
  const sidBrowser = sidPage.context();
  await sidPage.close();
  await expect(sidRow.getByText(/^Disconnected since \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sitting now (1)' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // He opens the test again: back, and the proctor sees it.
  const back = await sidBrowser.newPage();
  await back.goto(sittingPath);
  await expect(back.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await expect(sidRow.getByText(/^Disconnected since/)).toHaveCount(0);
});

test('a proctor address that names no test says so', async ({ browser, request }) => {
  const teacher = await demoPerson(request, 'teacher', 'Tom Teacher', 'teacher');
  const { page } = await signedInWindow(browser, teacher.username, teacher.password);
  await page.goto('/proctor/some-course/lab/some-lab');
  await expect(page.getByRole('alert').filter({ hasText: 'No such test' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
