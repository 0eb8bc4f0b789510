import { expect } from '@playwright/test';
import { pdfWithText, sampleDocx, sampleExe } from '../src/server/test/sampleFiles';
import { seriousViolations } from './support/axe';
import { demoCourseId, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { createPerson, demoPerson, signedInPage } from './support/people';
import { timeBudget } from './support/serverEnv';

test('a teacher shares a PDF with a progress bar; a student of the course reads and searches it in the viewer, keeps their own notes beside it; an outsider cannot open it', async ({
  browser,
  request,
}) => {
  // Students of the demo school, so that the suite's sign-ups stay within the limit per address.
  const [teacher, student, outsider] = await Promise.all([
    createPerson(request, 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
    demoPerson(request, 'student2', 'Sara Student', 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], []);

  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/editcourse/${course.courseId}?tab=files`);
  const files = teacherPage.getByRole('region', { name: 'Course files' });
  await expect(files.getByText('No files yet')).toBeVisible();
  // The file's bytes wait until the progress bar has been seen, so the bar is checked whatever the machine's speed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await teacherPage.route('**/api/v1/file/upload/**', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await files.locator('input[type=file]').setInputFiles({
    name: 'Subnetting notes.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText([
      ['Subnetting notes', 'A /24 network has 256 addresses.'],
      ['Page two: the broadcast address'],
    ]),
  });
  // The bar (empty while the bytes wait) and its percentage in words.
  const progress = files.getByRole('progressbar', { name: /Subnetting notes\.pdf: \d+% sent/ });
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(files.getByText(/^\d+%$/)).toBeVisible();
  release();
  await expect(files.getByRole('link', { name: 'Subnetting notes.pdf' })).toBeVisible();
  await expect(progress).toHaveCount(0);

  // The bytes decide: a Windows program named like a PDF is refused, in words, and not listed.
  await files.locator('input[type=file]').setInputFiles({
    name: 'homework.pdf',
    mimeType: 'application/pdf',
    buffer: sampleExe(),
  });
  await expect(files.getByRole('alert')).toHaveText(
    'This file is a Windows program; course material can be documents, images, video, audio, zip or text.',
  );
  await expect(files.getByRole('link', { name: 'homework.pdf' })).toHaveCount(0);
  expect(await seriousViolations(teacherPage)).toEqual([]);

  const studentPage = await signedInPage(browser, student);
  await studentPage.goto(`/viewcourse/${course.courseId}`);
  await studentPage
    .getByRole('region', { name: 'Course files' })
    .getByRole('link', { name: 'Subnetting notes.pdf' })
    .click();
  await expect(studentPage).toHaveURL(/\/file_viewer_pdf\/[^/]+\/Subnetting%20notes\.pdf$/);
  const viewer = studentPage.getByRole('toolbar', { name: /Subnetting notes\.pdf/ });
  await expect(viewer.getByText('of 2')).toBeVisible();
  await expect(studentPage.locator('.textLayer').first()).toContainText('A /24 network has 256 addresses.');
  await viewer.getByRole('textbox', { name: 'Search in the document' }).fill('broadcast');
  await expect(viewer.getByText('1 of 1 matches')).toBeVisible();
  await expect(viewer.getByRole('textbox', { name: 'Page number' })).toHaveValue('2');

  // Beside the PDF, the student's own notes: saved as they type, still there after a reload.
  const note = 'Broadcast address: the last one of the block.';
  const notes = studentPage.getByRole('region', { name: 'My notes' });
  const noteBox = notes.getByRole('textbox', { name: 'My notes on Subnetting notes.pdf' });
  await noteBox.fill(note);
  await expect(notes.getByRole('status')).toHaveText(/^Saved at \d\d:\d\d$/);
  expect(await seriousViolations(studentPage)).toEqual([]);
  await studentPage.reload();
  await expect(noteBox).toHaveValue(note);
  await expect(notes.getByRole('status')).toHaveText(/^Last saved \d\d:\d\d$/);

  // The student keeps the PDF at hand: saved to their files, it is on their dashboard and opens from there.
  const viewerAddress = studentPage.url();
  await studentPage.getByRole('button', { name: 'Save to my files' }).click();
  await expect(studentPage.getByRole('button', { name: 'Saved to my files' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await studentPage.goto('/dashboard');
  const saved = studentPage.getByRole('region', { name: 'Saved files' });
  await saved.getByRole('link', { name: 'Subnetting notes.pdf' }).click();
  await expect(studentPage).toHaveURL(viewerAddress);
  // The file viewer opens a saved file by its name, and without a name lists what is saved.
  await studentPage.goto('/file_viewer/Subnetting%20notes.pdf');
  await expect(studentPage).toHaveURL(viewerAddress);
  await studentPage.goto('/file_viewer/Missing.pdf');
  await expect(studentPage.getByRole('alert')).toHaveText(/^No saved file is called Missing\.pdf/);
  await studentPage.goto('/file_viewer');
  await expect(
    studentPage
      .getByRole('region', { name: 'Saved files' })
      .getByRole('link', { name: 'Subnetting notes.pdf' }),
  ).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);

  const outsiderPage = await signedInPage(browser, outsider);
  await outsiderPage.goto(viewerAddress);
  await expect(outsiderPage.getByRole('alert')).toContainText('This file cannot be opened');
  await expect(outsiderPage.locator('.textLayer')).toHaveCount(0);
  await expect(outsiderPage.getByRole('region', { name: 'My notes' })).toHaveCount(0);
  await expect(outsiderPage.getByText(note)).toHaveCount(0);
});

test('a Word document shared with the course reads in the page', async ({ browser, request }) => {
  // The demo school's teacher and one of its students, in its course: no sign-up (see demoPerson).
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const course = { courseId: await demoCourseId(request) };
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/editcourse/${course.courseId}?tab=files`);
  const files = teacherPage.getByRole('region', { name: 'Course files' });
  await files.locator('input[type=file]').setInputFiles({
    name: 'Week plan.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: sampleDocx(),
  });
  await expect(files.getByRole('link', { name: 'Week plan.docx' })).toBeVisible();

  const studentPage = await signedInPage(browser, student);
  await studentPage.goto(`/viewcourse/${course.courseId}`);
  await studentPage.getByRole('link', { name: 'Week plan.docx' }).click();
  await expect(studentPage).toHaveURL(/\/file_viewer_doc\/[^/]+\/Week%20plan\.docx$/);
  await expect(studentPage.getByRole('heading', { name: 'Week plan.docx' })).toBeVisible();
  // With LibreOffice (as in CI) the text is the PDF's, converted on this first view; without it, drawn by mammoth.
  await expect(studentPage.getByRole('main').getByText('Week 1', { exact: true })).toBeVisible({
    timeout: timeBudget(30_000),
  });
  expect(await seriousViolations(studentPage)).toEqual([]);
});
