import { expect, type Page } from '@playwright/test';
import { buildScormPackage } from '../src/server/test/scormPackages';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoCast, expectOk, signedInPage } from './support/people';

/**
 * Issue 39, "SCORM packages": a package plays on the content origin, apart from the app. Inside it, its script
 * cannot read the app's storage (another origin) nor call the app's API (it has no token, and the content origin's
 * policy lets it connect to nothing but itself); only the runtime's calls, from its own frame, reach the runtime.
 * A 1.2 and a 2004 package report completion and score, which the unit and the teacher's class progress show.
 */

/** Run in the package's page once it has reported: what it can reach of the app, written on its page. */
const probe = (appOrigin: string) => `
  var found = {};
  try { found.ownStorage = Object.keys(window.localStorage).join(',') || 'empty'; } catch (e) { found.ownStorage = 'error ' + e.name; }
  try { found.appStorage = 'read ' + window.parent.localStorage.length; } catch (e) { found.appStorage = 'refused ' + e.name; }
  fetch(${JSON.stringify(`${appOrigin}/api/v1/course/getCourse/me`)})
    .then(function (r) { return 'answered ' + r.status; }, function (e) { return 'refused ' + e.name; })
    .then(function (fetched) {
      found.appApi = fetched;
      var out = document.createElement('pre'); out.id = 'probe'; out.textContent = JSON.stringify(found);
      document.body.appendChild(out);
    });`;

const frameOf = (page: Page) => page.frameLocator('[data-testid="scorm-frame"]');

test('a SCORM package plays on its own origin: no app storage, no app API, only runtime calls pass', async ({
  browser,
  request,
  baseURL,
}) => {
  const [teacher, student] = await demoCast(request);
  const { courseId, items } = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'selfLearning', title: 'Safety at work', startsIn: -HOUR, lasts: 30 * DAY, manual: true }],
  );
  const unitId = items[0]!._id;
  const teacherApi = await apiSignIn(request, teacher.username, teacher.password);
  // The 2004 package passes; the 1.2 one reports itself incomplete, which a forged message would turn to passed.
  for (const [version, title, status, score] of [
    ['2004', 'First aid', 'passed', 90],
    ['1.2', 'Fire safety', 'incomplete', 40],
  ] as const) {
    const zip = await buildScormPackage({ version, title, status, score, probe: probe(baseURL!) });
    await expectOk(
      await request.post(`/api/v1/selflearning/uploadPackage/${unitId}`, {
        headers: teacherApi.headers,
        multipart: { file: { name: `${title}.zip`, mimeType: 'application/zip', buffer: zip } },
      }),
      `upload ${title}`,
    );
  }

  const studentApi = await apiSignIn(request, student.username, student.password);
  const status = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/selflearning/begin', {
      headers: studentApi.headers,
      data: { selflearningId: unitId },
    }),
    'begin the unit',
  );
  const page = await signedInPage(browser, student);
  await page.goto(`/SelfLearningView/${courseId}/${unitId}/${status.data._id}`);
  await expect(page.getByTestId('unit-progress')).toHaveText('0 of 2 modules complete');

  const frame = frameOf(page);
  await page.getByRole('button', { name: 'Open First aid' }).click();
  await expect(frame.locator('h1')).toHaveText('A SCORM 2004 lesson');
  await expect(frame.locator('#log')).toContainText('reported');
  const found = JSON.parse((await frame.locator('#probe').textContent()) ?? '{}');
  // The app keeps its session in its own storage; the package's origin has none of it, and cannot reach the app's.
  const appKeys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(appKeys.length).toBeGreaterThan(0);
  expect(found.ownStorage).toBe('empty');
  expect(found.appStorage).toBe('refused SecurityError');
  expect(found.appApi).toBe('refused TypeError');
  const frameUrl = await page.getByTestId('scorm-frame').getAttribute('src');
  expect(new URL(frameUrl!).origin).not.toBe(new URL(baseURL!).origin);
  await expect(page.getByTestId('unit-progress')).toHaveText('1 of 2 modules complete');

  // Open once the unit has heard that the first module is complete (until then the second is locked).
  await expect(page.getByRole('button', { name: 'Start: Fire safety' })).toBeVisible();
  // The button is below the package's frame, which has its own process: Chromium routes a click made in the same
  // moment as the scroll that brings the button up to the frame that stood there before it (no event reaches the
  // page), which a person, who scrolls and then clicks, never meets. So the journey scrolls first, as they do.
  const openSecond = page.getByRole('button', { name: 'Open Fire safety' });
  await openSecond.scrollIntoViewIfNeeded();
  await expect(openSecond).toBeInViewport();
  await openSecond.click();
  await expect(page.getByRole('region', { name: 'Fire safety' })).toBeVisible();
  await expect(frame.locator('h1')).toHaveText('A SCORM 1.2 lesson');
  await expect(frame.locator('#log')).toContainText('reported');
  await expect(page.getByTestId('unit-progress')).toHaveText('1 of 2 modules complete');
  const progressLines = async () =>
    (
      await expectOk<{ data: { progress: { state: string; scorePercent: number | null }[] } }>(
        await request.get(`/api/v1/selflearning/getCurrentStudent/${unitId}/${student.userId}`, {
          headers: studentApi.headers,
        }),
        'the student’s progress',
      )
    ).data.progress.map(({ state, scorePercent }) => ({ state, scorePercent }));
  // The package's own report has arrived: incomplete, 40 %.
  await expect.poll(progressLines).toContainEqual({ state: 'open', scorePercent: 40 });
  const commits: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/scormCommit')) commits.push(sent.url());
  });
  // Runtime calls from the app's own window (not the package's frame, not the content origin) are not answered:
  // had they been, the module would now be passed and committed. A last message of its own shows they were all
  // delivered.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const calls = [
          ['LMSInitialize', ['']],
          ['LMSSetValue', ['cmi.core.lesson_status', 'passed']],
          ['LMSCommit', ['']],
        ] as const;
        for (const [method, params] of calls)
          window.postMessage({ messageId: `forged-${method}`, method, params }, '*');
        window.addEventListener('message', (event) => event.data === 'delivered' && resolve());
        window.postMessage('delivered', '*');
      }),
  );
  await page.getByRole('button', { name: 'Close the package' }).click();
  expect(commits).toEqual([]);
  expect(await progressLines()).toEqual(
    expect.arrayContaining([
      { state: 'complete', scorePercent: 90 },
      { state: 'open', scorePercent: 40 },
    ]),
  );

  const progress = await expectOk<{
    data: { student: { _id: string }; modulesDone: number; timeSpentSeconds: number }[];
  }>(
    await request.get(`/api/v1/selflearning/classProgress/${unitId}`, { headers: teacherApi.headers }),
    'class progress',
  );
  const row = progress.data.find((entry) => entry.student._id === student.userId)!;
  expect(row).toMatchObject({ modulesDone: 1, timeSpentSeconds: 180 });
});
