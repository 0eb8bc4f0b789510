import { expect, type Page } from '@playwright/test';
import { pdfWithText } from '../src/server/test/sampleFiles';
import { DEMO_PASSWORD } from './support/accounts';
import { seriousViolations } from './support/axe';
import { test } from './support/journey';
import { demoPerson, signedInPage } from './support/people';
import { signedInWindow, toastWith } from './support/realtime';
import { recordedWebm } from './support/recordedVideo';
import { expectFitsWidth } from './support/screenFit';

/** Issue 14: the school's library, the public manuals and the help videos, as their readers and admins use them. */

/** HTMLMediaElement.HAVE_METADATA: the browser knows the video's size and length. */
const HAVE_METADATA = 1;

/** Picks an option of a Mantine select by typing part of it, as a keyboard user would. */
async function choose(page: Page, select: ReturnType<Page['getByRole']>, option: string) {
  await select.click();
  await select.fill(option.slice(0, 6));
  await page.getByRole('option', { name: option }).click();
  await expect(select).toHaveValue(option);
}

test('a teacher adds a PDF to the library with its sector and course code; a student finds it by a word, by the sector, opens it in the viewer and cannot add', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const title = `Kitchen hygiene ${Date.now().toString(36)}`;

  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto('/library');
  await teacherPage.getByRole('button', { name: 'Add to the library' }).click();
  const form = teacherPage.getByRole('region', { name: 'Add to the library' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('Cleaning rotas and safe temperatures.');
  await choose(teacherPage, form.getByRole('textbox', { name: 'Sector' }), 'Hospitality and tourism');
  await choose(teacherPage, form.getByRole('textbox', { name: 'Course code' }), 'ICT102 · Web design basics');

  // The bytes wait until the progress bar has been seen, so the bar is checked whatever the machine's speed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await teacherPage.route('**/api/v1/file/upload/**', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await form.locator('input[type=file]').setInputFiles({
    name: 'Kitchen hygiene.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText([['Kitchen hygiene', 'Keep cold food below 5 degrees.']]),
  });
  // Issue 37: choosing the file only fills the form; nothing is sent or listed until the Add button.
  await expect(form.getByText(/Kitchen hygiene\.pdf ·/)).toBeVisible();
  const progress = form.getByRole('progressbar', { name: /Kitchen hygiene\.pdf: \d+% sent/ });
  await expect(progress).toHaveCount(0);
  const teacherCard = teacherPage.getByRole('listitem').filter({ hasText: title });
  await expect(teacherCard).toHaveCount(0);
  await form.getByRole('button', { name: 'Add to the library' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  release();
  await expect(toastWith(teacherPage, `${title} is in the library.`)).toBeVisible();
  await expect(progress).toHaveCount(0);
  // The form is cleared for the next document.
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Sector' })).toHaveValue('');
  await expect(form.getByText(/Kitchen hygiene\.pdf ·/)).toHaveCount(0);
  await expect(form.locator('input[type=file]')).toHaveCount(1);
  await expect(teacherCard.getByRole('link', { name: title })).toBeVisible();
  await expect(teacherCard.getByText('Hospitality and tourism')).toBeVisible();
  await expect(teacherCard.getByText('ICT102')).toBeVisible();
  await expect(teacherCard.getByRole('button', { name: `Remove ${title}` })).toBeVisible();

  const studentPage = await signedInPage(browser, student);
  await studentPage.goto('/library');
  await expect(studentPage.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Add to the library' })).toHaveCount(0);
  const search = studentPage.getByRole('search');
  const card = studentPage.getByRole('listitem').filter({ hasText: title });

  // By a word of its title.
  await search.getByRole('textbox', { name: 'Search' }).fill('hygiene');
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove ${title}` })).toHaveCount(0);
  // Words that match nothing.
  await search.getByRole('textbox', { name: 'Search' }).fill('zeppelin');
  await expect(studentPage.getByText('Nothing matches')).toBeVisible();
  await expect(card).toHaveCount(0);
  // By its sector alone; the other sector does not list it.
  await search.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(card).toBeVisible();
  const sector = search.getByRole('textbox', { name: 'Sector' });
  await choose(studentPage, sector, 'Information and communication technology');
  await expect(card).toHaveCount(0);
  await expect(studentPage.getByText('Nothing matches')).toBeVisible();
  await choose(studentPage, sector, 'Hospitality and tourism');
  await expect(card).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);

  const downloading = studentPage.waitForEvent('download');
  await card.getByRole('button', { name: `Download ${title}` }).click();
  expect((await downloading).suggestedFilename()).toBe('Kitchen hygiene.pdf');

  await card.getByRole('link', { name: title }).click();
  await expect(studentPage).toHaveURL(/\/file_viewer_pdf\/[^/]+\/Kitchen%20hygiene\.pdf$/);
  await expect(studentPage.getByRole('toolbar', { name: /Kitchen hygiene\.pdf/ })).toBeVisible();
  await expect(studentPage.locator('.textLayer').first()).toContainText('Keep cold food below 5 degrees.');

  // On a phone the page reads in one column, nothing wider than the screen.
  await studentPage.setViewportSize({ width: 375, height: 740 });
  await studentPage.goto('/library');
  await expect(studentPage.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await expect(studentPage.getByRole('listitem').first()).toBeVisible();
  await expectFitsWidth(studentPage, 375);
  expect(await seriousViolations(studentPage)).toEqual([]);

  // The teacher's page with the add form open, on a phone: nothing wider than the screen either.
  expect(await seriousViolations(teacherPage)).toEqual([]);
  await teacherPage.setViewportSize({ width: 375, height: 740 });
  await expect(form.getByText('Drop the file here, or click to choose it')).toBeVisible();
  await expectFitsWidth(teacherPage, 375);

  // The teacher who added it takes it out again, after confirming; the list refreshes by itself.
  await teacherCard.getByRole('button', { name: `Remove ${title}` }).click();
  await teacherPage
    .getByRole('dialog', { name: 'Remove this document?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(toastWith(teacherPage, `${title} was removed.`)).toBeVisible();
  await expect(teacherCard).toHaveCount(0);
});

test('an admin adds a manual and a help video for the dashboard; signed out anyone reads the manual; a student plays the video from the help button and on /help', async ({
  browser,
  request,
}) => {
  const student = await demoPerson(request, 'student2', 'Sara Student', 'student');
  const stamp = Date.now().toString(36);
  const manualTitle = `Getting started ${stamp}`;
  const videoTitle = `Your dashboard ${stamp}`;

  const { page: admin } = await signedInWindow(browser, 'admin', DEMO_PASSWORD);
  await admin.goto('/admin_dashboard?section=manuals');
  const manuals = admin.getByRole('tabpanel', { name: 'Manuals' });
  const addingManual = manuals.getByRole('region', { name: 'Add a manual' });
  await addingManual.getByRole('textbox', { name: 'Title' }).fill(manualTitle);
  await addingManual.locator('input[type=file]').setInputFiles({
    name: 'Getting started.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText([['Getting started', 'Sign in with your school account.']]),
  });
  await expect(toastWith(admin, `${manualTitle} is added to the manuals.`)).toBeVisible();
  // The demo school's manuals are listed too (issue 37); the new one comes last.
  await expect(manuals.getByRole('listitem').last().getByRole('textbox', { name: 'Title' })).toHaveValue(
    manualTitle,
  );

  await admin.getByRole('tab', { name: 'Help videos' }).click();
  const help = admin.getByRole('tabpanel', { name: 'Help videos' });
  const adding = help.getByRole('region', { name: 'Add a help video' });
  await adding.getByRole('textbox', { name: 'Title' }).fill(videoTitle);
  await adding.getByRole('textbox', { name: 'Page' }).fill('dashboard');
  await adding.getByRole('textbox', { name: 'Shown to' }).click();
  await admin.getByRole('option', { name: 'Students' }).click();
  await adding.locator('input[type=file]').setInputFiles({
    name: 'Your dashboard.webm',
    mimeType: 'video/webm',
    buffer: await recordedWebm(admin),
  });
  await expect(toastWith(admin, `${videoTitle} is added to the help videos.`)).toBeVisible();
  const row = help.getByRole('listitem').filter({ has: admin.getByRole('textbox', { name: 'Title' }) });
  await expect(row.getByRole('textbox', { name: 'Title' })).toHaveValue(videoTitle);
  await expect(row.getByRole('textbox', { name: 'Page' })).toHaveValue('dashboard');
  await expect(row.getByRole('textbox', { name: 'Shown to' })).toHaveValue('Students');
  expect(await seriousViolations(admin)).toEqual([]);

  // Signed out: the manual is listed, opens and downloads as the PDF it is.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/manuals');
  const manual = visitor.getByRole('listitem').filter({ hasText: manualTitle });
  await expect(manual.getByText(/Getting started\.pdf · /)).toBeVisible();
  await expect(manual.getByRole('link', { name: `Open ${manualTitle}` })).toBeVisible();
  const href = await manual.getByRole('link', { name: `Download ${manualTitle}` }).getAttribute('href');
  const download = await visitor.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await seriousViolations(visitor)).toEqual([]);

  // The student's dashboard has its video: the help button plays it in a modal.
  const studentPage = await signedInPage(browser, student);
  await studentPage.getByRole('button', { name: 'Help for this page' }).click();
  const modal = studentPage.getByRole('dialog', { name: videoTitle });
  const video = modal.locator('video');
  await expect(video).toBeVisible();
  const src = await video.getAttribute('src');
  expect((await studentPage.request.get(src!)).status()).toBe(200);
  // Its metadata has loaded: the browser read the file as a video it can play.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
      message: 'the help video loads its metadata',
    })
    .toBeGreaterThanOrEqual(HAVE_METADATA);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(160);
  expect(await seriousViolations(studentPage)).toEqual([]);
  await studentPage.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // Issue 37: a page without a video keeps its button working; pressing it says so and where help is.
  await studentPage.goto('/library');
  const none = studentPage.getByRole('button', { name: 'No help for this page yet' });
  await expect(none).toBeEnabled();
  await none.press('Enter');
  const note = studentPage.getByRole('dialog', { name: 'No help for this page yet' });
  // The focus moves into the note, and Escape takes it back to the button.
  await expect(note.getByRole('link', { name: 'Manuals' })).toBeFocused();
  await studentPage.keyboard.press('Escape');
  await expect(note).toHaveCount(0);
  await expect(none).toBeFocused();
  await none.click();
  await note.getByRole('link', { name: 'All help videos' }).click();
  await expect(studentPage).toHaveURL(/\/help$/);
  await expect(note).toHaveCount(0);

  const listed = studentPage.getByRole('listitem').filter({ hasText: videoTitle });
  await expect(listed.getByText('/dashboard')).toBeVisible();
  await expect(listed.locator('video')).toHaveAttribute('src', src!);
  expect(await seriousViolations(studentPage)).toEqual([]);

  // Issue 37: signed in, a manual opens in the app's PDF viewer, not at the file's raw address.
  await studentPage.goto('/manuals');
  await studentPage
    .getByRole('listitem')
    .filter({ hasText: manualTitle })
    .getByRole('link', { name: `Open ${manualTitle}` })
    .click();
  await expect(studentPage).toHaveURL(/\/file_viewer_pdf\/[^/]+\/Getting%20started\.pdf$/);
  await expect(studentPage.locator('.textLayer').first()).toContainText('Sign in with your school account.');
});

test('an admin orders, renames and removes manuals and makes a help video everyone’s; the public pages follow, on a phone too', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const first = `Timetables ${stamp}`;
  const second = `Marks and reports ${stamp}`;
  const renamed = `Reports and marks ${stamp}`;
  const videoTitle = `Finding your way ${stamp}`;

  const { page: admin } = await signedInWindow(browser, 'admin', DEMO_PASSWORD);
  await admin.goto('/admin_dashboard?section=manuals');
  const manuals = admin.getByRole('tabpanel', { name: 'Manuals' });
  const adding = manuals.getByRole('region', { name: 'Add a manual' });
  for (const title of [first, second]) {
    await adding.getByRole('textbox', { name: 'Title' }).fill(title);
    await adding.locator('input[type=file]').setInputFiles({
      name: `${title}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfWithText([[title]]),
    });
    await expect(toastWith(admin, `${title} is added to the manuals.`)).toBeVisible();
  }
  // Other journeys' manuals may be listed too: these are the two with this run's stamp.
  const mine = manuals.getByRole('listitem').filter({ has: admin.locator(`input[value*="${stamp}"]`) });
  const titles = mine.getByRole('textbox', { name: 'Title' });
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(1)).toHaveValue(second);

  // The second moves up, then takes a new title.
  await manuals.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(titles.nth(0)).toHaveValue(second);
  await titles.nth(0).fill(renamed);
  await mine.nth(0).getByRole('button', { name: 'Rename' }).click();
  await expect(toastWith(admin, 'The manual is renamed.')).toBeVisible();
  await expect(manuals.getByRole('button', { name: `Move ${renamed} down` })).toBeEnabled();

  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await visitor.goto('/manuals');
  const listed = visitor.getByRole('listitem').filter({ hasText: stamp });
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(renamed);
  await expect(listed.nth(1)).toContainText(first);
  await expectFitsWidth(visitor, 375);
  expect(await seriousViolations(visitor)).toEqual([]);

  // Removed after confirming: gone from the public page at its next visit.
  await mine.nth(1).getByRole('button', { name: 'Remove' }).click();
  await admin
    .getByRole('dialog', { name: 'Remove this manual?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(toastWith(admin, `${first} was removed.`)).toBeVisible();
  await expect(titles).toHaveCount(1);
  await visitor.reload();
  await expect(listed).toHaveCount(1);
  await expect(listed.nth(0)).toContainText(renamed);

  // A teachers' video made everyone's: signed out, /help lists it.
  await admin.getByRole('tab', { name: 'Help videos' }).click();
  const help = admin.getByRole('tabpanel', { name: 'Help videos' });
  const addingVideo = help.getByRole('region', { name: 'Add a help video' });
  await addingVideo.getByRole('textbox', { name: 'Title' }).fill(videoTitle);
  await addingVideo.getByRole('textbox', { name: 'Page' }).fill('calendar');
  await addingVideo.getByRole('textbox', { name: 'Shown to' }).click();
  await admin.getByRole('option', { name: 'Teachers' }).click();
  await addingVideo.locator('input[type=file]').setInputFiles({
    name: 'Finding your way.webm',
    mimeType: 'video/webm',
    buffer: await recordedWebm(admin),
  });
  await expect(toastWith(admin, `${videoTitle} is added to the help videos.`)).toBeVisible();

  await visitor.goto('/help');
  await expect(visitor.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(visitor.getByText(videoTitle)).toHaveCount(0);

  const row = help.getByRole('listitem').filter({ has: admin.locator(`input[value="${videoTitle}"]`) });
  await row.getByRole('textbox', { name: 'Shown to' }).click();
  await admin.getByRole('option', { name: 'Everyone' }).click();
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(admin, 'The help video is saved.')).toBeVisible();

  await visitor.reload();
  const video = visitor.getByRole('listitem').filter({ hasText: videoTitle });
  await expect(video.getByText('/calendar')).toBeVisible();
  await expect(video.locator('video')).toBeVisible();
  await expectFitsWidth(visitor, 375);
  expect(await seriousViolations(visitor)).toEqual([]);
});
