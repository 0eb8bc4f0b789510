import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type JanusProcess, janusMissing, startJanus } from '../src/server/test/janusProcess';
import { HOUR, MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { expectLiveVideo, FAKE_MEDIA_LAUNCH, joinFromDeviceCheck } from './support/liveVideo';
import { demoPerson } from './support/people';
import { ServerProcess, signedInWindow } from './support/realtime';
import { timeBudget } from './support/serverEnv';

/**
 * Issue 16: "the same room through Janus in CI". A Janus started for this journey (only its HTTP transport and
 * VideoRoom plugin) and a server of the journey's own with JANUS_URL pointing at it, beside the journeys' server,
 * which stays on the mesh. Without the janus binary the journey shows as skipped, with the reason.
 */
const missing = janusMissing();
test.skip(missing !== undefined, `Janus is needed: ${missing}`);
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

let janus: JanusProcess | undefined;
let server: ServerProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(timeBudget(120_000));
  janus = await startJanus();
  server = await ServerProcess.onFreePort(mkdtempSync(join(tmpdir(), 'lms-e2e-sfu-')), {
    JANUS_URL: janus.url,
    JANUS_ADMIN_KEY: janus.adminKey,
  });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
  await janus?.stop();
});

test('a teacher starts a class whose video goes through Janus; a student joins; each receives the other’s live video through Janus; the teacher ends it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(timeBudget(180_000));
  const app = server!;
  const request = await playwright.request.newContext({ baseURL: app.url });
  const [teacher, sam] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const title = 'Live optics through Janus';
  const course = await scheduleCourse(
    request,
    teacher,
    [sam],
    [{ kind: 'lecture', title, startsIn: 2 * MINUTE, lasts: HOUR, active: true }],
    { name: `Optics SFU ${Date.now().toString(36)}` },
  );
  const { courseId } = course;
  const lectureId = course.items[0]!._id;
  const { page: tomPage } = await signedInWindow(browser, teacher.username, teacher.password, app.url);
  const { page: samPage } = await signedInWindow(browser, sam.username, sam.password, app.url);
  // What each page says to Janus, and whether it signals a mesh at all.
  const janusCalls = new Map([tomPage, samPage].map((page) => [page, 0]));
  const meshSockets = new Map([tomPage, samPage].map((page) => [page, 0]));
  for (const page of [tomPage, samPage]) {
    page.on('request', (sent) => {
      if (sent.url().startsWith(janus!.url)) janusCalls.set(page, janusCalls.get(page)! + 1);
    });
    page.on('websocket', (socket) => {
      if (socket.url().includes('/peerjs')) meshSockets.set(page, meshSockets.get(page)! + 1);
    });
  }

  await test.step('the teacher starts the class and joins; the student comes from the wait page and joins', async () => {
    await tomPage.goto(`/editlecture/${courseId}/${lectureId}`);
    await tomPage.getByRole('button', { name: `Start the class: ${title}` }).click();
    await expect(tomPage).toHaveURL(new RegExp(`/startlecture/${courseId}/${lectureId}/[^/]+$`));
    await joinFromDeviceCheck(tomPage);
    await samPage.goto(`/waitlecture/${courseId}/${lectureId}`);
    await expect(samPage).toHaveURL(new RegExp(`/joinlecture/${courseId}/${lectureId}/[^/]+$`));
    await joinFromDeviceCheck(samPage);
  });

  await test.step('each receives the other’s live video, through Janus and not a mesh', async () => {
    await expectLiveVideo(tomPage, 'Sam Student');
    await expectLiveVideo(samPage, 'Tom Teacher');
    for (const page of [tomPage, samPage]) {
      expect(janusCalls.get(page)).toBeGreaterThan(0);
      expect(meshSockets.get(page)).toBe(0);
    }
  });

  await test.step('the teacher ends the class for everyone', async () => {
    await tomPage.getByRole('button', { name: 'End the class for everyone' }).click();
    await tomPage
      .getByRole('dialog', { name: 'End the class for everyone?' })
      .getByRole('button', { name: 'End the class' })
      .click();
    for (const page of [tomPage, samPage]) await expect(page.getByText('The class has ended.')).toBeVisible();
  });
  await request.dispose();
});
