import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { pdfWithText } from '../src/server/test/sampleFiles';
import { scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoPerson, signedInPage } from './support/people';

const MB = 1024 * 1024;

test('an upload cut off by a reload goes on from where it stopped when the same file is chosen again', async ({
  browser,
  request,
}) => {
  // A file on disk, so that choosing it again is the same file to the browser (name, size and date).
  const folder = await mkdtemp(join(tmpdir(), 'lms-resume-'));
  const path = join(folder, 'Lecture recording notes.pdf');
  // Three of the uploader's 8 MB parts: a PDF with room after its end, which readers ignore.
  await writeFile(path, Buffer.concat([pdfWithText([['Recording notes']]), Buffer.alloc(20 * MB, 0x20)]));
  try {
    const teacher = await demoPerson(request, 'teacher', 'Tom Teacher', 'teacher');
    const { courseId } = await scheduleCourse(request, teacher, [], [], { name: 'Recorded lectures' });
    const page = await signedInPage(browser, teacher);
    await page.goto(`/editcourse/${courseId}?tab=files`);
    const files = page.getByRole('region', { name: 'Course files' });

    // The first part goes through; the second is held until the page is reloaded, as a dropped connection would.
    let parts = 0;
    const firstPartStored = new Promise<void>((resolve) => {
      page.on('requestfinished', (finished) => {
        if (finished.method() === 'PATCH' && finished.url().includes('/api/v1/file/upload/')) resolve();
      });
    });
    await page.route('**/api/v1/file/upload/**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      parts += 1;
      if (parts === 1) return route.continue();
      // Never answered: the reload below ends it.
    });
    await files.locator('input[type=file]').setInputFiles(path);
    await expect(
      files.getByRole('progressbar', { name: /Lecture recording notes\.pdf: \d+% sent/ }),
    ).toBeVisible();
    await firstPartStored;
    // Still held while the page reloads: let go before, a loaded machine could finish the upload first.
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Chosen again, the upload asks the server how far it got (HEAD) and sends only the rest, from there.
    const offsets: number[] = [];
    let stored = -1;
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH' && sent.url().includes('/api/v1/file/upload/'))
        offsets.push(Number(sent.headers()['upload-offset']));
    });
    page.on('response', (answer) => {
      if (answer.request().method() === 'HEAD' && answer.url().includes('/api/v1/file/upload/'))
        stored = Number(answer.headers()['upload-offset']);
    });
    const filesAgain = page.getByRole('region', { name: 'Course files' });
    await filesAgain.locator('input[type=file]').setInputFiles(path);
    await expect(filesAgain.getByRole('link', { name: 'Lecture recording notes.pdf' })).toBeVisible();
    // At least the first part was kept (more when the reload cut the second one midway).
    expect(stored).toBeGreaterThanOrEqual(8 * MB);
    expect(offsets[0]).toBe(stored);
    expect(offsets).not.toContain(0);
    await expect(filesAgain.getByText(/^20 MB · /)).toBeVisible();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
