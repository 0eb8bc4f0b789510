import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';
import { pdfText } from '../src/server/test/pdfText';
import { DEMO_PASSWORD, uniqueName } from './support/accounts';
import { seriousViolations } from './support/axe';
import { scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, createPerson, expectOk, type Person, signedInPage } from './support/people';
import { signedInWindow, toastWith } from './support/realtime';

/** A qualification of two units, one outcome each, made through the API: the administrator lists it, a teacher sets it out. */
async function qualification(request: APIRequestContext, teacher: Person) {
  const admin = await apiSignIn(request, 'admin', DEMO_PASSWORD);
  const code = uniqueName('CVQ').slice(0, 30);
  const cvq = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/CVQ/create', {
      headers: admin.headers,
      data: { code, title: 'Electrical installation', level: 'Level 2' },
    }),
    'list the qualification',
  );
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  const post = async (path: string, data: object) =>
    (await expectOk<{ data: { _id: string } }>(await request.post(path, { headers, data }), path)).data._id;
  const cvqId = cvq.data._id;
  const safety = await post('/api/v1/CVQ/saveUnit', {
    cvqId,
    code: 'U1',
    title: 'Working safely',
    position: 0,
  });
  await post('/api/v1/CVQ/saveOutcome', {
    unitId: safety,
    code: '1.1',
    text: 'Wears protective gear',
    evidence: 'A photo',
  });
  const wiring = await post('/api/v1/CVQ/saveUnit', {
    cvqId,
    code: 'U2',
    title: 'Wiring a circuit',
    position: 1,
  });
  await post('/api/v1/CVQ/saveOutcome', {
    unitId: wiring,
    code: '2.1',
    text: 'Wires a socket',
    evidence: 'Your graded wiring task',
  });
  return { code, cvqId };
}

test('a student adds evidence to a unit; the teacher assesses it live, is refused certification until every unit is met, certifies, and downloads the portfolio as a PDF', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  await scheduleCourse(request, teacher, [student], []);
  const { code } = await qualification(request, teacher);

  // The student starts a portfolio for the qualification and writes evidence for its first unit.
  const learner = await signedInWindow(browser, student.username, student.password);
  const studentPage = learner.page;
  await studentPage.goto('/vocationalqualificationsstudent');
  await expect(studentPage.getByText('No qualifications yet')).toBeVisible();
  await studentPage.getByRole('textbox', { name: 'Start a portfolio for' }).click();
  await studentPage.getByRole('option', { name: `${code} · Electrical installation` }).click();
  await studentPage.getByRole('button', { name: 'Start portfolio' }).click();
  await expect(studentPage).toHaveURL(/\/StudentPortfolio\/[^/]+$/);
  const portfolioUrl = new URL(studentPage.url()).pathname;
  const unitOne = studentPage.getByRole('region', { name: 'Unit U1: Working safely' });
  await expect(unitOne.getByText('No evidence for this unit yet.')).toBeVisible();
  await unitOne.getByRole('textbox', { name: 'Title' }).fill('Site diary, week 2');
  await unitOne
    .getByRole('textbox', { name: 'What you did' })
    .fill('I wore boots, gloves and a helmet all week.');
  await unitOne.getByRole('button', { name: 'Add evidence' }).click();
  await expect(unitOne.getByRole('list', { name: 'Evidence for unit U1' })).toContainText(
    'Site diary, week 2',
  );
  expect(await seriousViolations(studentPage)).toEqual([]);
  await learner.live.joined(['notification']);

  // The teacher opens the student's portfolio from the list and assesses the first outcome.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto('/StudentPortfolioList');
  await teacherPage.getByRole('link', { name: `${code} · Electrical installation` }).click();
  await expect(teacherPage).toHaveURL(new RegExp(`${portfolioUrl}$`));
  const marking = teacherPage.getByRole('region', { name: 'Unit U1: Working safely' });
  await expect(marking.getByText('I wore boots, gloves and a helmet all week.')).toBeVisible();
  await marking.getByRole('textbox', { name: 'Feedback on 1.1' }).fill('Clear and complete.');
  await marking.getByRole('button', { name: 'Save assessment' }).click();
  await expect(marking.getByText(/Met by .+: Clear and complete\./)).toBeVisible();

  // The student's open page shows the verdict without a reload.
  await expect(unitOne.getByText('Achieved', { exact: true })).toBeVisible();
  await expect(unitOne.getByText(/Met by .+: Clear and complete\./)).toBeVisible();

  // Certifying now is refused: the second unit is not met yet.
  await teacherPage.getByRole('button', { name: `Certify ${student.fullName}` }).click();
  await expect(teacherPage.getByRole('alert').filter({ hasText: 'Not certified' })).toContainText(
    '1 of 2 units is not achieved yet',
  );
  const wiring = teacherPage.getByRole('region', { name: 'Unit U2: Wiring a circuit' });
  await wiring.getByRole('button', { name: 'Save assessment' }).click();
  await expect(wiring.getByText('Achieved', { exact: true })).toBeVisible();
  await teacherPage.getByRole('button', { name: `Certify ${student.fullName}` }).click();
  await expect(toastWith(teacherPage, 'The student is certified.')).toBeVisible();
  await expect(teacherPage.getByText(/^Certified .+ by /)).toBeVisible();
  await expect(studentPage.getByText(/^Certified .+ by /)).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);

  // The portfolio downloads as one PDF whose text names the student, the units, the verdicts and the certification.
  const download = teacherPage.waitForEvent('download');
  await teacherPage.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`${code}\\.pdf$`));
  const text = await pdfText(readFileSync((await file.path())!));
  for (const shown of [
    student.fullName,
    code,
    'Unit U1: Working safely (achieved)',
    'Unit U2: Wiring a circuit (achieved)',
    'Site diary, week 2',
    'Met by',
    'Certified on',
  ])
    expect(text).toContain(shown);
});

test('a teacher sets out a unit and its learning outcome by hand; each form empties for the next one', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const admin = await apiSignIn(request, 'admin', DEMO_PASSWORD);
  const code = uniqueName('CVQ').slice(0, 30);
  await expectOk(
    await request.post('/api/v1/CVQ/create', {
      headers: admin.headers,
      data: { code, title: 'Plumbing', level: 'Level 1' },
    }),
    'list the qualification',
  );
  const page = await signedInPage(browser, teacher);
  await page.goto('/vocationalqualifications');
  await page.getByRole('textbox', { name: 'Qualification' }).click();
  await page.getByRole('option', { name: `${code} · Plumbing` }).click();
  await expect(page.getByText('No units yet')).toBeVisible();

  await page.getByRole('textbox', { name: 'Unit code' }).fill('P1');
  await page.getByRole('textbox', { name: 'Unit title' }).fill('Joining pipes');
  await page.getByRole('button', { name: 'Add unit' }).click();
  const unit = page.getByRole('region', { name: 'Unit P1' });
  await expect(unit.getByRole('heading', { name: 'Unit P1: Joining pipes' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Unit code' })).toHaveValue('');

  await unit.getByRole('textbox', { name: 'Outcome code' }).fill('1.1');
  await unit.getByRole('textbox', { name: 'Outcome', exact: true }).fill('Solders a copper joint');
  await unit.getByRole('textbox', { name: 'Evidence needed' }).fill('A photo of the joint');
  await unit.getByRole('button', { name: 'Add outcome' }).click();
  await expect(unit.getByText('Solders a copper joint')).toBeVisible();
  await expect(unit.getByText('Evidence: A photo of the joint')).toBeVisible();
  await expect(unit.getByRole('textbox', { name: 'Outcome code' })).toHaveValue('');

  // A second unit of the same code is refused, in words, and the form keeps what was typed.
  await page.getByRole('textbox', { name: 'Unit code' }).fill('P1');
  await page.getByRole('textbox', { name: 'Unit title' }).fill('Again');
  await page.getByRole('button', { name: 'Add unit' }).click();
  await expect(page.getByRole('alert')).toHaveText(/P1 already exists here\. Give it another code\./);
  await expect(page.getByRole('textbox', { name: 'Unit title' })).toHaveValue('Again');
});
