import { expect } from '@playwright/test';
import { DEVICE_ANSWER_WAIT_MS } from '../src/core/constants';
import { DEVICES_NOT_ANSWERING } from '../src/web/features/lectures/deviceProblem';
import { HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { createPerson, signedInPage } from './support/people';

test('a camera and microphone that never answer: the device check says so after a while and the teacher starts the class without them', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const title = 'Silent devices';
  const course = await scheduleCourse(
    request,
    teacher,
    [],
    [{ kind: 'lecture', title, startsIn: 2 * MINUTE, lasts: HOUR, active: true }],
  );
  const lectureId = course.items[0]!._id;
  const page = await signedInPage(browser, teacher);
  // A browser whose permission prompt is never answered, or whose camera driver hangs: the request stays pending.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: () => new Promise(() => {}) });
  });
  // The page's clock, so the wait is passed over rather than sat through.
  await page.clock.install();

  await page.goto(`/editlecture/${course.courseId}/${lectureId}`);
  await page.getByRole('button', { name: `Start the class: ${title}` }).click();
  await expect(
    page.getByRole('heading', { name: 'Check your camera, microphone and speakers' }),
  ).toBeVisible();
  // The join button waits for the devices' answer.
  const join = page.getByRole('button', { name: 'Join without camera and microphone' });
  await expect(join).toBeDisabled();

  await page.clock.fastForward(DEVICE_ANSWER_WAIT_MS);
  const waiting = page.getByRole('alert').filter({ hasText: 'Waiting for your camera and microphone' });
  await expect(waiting).toBeVisible();
  await expect(join).toBeDisabled();
  await waiting.getByRole('button', { name: 'Go on without them' }).click();

  await expect(waiting).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: DEVICES_NOT_ANSWERING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try the devices again' })).toBeEnabled();
  await expect(page.getByText('No camera', { exact: true })).toBeVisible();
  await join.click();
  await expect(page.getByRole('navigation', { name: 'Class controls' })).toBeVisible();
});
