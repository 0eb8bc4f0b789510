import { expect } from '@playwright/test';
import { HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoCast, expectOk, signedInPage } from './support/people';
import { PLAIN } from './support/questions';
import { expectFitsWidth } from './support/screenFit';

// A brief answer for the teacher to mark (8 marks) and a choice the engine marks (2): out of 10.
const QUESTIONS = [
  {
    _id: 'why-routers',
    ...PLAIN,
    type: 'brief',
    text: '<p>Why does a router keep a routing table?</p>',
    choices: [],
    answer: 'To choose the next hop for each destination network.',
    marks: 8,
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

/**
 * Issue 37, broken point 4: a test handed in and released at 9 / 10 no longer offers "Start" on the student's
 * course page or control panel, but says "Marked 9 / 10" beside "View result"; the teacher's course page counts
 * what is handed in and what waits for a mark.
 */
test("a student's lists show their marked test, and the teacher's list counts what is handed in and to mark", async ({
  browser,
  request,
}) => {
  const [teacher, sam, sara] = await demoCast(request);
  const title = `Routing quiz ${Date.now().toString(36)}`;
  const course = await scheduleCourse(
    request,
    teacher,
    [sam, sara],
    [{ kind: 'test', title, startsIn: -5 * MINUTE, lasts: 2 * HOUR }],
  );
  const testId = course.items[0]!._id;
  const teacherApi = await apiSignIn(request, teacher.username, teacher.password);
  const asTeacher = async (path: string, data: object, what: string) =>
    expectOk<{ data: unknown }>(
      await request.post(`/api/v1/test/${path}`, { headers: teacherApi.headers, data }),
      what,
    );
  await asTeacher('saveQuestions', { itemId: testId, questions: QUESTIONS }, 'write the questions');
  await asTeacher('openLive', { itemId: testId }, 'open the sitting');

  // Both students sit it and hand it in; the brief answers wait for the teacher.
  const attempts: Record<string, string> = {};
  for (const student of [sam, sara]) {
    const { headers } = await apiSignIn(request, student.username, student.password);
    const post = async <T>(path: string, data: object, what: string) =>
      expectOk<T>(
        await request.post(`/api/v1/test/${path}`, { headers, data }),
        `${student.username}: ${what}`,
      );
    const started = await post<{ data: { attempt: { _id: string } } }>(
      'startAttempt',
      { itemId: testId },
      'start',
    );
    const attemptId = started.data.attempt._id;
    attempts[student.username] = attemptId;
    await post('saveAnswer', { attemptId, questionId: 'which-layer', answer: 'Network', seq: 1 }, 'choose');
    await post(
      'saveAnswer',
      { attemptId, questionId: 'why-routers', answer: 'To know where to send packets.', seq: 2 },
      'write',
    );
    await post('submitAttempt', { attemptId }, 'hand in');
  }

  // The teacher's course page counts both handed in, both waiting for a mark.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/editcourse/${course.courseId}`);
  const teacherRow = teacherPage.getByRole('listitem').filter({ hasText: title });
  await expect(teacherRow.getByText('2 handed in · 2 to mark')).toBeVisible();

  // Sam's attempt is marked 7 + 2 = 9 out of 10 and released; Sara's still waits.
  await asTeacher(
    'gradeAttempt',
    { attemptId: attempts[sam.username], marks: [{ questionId: 'why-routers', mark: 7 }], feedback: '' },
    "mark Sam's attempt",
  );
  await asTeacher('release', { itemId: testId }, 'release the marks');
  await teacherPage.reload();
  await expect(teacherRow.getByText('2 handed in · 1 to mark')).toBeVisible();

  // Sam's course page: the mark and "View result", no "Start".
  const samPage = await signedInPage(browser, sam);
  await samPage.goto(`/viewcourse/${course.courseId}`);
  const samRow = samPage.getByRole('listitem').filter({ hasText: title });
  await expect(samRow.getByText('Marked 9 / 10')).toBeVisible();
  await expect(samRow.getByRole('link', { name: `View result: ${title}` })).toBeVisible();
  await expect(samRow.getByRole('button', { name: `Start: ${title}` })).toHaveCount(0);
  await expect(samRow.getByRole('link', { name: `Start: ${title}` })).toHaveCount(0);
  await samPage.setViewportSize({ width: 375, height: 800 });
  await expectFitsWidth(samPage, 375);
  await samPage.setViewportSize({ width: 1280, height: 800 });

  // The same on the control panel; "View result" opens the result.
  await samPage.goto('/control_panel_student');
  // Today's list, or the coming one for a run just past midnight: the test started five minutes ago.
  const panelRow = samPage
    .getByRole('list', { name: /^(Today's items|Items of the next \d+ days)$/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(panelRow.getByText('Marked 9 / 10')).toBeVisible();
  await expect(panelRow.getByRole('link', { name: `Start: ${title}` })).toHaveCount(0);
  await panelRow.getByRole('link', { name: `View result: ${title}` }).click();
  await expect(samPage).toHaveURL(new RegExp(`/TestAssessmentLive/${course.courseId}/${testId}$`));
  await expect(samPage.getByLabel('Mark: 9 out of 10')).toBeVisible();

  // Sara's is handed in and not released: no mark, no hint of one, and no "Start" again.
  const saraPage = await signedInPage(browser, sara);
  await saraPage.goto(`/viewcourse/${course.courseId}`);
  const saraRow = saraPage.getByRole('listitem').filter({ hasText: title });
  await expect(saraRow.getByText('Handed in', { exact: true })).toBeVisible();
  await expect(saraRow.getByText(/Marked/)).toHaveCount(0);
  await expect(saraRow.getByRole('link', { name: `Open: ${title}` })).toBeVisible();
});
