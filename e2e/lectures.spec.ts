import { spawnSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';
import { pdfWithText, sampleDocx } from '../src/server/test/sampleFiles';
import { seriousViolations } from './support/axe';
import { HOUR, MINUTE, scheduleCourse } from './support/courses';
import { addCourseFile } from './support/files';
import { test } from './support/journey';
import { expectLiveVideo, FAKE_MEDIA_LAUNCH, joinFromDeviceCheck } from './support/liveVideo';
import { apiSignIn, demoCast, demoPerson, expectOk } from './support/people';
import { signedInWindow } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

/** Whether this machine's server turns office documents into PDFs (LibreOffice's soffice, as in CI). */
const officeConversion = spawnSync('sh', ['-c', 'command -v soffice']).status === 0;

test('a teacher starts a lecture; two students come from the wait page (one through /t_login) once the teacher is in, see and hear each other, chat, raise a hand, keep notes, follow a PDF the teacher shows; the teacher ends it, the wait page says so, and the attendance lists them', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeBudget(180_000));
  const [teacher, sam, sara] = await demoCast(request);
  const title = 'Live optics';
  const course = await scheduleCourse(
    request,
    teacher,
    [sam, sara],
    [{ kind: 'lecture', title, startsIn: 2 * MINUTE, lasts: HOUR, active: true }],
    { name: `Optics ${Date.now().toString(36)}` },
  );
  const { courseId } = course;
  const lectureId = course.items[0]!._id;
  await addCourseFile(request, teacher, courseId, {
    name: 'Lenses.pdf',
    bytes: pdfWithText([['Lenses: page one'], ['Focal length: page two'], ['Ray diagrams: page three']]),
  });
  const waitPath = `/waitlecture/${courseId}/${lectureId}`;

  const { page: samPage } = await signedInWindow(browser, sam.username, sam.password);
  const saraPage = await (await browser.newContext()).newPage();
  const { page: tomPage } = await signedInWindow(browser, teacher.username, teacher.password);

  await test.step('Sam comes through the addresses that name only the lecture and waits on the wait page; Sara, not signed in, is sent to /t_login and comes back to wait', async () => {
    await samPage.goto(`/ZoomMeeting/${lectureId}`);
    await expect(samPage).toHaveURL(new RegExp(`${waitPath}$`));
    await samPage.goto(`/zoomlecture/${lectureId}`);
    await expect(samPage).toHaveURL(new RegExp(`${waitPath}$`));
    await expect(samPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(samPage.getByRole('status')).toContainText('The class has not started yet');

    await saraPage.goto(waitPath);
    await expect(saraPage).toHaveURL(new RegExp(`/t_login/${courseId}/${lectureId}$`));
    await saraPage.getByLabel('Username or email').fill(sara.username);
    await saraPage.getByRole('textbox', { name: 'Password', exact: true }).fill(sara.password);
    await saraPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(saraPage).toHaveURL(new RegExp(`${waitPath}$`));
    await expect(saraPage.getByRole('status')).toContainText('The class has not started yet');
  });

  await test.step('the teacher finds the lecture in the list and starts the class from its edit page; while the teacher is on the device check the students are told the teacher is getting ready, and stay waiting', async () => {
    await tomPage.goto(`/listlecture/${courseId}`);
    await expect(tomPage.getByRole('button', { name: `Start the class: ${title}` })).toBeVisible();
    // The edit page has read the lecture before its start: the class page must not take that copy for the end.
    await tomPage.goto(`/editlecture/${courseId}/${lectureId}`);
    await expect(tomPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await tomPage.getByRole('button', { name: `Start the class: ${title}` }).click();
    await expect(tomPage).toHaveURL(new RegExp(`/startlecture/${courseId}/${lectureId}/[^/]+$`));
    await expect(
      tomPage.getByText('Students waiting for this class are let in when you join.', { exact: false }),
    ).toBeVisible();
    for (const page of [samPage, saraPage]) {
      await expect(page.getByRole('status')).toContainText('you go in as soon as your teacher joins it');
      await expect(page).toHaveURL(new RegExp(`${waitPath}$`));
    }
  });

  await test.step('the teacher joins after the device check; the waiting students are let in at once, without reloading, and join', async () => {
    await joinFromDeviceCheck(tomPage);
    for (const page of [samPage, saraPage]) {
      await expect(page).toHaveURL(new RegExp(`/joinlecture/${courseId}/${lectureId}/[^/]+$`));
      await joinFromDeviceCheck(page);
    }
  });

  await test.step('everyone receives everyone else’s live video', async () => {
    await expectLiveVideo(tomPage, 'Sam Student');
    await expectLiveVideo(tomPage, 'Sara Student');
    await expectLiveVideo(samPage, 'Tom Teacher');
    await expectLiveVideo(saraPage, 'Tom Teacher');
    await expectLiveVideo(saraPage, 'Sam Student');
    await expect(tomPage.getByRole('heading', { name: 'In the class (3)' })).toBeVisible();
  });

  await test.step('a chat message crosses, and a raised hand shows to the teacher', async () => {
    await samPage.getByLabel('Message to the lecture').fill('Is the lens convex?');
    await samPage.getByLabel('Message to the lecture').press('Enter');
    await expect(tomPage.getByText('Is the lens convex?')).toBeVisible();
    await expect(saraPage.getByText('Is the lens convex?')).toBeVisible();

    await samPage.getByRole('button', { name: 'Raise hand' }).click();
    await expect(samPage.getByRole('button', { name: 'Lower hand' })).toBeVisible();
    await expect(tomPage.getByRole('button', { name: 'Lower the hand of Sam Student' })).toBeVisible();
    expect(await seriousViolations(tomPage)).toEqual([]);
  });

  await test.step('Sam keeps notes on the lecture in the class; they are his, saved as he types', async () => {
    await samPage.getByLabel('My notes on this lecture').fill('Convex lenses converge light.');
    await expect(samPage.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
    const { headers, userId } = await apiSignIn(request, sam.username, sam.password);
    const note = await expectOk<{ data: { text: string } }>(
      await request.get(`/api/v1/note/getNote4Lecture/${courseId}/${lectureId}/${userId}`, { headers }),
      'Sam’s note on the lecture',
    );
    expect(note.data.text).toBe('Convex lenses converge light.');
  });

  await test.step('on a phone the class, the chat, who is in and the notes are each one tap away, with the controls in view', async () => {
    await saraPage.setViewportSize({ width: 375, height: 740 });
    const tab = (name: string) => saraPage.getByRole('tab', { name, exact: true });
    await expect(tab('Class')).toHaveAttribute('aria-selected', 'true');
    await expect(saraPage.getByRole('button', { name: 'Raise hand' })).toBeVisible();
    await tab('Chat').click();
    await expect(saraPage.getByText('Is the lens convex?')).toBeVisible();
    await expect(saraPage.getByRole('region', { name: 'Videos of the class' })).toBeHidden();
    await tab('People').click();
    await expect(saraPage.getByRole('region', { name: /^In the class/ })).toBeVisible();
    await tab('Notes').click();
    await expect(saraPage.getByLabel('My notes on this lecture')).toBeVisible();
    await tab('Class').click();
    await expectLiveVideo(saraPage, 'Sam Student');
    await expectFitsWidth(saraPage, 375);
    expect(await seriousViolations(saraPage)).toEqual([]);
    await saraPage.setViewportSize({ width: 1280, height: 720 });
    await expectLiveVideo(saraPage, 'Tom Teacher');
  });

  await test.step("the teacher shows a PDF and turns its pages and zoom; the students' viewers follow, in the class and on a page of its own", async () => {
    const shownTo = (page: Page) => page.getByRole('region', { name: 'Shown to the class: Lenses.pdf' });
    const pageNumber = (page: Page) => shownTo(page).getByRole('textbox', { name: 'Page number' });
    // Each browser's first PDF, and each new tab's, starts pdf.js and its worker: with three browsers coding video
    // that took past 12 s in a full CI run, and 23 s in a new tab (the teacher's last view was right all along).
    const drawn = (where: Page | Locator, page: number, text: string) =>
      expect(where.locator(`.page[data-page-number="${page}"] .textLayer`)).toContainText(text, {
        timeout: timeBudget(30_000),
      });
    await tomPage.getByRole('textbox', { name: 'Show a document' }).click();
    await tomPage.getByRole('option', { name: 'Lenses.pdf' }).click();
    for (const page of [tomPage, samPage, saraPage]) {
      // The class hears of the document first, then each viewer opens it: two waits, so a failure says which.
      await expect(
        shownTo(page).getByRole('toolbar', { name: 'Lenses.pdf: pages, zoom and search' }),
      ).toBeVisible();
      await drawn(shownTo(page), 1, 'Lenses: page one');
    }

    await shownTo(tomPage).getByRole('button', { name: 'Next page' }).click();
    await expect(pageNumber(tomPage)).toHaveValue('2');
    for (const page of [samPage, saraPage]) await expect(pageNumber(page)).toHaveValue('2');
    await shownTo(tomPage).getByRole('textbox', { name: 'Zoom' }).click();
    await tomPage.getByRole('option', { name: '150%' }).click();
    for (const page of [samPage, saraPage])
      await expect(shownTo(page).getByRole('textbox', { name: 'Zoom' })).toHaveValue('150%');

    // Sara opens it on its own page, in a new tab: it opens where the teacher is and follows on.
    const [own] = await Promise.all([
      saraPage.context().waitForEvent('page'),
      shownTo(saraPage).getByRole('link', { name: 'Open on its own page' }).click(),
    ]);
    await expect(own).toHaveURL(/\/file_sviewer_pdf\/[^/]+\/[^/]+\/Lenses\.pdf$/);
    await drawn(own, 2, 'Focal length: page two');
    await expect(own.getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
    await shownTo(tomPage).getByRole('button', { name: 'Next page' }).click();
    await expect(own.getByRole('textbox', { name: 'Page number' })).toHaveValue('3');
    await expect(pageNumber(samPage)).toHaveValue('3');
    expect(await seriousViolations(own)).toEqual([]);
    await own.close();
    expect(await seriousViolations(samPage)).toEqual([]);

    // The teacher leads from a page of its own as well.
    const [lead] = await Promise.all([
      tomPage.context().waitForEvent('page'),
      shownTo(tomPage).getByRole('link', { name: 'Open on its own page' }).click(),
    ]);
    await expect(lead).toHaveURL(/\/file_tviewer_pdf\/[^/]+\/[^/]+\/Lenses\.pdf$/);
    await expect(
      lead.getByText("Shown to the class: everyone's view follows your page and zoom."),
    ).toBeVisible();
    await drawn(lead, 3, 'Ray diagrams: page three');
    await expect(lead.getByRole('textbox', { name: 'Page number' })).toHaveValue('3');
    await lead.getByRole('button', { name: 'Previous page' }).click();
    for (const page of [samPage, saraPage]) await expect(pageNumber(page)).toHaveValue('2');
    expect(await seriousViolations(lead)).toEqual([]);
    await lead.close();
  });

  await test.step('the teacher mutes Sam, whose microphone turns off', async () => {
    await expect(samPage.getByRole('button', { name: 'Mute me' })).toBeVisible();
    await tomPage.getByRole('button', { name: 'Mute Sam Student' }).click();
    await expect(samPage.getByRole('button', { name: 'Unmute me' })).toBeVisible();
  });

  await test.step('the teacher ends the class for everyone', async () => {
    await tomPage.getByRole('button', { name: 'End the class for everyone' }).click();
    await tomPage
      .getByRole('dialog', { name: 'End the class for everyone?' })
      .getByRole('button', { name: 'End the class' })
      .click();
    for (const page of [tomPage, samPage, saraPage]) {
      await expect(page.getByText('The class has ended.')).toBeVisible();
      await expect(
        page.getByText(/^It ended on [A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/),
      ).toBeVisible();
    }
  });

  await test.step('Sam comes back to the class from its wait page: it says the class ended, and when, not to keep waiting', async () => {
    await samPage.goto(waitPath);
    await expect(samPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(samPage.getByText('The class has ended.')).toBeVisible();
    await expect(
      samPage.getByText(/^It ended on [A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/),
    ).toBeVisible();
    await expect(samPage.getByText('The class has not started yet', { exact: false })).toHaveCount(0);
    await expect(samPage.getByRole('link', { name: 'Back to the course' })).toHaveAttribute(
      'href',
      `/viewcourse/${courseId}`,
    );
    expect(await seriousViolations(samPage)).toEqual([]);
  });

  await test.step('the attendance report lists the students with their times, and exports them', async () => {
    await tomPage.getByRole('link', { name: 'See who attended' }).click();
    await expect(tomPage).toHaveURL(new RegExp(`/lecture_attendance\\?courseId=${courseId}$`));
    await expect(tomPage.getByRole('textbox', { name: 'Course' })).toHaveValue(course.name);
    const table = tomPage.getByRole('table');
    for (const name of ['Sam Student', 'Sara Student']) {
      const row = table
        .getByRole('row')
        .filter({ has: tomPage.getByRole('rowheader', { name: new RegExp(name) }) });
      await expect(row.getByRole('cell')).toContainText([/\d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M/]);
    }
    const download = tomPage.waitForEvent('download');
    await tomPage.getByRole('button', { name: 'Export as spreadsheet (CSV)' }).click();
    const csv = await (await (await download).createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\n')[0]).toContain('Student,Lecture,Class started,Joined,Left,Minutes,Late,Present');
    expect(text).toContain(`Sara Student,${title}`);
    expect(await seriousViolations(tomPage)).toEqual([]);
  });
});

test("the teacher shows an office document in class on a page of its own; a student's page follows its pages", async ({
  browser,
  request,
}) => {
  test.setTimeout(timeBudget(120_000));
  const [teacher, sid] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [sid],
    [{ kind: 'lecture', title: 'Planning', startsIn: -MINUTE, lasts: HOUR, active: true }],
    { name: `Planning ${Date.now().toString(36)}` },
  );
  const lectureId = course.items[0]!._id;
  const name = 'Term plan.docx';
  const fileId = await addCourseFile(request, teacher, course.courseId, {
    name,
    bytes: sampleDocx('Plan: page one', 'Plan: page two'),
  });
  const tom = await apiSignIn(request, teacher.username, teacher.password);
  const started = await expectOk<{ data: { attendanceId: string } }>(
    await request.post('/api/v1/lecture/start', { headers: tom.headers, data: { lectureId } }),
    'start the class',
  );
  const address = (viewer: 't' | 's') =>
    `/file_${viewer}viewer_doc/${started.data.attendanceId}/${fileId}/${encodeURIComponent(name)}`;
  const tomPage = (await signedInWindow(browser, teacher.username, teacher.password)).page;
  const sidPage = (await signedInWindow(browser, sid.username, sid.password)).page;
  await tomPage.goto(address('t'));
  await sidPage.goto(address('s'));

  if (!officeConversion) {
    // Without LibreOffice the server has no pages of it to follow, and both are told so.
    for (const page of [tomPage, sidPage])
      await expect(page.getByText("This document can't be shown in class here")).toBeVisible();
    return;
  }
  // The server's PDF of it (converted on this first view), at the teacher's page.
  const pageNumber = (page: Page) => page.getByRole('textbox', { name: 'Page number' });
  for (const page of [tomPage, sidPage])
    await expect(page.locator('.textLayer').first()).toContainText('Plan: page one', {
      timeout: timeBudget(30_000),
    });
  await tomPage.getByRole('button', { name: 'Next page' }).click();
  await expect(pageNumber(tomPage)).toHaveValue('2');
  await expect(pageNumber(sidPage)).toHaveValue('2');
  await expect(sidPage.getByText('Plan: page two')).toBeVisible();
  expect(await seriousViolations(sidPage)).toEqual([]);
});

test('the stock peerjs client signs in to /peerjs with the id and token joining a class gives, and two peers exchange a data message', async ({
  browser,
  request,
}) => {
  const [teacher, sam] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [sam],
    [{ kind: 'lecture', title: 'Signals', startsIn: -MINUTE, lasts: HOUR, active: true }],
    { name: `Signals ${Date.now().toString(36)}` },
  );
  const lectureId = course.items[0]!._id;
  const tom = await apiSignIn(request, teacher.username, teacher.password);
  const sid = await apiSignIn(request, sam.username, sam.password);
  const started = await expectOk<{ data: { attendanceId: string } }>(
    await request.post('/api/v1/lecture/start', { headers: tom.headers, data: { lectureId } }),
    'start the class',
  );
  const sitting = { lectureId, attendanceId: started.data.attendanceId };
  const credentialsOf = async (headers: Record<string, string>) =>
    (
      await expectOk<{ data: { peerId: string; token: string } }>(
        await request.post('/api/v1/attendance/join', { headers, data: sitting }),
        'join the class',
      )
    ).data;
  const [tomPeer, sidPeer] = [await credentialsOf(tom.headers), await credentialsOf(sid.headers)];

  // The client's own build, served from the app's origin (the page's policy allows only its own scripts).
  const withClient = async () => {
    const page = await (await browser.newContext()).newPage();
    await page.route('**/e2e-peerjs.min.js', (route) =>
      route.fulfill({ path: 'node_modules/peerjs/dist/peerjs.min.js', contentType: 'text/javascript' }),
    );
    await page.goto('/login');
    await page.addScriptTag({ url: '/e2e-peerjs.min.js' });
    return page;
  };
  const [receiver, sender] = await Promise.all([withClient(), withClient()]);
  const options = { path: '/peerjs', host: 'localhost', port: Number(new URL(receiver.url()).port) };

  const received = receiver.evaluate(
    ({ me, options }) =>
      new Promise<string>((resolve, reject) => {
        const peer = new (window as unknown as { Peer: new (id: string, o: object) => PeerLike }).Peer(
          me.peerId,
          {
            ...options,
            token: me.token,
          },
        );
        peer.on('error', (error) => reject(String(error)));
        peer.on('connection', (connection) => connection.on('data', (data) => resolve(String(data))));
        peer.on('open', () => ((window as unknown as { ready: boolean }).ready = true));
      }),
    { me: sidPeer, options },
  );
  await receiver.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
  await sender.evaluate(
    ({ me, to, options }) =>
      new Promise<void>((resolve, reject) => {
        const peer = new (window as unknown as { Peer: new (id: string, o: object) => PeerLike }).Peer(
          me.peerId,
          {
            ...options,
            token: me.token,
          },
        );
        peer.on('error', (error) => reject(String(error)));
        peer.on('open', () => {
          const connection = peer.connect(to);
          connection.on('open', () => {
            connection.send('hello from the teacher');
            resolve();
          });
        });
      }),
    { me: tomPeer, to: sidPeer.peerId, options },
  );
  expect(await received).toBe('hello from the teacher');

  // A made-up token is turned away.
  const refused = await sender.evaluate(
    ({ options }) =>
      new Promise<string>((resolve) => {
        const peer = new (window as unknown as { Peer: new (id: string, o: object) => PeerLike }).Peer(
          'made_up_peer',
          { ...options, token: 'forged' },
        );
        peer.on('open', () => resolve('open'));
        peer.on('error', (error) => resolve(`error: ${String(error)}`));
      }),
    { options },
  );
  expect(refused).toMatch(/^error/);
});

/** The part of the stock client's Peer these checks use. */
interface PeerLike {
  on(event: 'open', handler: () => void): void;
  on(event: 'error', handler: (error: unknown) => void): void;
  on(event: 'connection', handler: (connection: ConnectionLike) => void): void;
  connect(id: string): ConnectionLike;
}
interface ConnectionLike {
  on(event: 'open', handler: () => void): void;
  on(event: 'data', handler: (data: unknown) => void): void;
  send(data: string): void;
}
