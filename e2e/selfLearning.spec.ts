import { expect, type Locator, type Page } from '@playwright/test';
import { pdfWithText } from '../src/server/test/sampleFiles';
import { uniqueName } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoPerson, signedInPage } from './support/people';
import { recordedWebm } from './support/recordedVideo';
import { timeBudget } from './support/serverEnv';

/** A module's form on the unit's edit page: its kind picked, a file uploaded through the course's files, added. */
async function addModule(
  page: Page,
  kind: 'Video' | 'Document' | 'Test',
  file?: { name: string; buffer: Buffer; mimeType: string },
  title?: string,
) {
  const modules = page.getByRole('region', { name: 'Modules' });
  await modules.getByRole('button', { name: 'Add a module' }).click();
  const form = modules.getByRole('form', { name: 'Add a module' });
  await form.getByRole('radiogroup', { name: 'Kind of module' }).getByText(kind, { exact: true }).click();
  if (file) {
    await form.getByLabel('Choose files to add').setInputFiles(file);
    // The uploaded file is picked, and names the module.
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(file.name.replace(/\.[^.]+$/, ''));
  }
  if (title) await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('button', { name: 'Add module' }).click();
  await expect(form).toHaveCount(0);
}

/** The watched share the video's page shows, in percent. */
async function watchedShare(page: Page): Promise<number> {
  const text = (await page.getByTestId('watched-share').textContent()) ?? '';
  return Number(/Watched (\d+)%/.exec(text)?.[1] ?? Number.NaN);
}

/** Plays the module's video from `from` (seconds, or a share of its length) to its end, `rate` times as fast. */
async function playToEnd(video: Locator, start: { at: number } | { share: number }, rate: number) {
  await video.evaluate(
    async (player: HTMLVideoElement, { start, rate }) => {
      const at = 'at' in start ? start.at : player.duration * start.share;
      player.muted = true;
      player.playbackRate = rate;
      await new Promise<void>((resolve) => {
        player.addEventListener('seeked', () => resolve(), { once: true });
        player.currentTime = at;
      });
      const ended = new Promise<void>((resolve) =>
        player.addEventListener('ended', () => resolve(), { once: true }),
      );
      await player.play();
      await ended;
    },
    { start, rate },
  );
}

test('a teacher builds a unit of a video, a PDF and a test; a student watches (skipping does not count), reads, passes and completes it; the teacher sees it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeBudget(180_000));
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student2', 'Sara Student', 'student'),
  ]);
  const unitTitle = uniqueName('Routing unit ');
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'selfLearning', title: unitTitle, startsIn: -HOUR, lasts: 7 * DAY }],
  );
  const unitId = course.items[0]!._id;

  // The teacher builds the unit: a video and a PDF uploaded to the course's files, and a test imported from GIFT.
  const teacherPage = await signedInPage(browser, teacher);
  const video = await recordedWebm(teacherPage, 3000);
  await teacherPage.goto(`/SelfLearningEdit/${course.courseId}/${unitId}`);
  await expect(teacherPage.getByRole('heading', { name: unitTitle })).toBeVisible();
  await addModule(teacherPage, 'Video', {
    name: 'routing-intro.webm',
    mimeType: 'video/webm',
    buffer: video,
  });
  await addModule(teacherPage, 'Document', {
    name: 'routing-notes.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText([['Routing notes, page 1'], ['Page 2: tables'], ['Page 3: the end']]),
  });
  await addModule(teacherPage, 'Test', undefined, 'Routing check');
  const rows = teacherPage.getByTestId('module-row');
  await expect(rows).toHaveText([
    /1\. routing-intro.*90% watched/,
    /2\. routing-notes.*last page/,
    /3\. Routing check/,
  ]);
  expect(await seriousViolations(teacherPage)).toEqual([]);

  await teacherPage.getByRole('link', { name: 'Questions of Routing check' }).click();
  await expect(teacherPage).toHaveURL(/\/selflearningTest\//);
  await teacherPage.getByRole('button', { name: 'Import questions' }).click();
  const dialog = teacherPage.getByRole('dialog', { name: 'Import questions' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'routing.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      '::Forwarding::Which device forwards packets between networks? {=router ~switch ~hub}\n',
    ),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('1 question imported, after the ones you had.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(teacherPage.getByText('1 question · 1 mark in all')).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);

  // The teacher keeps the class's progress open while the student works.
  await teacherPage.getByRole('link', { name: 'Back to the unit' }).click();
  const progressRow = teacherPage.getByTestId('class-progress-row').filter({ hasText: student.fullName });
  await expect(progressRow.getByTestId('modules-done')).toHaveText('0 / 3');
  await expect(progressRow.getByTestId('standing')).toHaveText('Not started');

  // The student opens the unit from the course page.
  const studentPage = await signedInPage(browser, student);
  await studentPage.goto(`/viewcourse/${course.courseId}`);
  await studentPage.getByRole('button', { name: `Open: ${unitTitle}` }).click();
  await expect(studentPage).toHaveURL(/\/SelfLearningView\//);
  await expect(studentPage.getByTestId('unit-progress')).toHaveText('0 of 3 modules complete');
  await expect(studentPage.getByText('Opens when “routing-intro” is complete.')).toBeVisible();
  await expect(studentPage.getByText('Opens when “routing-notes” is complete.')).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);
  await expect(progressRow.getByTestId('standing')).toHaveText('In progress');

  // The video: skipping to near its end and watching the rest counts only what was watched.
  await studentPage.getByRole('button', { name: 'Start: routing-intro' }).click();
  await expect(studentPage).toHaveURL(/\/SL_file_viewer_video\//);
  const player = studentPage.getByTestId('module-video');
  await expect
    .poll(() =>
      player.evaluate(
        (element: HTMLVideoElement) => Number.isFinite(element.duration) && element.duration > 0,
      ),
    )
    .toBe(true);
  await expect(studentPage.getByTestId('watched-share')).toHaveText(
    'Watched 0% of the video; 90% completes it.',
  );
  await playToEnd(player, { share: 0.7 }, 1);
  await expect.poll(() => watchedShare(studentPage)).toBeGreaterThan(0);
  expect(await watchedShare(studentPage)).toBeLessThan(50);
  await expect(studentPage.getByTestId('module-state')).toHaveText('In progress');
  expect(await seriousViolations(studentPage)).toEqual([]);

  // Then watched through from the start, faster: it completes.
  await playToEnd(player, { at: 0 }, 2);
  await expect(studentPage.getByTestId('module-state')).toHaveText('Complete');
  expect(await watchedShare(studentPage)).toBeGreaterThanOrEqual(90);
  await expect(progressRow.getByTestId('modules-done')).toHaveText('1 / 3');

  // The PDF, read to its last page.
  await studentPage.getByRole('link', { name: 'Back to the unit' }).click();
  await expect(studentPage.getByTestId('unit-progress')).toHaveText('1 of 3 modules complete');
  await studentPage.getByRole('button', { name: 'Start: routing-notes' }).click();
  await expect(studentPage).toHaveURL(/\/SL_file_viewer_pdf\//);
  await expect(studentPage.getByText('of 3')).toBeVisible();
  await expect(studentPage.getByTestId('reading-state')).toHaveText(
    'Read to the last page to complete this module.',
  );
  await studentPage.getByRole('button', { name: 'Next page' }).click();
  await studentPage.getByRole('button', { name: 'Next page' }).click();
  await expect(studentPage.getByTestId('reading-state')).toHaveText(
    'You have read this document to the end.',
  );
  await expect(studentPage.getByTestId('module-state')).toHaveText('Complete');
  await expect(progressRow.getByTestId('modules-done')).toHaveText('2 / 3');

  // The test: a wrong answer does not pass; a retake with the right one does.
  await studentPage.getByRole('link', { name: 'Back to the unit' }).click();
  await studentPage.getByRole('button', { name: 'Start: Routing check' }).click();
  await expect(studentPage).toHaveURL(/\/SelfLearningTestAnswer\//);
  await studentPage.getByRole('radio', { name: 'hub' }).check();
  await studentPage.getByRole('button', { name: 'Hand in' }).click();
  await expect(studentPage.getByTestId('test-result')).toContainText('Not passed yet: 0%');
  await studentPage.getByRole('button', { name: 'Try again' }).click();
  await studentPage.getByRole('radio', { name: 'router' }).check();
  await studentPage.getByRole('button', { name: 'Hand in' }).click();
  await expect(studentPage.getByTestId('test-result')).toContainText('Passed: 100%');
  expect(await seriousViolations(studentPage)).toEqual([]);

  await studentPage.getByTestId('test-result').getByRole('link', { name: 'Back to the unit' }).click();
  await expect(studentPage.getByTestId('unit-progress')).toHaveText('Unit complete');
  await expect(studentPage.getByText('Well done: you have completed this unit')).toBeVisible();

  // The teacher's table followed every step live; the test's mark is in it.
  await expect(progressRow.getByTestId('modules-done')).toHaveText('3 / 3');
  await expect(progressRow.getByTestId('standing')).toHaveText('Complete');
  await expect(progressRow).toContainText('Routing check: 100%');
});
