import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '../src/core/constants';
import { seriousViolations } from './support/axe';
import { HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoPerson } from './support/people';
import { expectSameDocument, markDocument, signedInWindow, toastWith } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

/** A GIFT file as a teacher brings it from Moodle: a one-word question, a multiple-choice one and an essay. */
const GIFT_FILE = `// Networks, exported from Moodle
::Router:: Which device forwards packets between networks? {=router}

::IP layer:: Which layer does IP belong to? {~Link =Network ~Transport}

::Handshake:: Why does TCP open a connection with a handshake? {}
`;

const PHONE = { width: 390, height: 844 };

/** The confirm dialog's button, once the dialog with this title is open. */
const confirmIn = (page: Page, title: string, button: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: button }).click();

const saving = (page: Page) => page.getByRole('status', { name: 'Saving of your answers' });

/** The seconds the sitting's clock shows ("0:41" → 41). */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  return text
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

test('a teacher imports a GIFT test and opens it live; three students sit it (one resumes after closing the page, one is terminated by the proctor, one runs out of time); the teacher marks and releases; the students read their marks', async ({
  browser,
  request,
}) => {
  // One minute of sitting, and the server's grace after it, are part of the story.
  test.setTimeout(timeBudget(180_000));
  const [teacher, sam, sara, sid] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
    demoPerson(request, 'student2', 'Sara Student', 'student'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const title = 'Networks check';
  // Scheduled for later: the students can sit it once the teacher opens the live sitting.
  const course = await scheduleCourse(
    request,
    teacher,
    [sam, sara, sid],
    [{ kind: 'test', title, startsIn: HOUR, lasts: HOUR }],
  );
  const { courseId } = course;
  const testId = course.items[0]!._id;
  const sittingPath = `/answerLiveTest/${courseId}/${testId}`;

  const { page: proctor, live: proctorLive } = await signedInWindow(
    browser,
    teacher.username,
    teacher.password,
  );

  await test.step('the teacher imports the GIFT file, gives the brief answer 2 marks, a one-minute limit and a live sitting', async () => {
    await proctor.goto(`/edittest/${courseId}/${testId}`);
    await expect(proctor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await proctor.getByRole('button', { name: 'Import questions' }).click();
    const importing = proctor.getByRole('dialog', { name: 'Import questions' });
    await importing
      .locator('input[type="file"]')
      .setInputFiles({ name: 'networks.gift', mimeType: 'text/plain', buffer: Buffer.from(GIFT_FILE) });
    await expect(importing.getByRole('radio', { name: 'GIFT' })).toBeChecked();
    await importing.getByRole('button', { name: 'Import' }).click();
    await expect(importing.getByText('3 questions imported, after the ones you had.')).toBeVisible();
    const imported = importing.getByRole('list', { name: 'Imported' }).getByRole('listitem');
    await expect(imported).toHaveText([
      'Router — One word',
      'IP layer — Multiple choice',
      'Handshake — Brief answer',
    ]);
    expect(await seriousViolations(proctor)).toEqual([]);
    await importing.getByRole('button', { name: 'Done' }).click();

    const brief = proctor.getByRole('group', { name: 'Question 3', exact: true });
    await brief.getByRole('textbox', { name: 'Marks' }).fill('2');
    await proctor.getByRole('button', { name: 'Save questions' }).click();
    await expect(proctor.getByText('The questions are saved.', { exact: true })).toBeVisible();
    await expect(proctor.getByText('3 questions · 4 marks in all', { exact: true })).toBeVisible();

    await proctor.getByRole('tab', { name: 'Details' }).click();
    await proctor.getByRole('textbox', { name: 'Time limit in minutes' }).fill('1');
    await proctor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastWith(proctor, `${title} is saved.`)).toBeVisible();

    await proctor.getByRole('tab', { name: 'Settings' }).click();
    await proctor.getByRole('radio', { name: /^Live/ }).check();
    await proctor.getByRole('button', { name: 'Save settings' }).click();
    await expect(toastWith(proctor, 'The settings are saved.')).toBeVisible();
  });

  await test.step('the teacher opens the live sitting and goes to proctor it', async () => {
    await proctor.getByRole('link', { name: 'Open the sitting' }).click();
    await expect(proctor).toHaveURL(new RegExp(`/createLiveTest/${courseId}/${testId}$`));
    await expect(proctor.getByText('3 questions · 4 marks · time limit 1 minute')).toBeVisible();
    const sitting = proctor.getByRole('region', { name: 'The live sitting' });
    await expect(sitting.getByText('Not open', { exact: true })).toBeVisible();
    await sitting.getByRole('button', { name: 'Open the sitting' }).click();
    await expect(toastWith(proctor, 'The live test is open: students can start it now.')).toBeVisible();
    await expect(sitting.getByText('Students can start it now, until you close the sitting.')).toBeVisible();
    // Checked once the toasts have gone: one fading out has its colours half-drawn.
    await expect(proctor.getByRole('alert')).toHaveCount(0);
    expect(await seriousViolations(proctor)).toEqual([]);
    await sitting.getByRole('link', { name: 'Proctor the sitting' }).click();
    await expect(proctor).toHaveURL(new RegExp(`/proctor/${courseId}/test/${testId}$`));
    await expect(proctor.getByText('Nobody is sitting the test now')).toBeVisible();
    await proctorLive.joined(['proctor']);
  });

  // Each student in a browser of their own, signed in before the clock of anyone's minute starts.
  const { page: sidPage } = await signedInWindow(browser, sid.username, sid.password);
  await sidPage.setViewportSize(PHONE);
  const { page: saraPage, live: saraLive } = await signedInWindow(browser, sara.username, sara.password);
  const { page: firstSamPage } = await signedInWindow(browser, sam.username, sam.password);
  const samRow = proctor.getByRole('row', { name: /Sam Student/ });
  const saraRow = proctor.getByRole('row', { name: /Sara Student/ });
  const sidRow = proctor.getByRole('row', { name: /Sid Student/ });

  await test.step('Sid, on a phone, starts, answers one question, and leaves it there', async () => {
    await sidPage.goto(sittingPath);
    await expect(sidPage.getByText('1 minute, counted from when you press Start.')).toBeVisible();
    await sidPage.getByRole('button', { name: 'Start', exact: true }).click();
    await sidPage.getByRole('textbox', { name: 'Your answer to question 1' }).fill('Router');
    await expect(saving(sidPage)).toHaveText('Saved');
    await expectFitsWidth(sidPage, PHONE.width);
    await expect(sidRow.getByRole('cell', { name: '1 of 3' })).toBeVisible();
  });

  await test.step('Sara switches to another tab; the proctor sees it at once and terminates her sitting', async () => {
    await saraPage.goto(sittingPath);
    await saraPage.getByRole('button', { name: 'Start', exact: true }).click();
    await saraPage.getByRole('button', { name: 'Question 2, not answered' }).click();
    await saraPage.getByRole('radio', { name: 'Network' }).check();
    await expect(saving(saraPage)).toHaveText('Saved');
    await expect(saraRow.getByRole('cell', { name: '1 of 3' })).toBeVisible();
    await expect(proctor.getByRole('status').filter({ hasText: 'No focus lost so far.' })).toBeVisible();
    const proctorDocument = await markDocument(proctor);

    // Headless Chromium tells every page it has the focus unless told not to; then a tab brought to the front
    // takes the focus from the sitting's, as in a browser on a desk.
    const cdp = await saraPage.context().newCDPSession(saraPage);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const otherTab = await saraPage.context().newPage();
    await otherTab.bringToFront();

    await expect(saraRow.getByText(/Window left, not back yet/)).toBeVisible();
    await expect(
      proctor.getByRole('status').filter({ hasText: /^Newest focus loss: Sara Student, window left at / }),
    ).toBeVisible();
    await expectSameDocument(proctor, proctorDocument);
    expect(await seriousViolations(proctor)).toEqual([]);

    // Live delivery is at most once: Sara's page listens before the proctor ends her sitting.
    await saraLive.joined(['notification']);
    await saraRow.getByRole('button', { name: "Terminate Sara Student's sitting" }).click();
    const dialog = proctor.getByRole('dialog', { name: "Terminate Sara Student's sitting?" });
    await expect(dialog.getByText(MESSAGES.proctorTerminated)).toBeVisible();
    await dialog.getByRole('button', { name: 'Terminate' }).click();
    await expect(toastWith(proctor, "Sara Student's sitting was terminated.")).toBeVisible();
    await expect(saraRow).toHaveCount(0);

    // Back on the test's tab, Sara finds it ended, in SPEC §8's words.
    await saraPage.bringToFront();
    await expect(saraPage.getByRole('alert').filter({ hasText: 'Proctor' })).toHaveText(
      MESSAGES.proctorTerminated,
    );
    await expect(saraPage.getByRole('heading', { name: 'Handed in' })).toBeVisible();
    await expect(saraPage.getByRole('textbox', { name: /Your answer/ })).toHaveCount(0);
    await otherTab.close();
  });

  let samPage = firstSamPage;
  await test.step('Sam answers every question, closes the page, opens the test again and finds his answers and less time', async () => {
    await samPage.goto(`/viewcourse/${courseId}`);
    await samPage.getByRole('link', { name: `Start: ${title}` }).click();
    await expect(samPage).toHaveURL(new RegExp(`${sittingPath}$`));
    await samPage.getByRole('button', { name: 'Start', exact: true }).click();
    await samPage.getByRole('textbox', { name: 'Your answer to question 1' }).fill('router');
    await expect(saving(samPage)).toHaveText('Saved');
    // By keyboard: Next, then the choices with the arrow keys.
    await samPage.getByRole('button', { name: 'Next' }).focus();
    await samPage.keyboard.press('Enter');
    await expect(samPage.getByRole('heading', { name: 'Question 2 of 3' })).toBeFocused();
    await samPage.keyboard.press('Tab');
    await samPage.keyboard.press('ArrowDown');
    await expect(samPage.getByRole('radio', { name: 'Network' })).toBeChecked();
    await expect(saving(samPage)).toHaveText('Saved');
    await samPage.getByRole('button', { name: 'Next' }).click();
    await samPage
      .getByRole('textbox', { name: 'Your answer to question 3' })
      .fill('Both ends agree on their first sequence numbers.');
    await expect(saving(samPage)).toHaveText('Saved');
    await expect(samPage.getByText('3 of 3 answered')).toBeVisible();
    await expect(samRow.getByRole('cell', { name: '3 of 3' })).toBeVisible();
    expect(await seriousViolations(samPage)).toEqual([]);

    const before = await clockSeconds(samPage);
    expect(before).toBeLessThanOrEqual(60);
    const context = samPage.context();
    await samPage.close();
    samPage = await context.newPage();
    await samPage.goto(sittingPath);
    await expect(samPage.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    await expect(samPage.getByRole('textbox', { name: 'Your answer to question 1' })).toHaveValue('router');
    await expect.poll(() => clockSeconds(samPage)).toBeLessThan(before);
    await samPage.getByRole('button', { name: 'Question 2, answered' }).click();
    await expect(samPage.getByRole('radio', { name: 'Network' })).toBeChecked();
    await samPage.getByRole('button', { name: 'Question 3, answered' }).click();
    await expect(samPage.getByRole('textbox', { name: 'Your answer to question 3' })).toHaveValue(
      'Both ends agree on their first sequence numbers.',
    );
  });

  await test.step('Sam hands in before his time runs out', async () => {
    await samPage.getByRole('button', { name: 'Hand in' }).click();
    const dialog = samPage.getByRole('dialog', { name: 'Hand in your answers?' });
    await expect(dialog.getByText('Every question has an answer.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Hand in' }).click();
    await expect(samPage.getByRole('heading', { name: 'Handed in' })).toBeVisible();
    await expect(samPage.getByText(/^You handed in your answers at /)).toBeVisible();
    await expect(samRow).toHaveCount(0);
  });

  await test.step("Sid's minute runs out: his answers are handed in as they were, without him", async () => {
    // The minute, the server's grace for late writes and its sweep: within 90 s of now, whatever came before.
    await expect(sidPage.getByRole('heading', { name: 'Handed in' })).toBeVisible({
      timeout: timeBudget(90_000),
    });
    await expect(
      sidPage.getByText(/^Time was up: your answers were handed in as they were at /),
    ).toBeVisible();
    await expect(sidPage.getByText('1 of 3 questions answered.', { exact: false })).toBeVisible();
    expect(await seriousViolations(sidPage)).toEqual([]);
    await expect(proctor.getByText('Nobody is sitting the test now')).toBeVisible();
  });

  await test.step('the answer list shows how each attempt ended; the teacher marks the brief answers', async () => {
    await proctor.getByRole('link', { name: 'Answers' }).click();
    await expect(proctor).toHaveURL(new RegExp(`/TestAnswerList/${courseId}/${testId}$`));
    const samLine = proctor.getByRole('row', { name: /Sam Student/ });
    const saraLine = proctor.getByRole('row', { name: /Sara Student/ });
    const sidLine = proctor.getByRole('row', { name: /Sid Student/ });
    await expect(samLine.getByRole('cell', { name: 'Handed in by the student' })).toBeVisible();
    await expect(saraLine.getByRole('cell', { name: 'Terminated by the proctor' })).toBeVisible();
    await expect(sidLine.getByRole('cell', { name: 'Time ran out' })).toBeVisible();
    // Sara and Sid left the brief question blank: marked 0 by itself (issue 37), nothing waits for the teacher.
    await expect(samLine.getByRole('cell', { name: 'to mark (1)' })).toBeVisible();
    for (const line of [saraLine, sidLine])
      await expect(line.getByRole('cell', { name: '1 / 4' })).toBeVisible();
    expect(await seriousViolations(proctor)).toEqual([]);

    // Sara's attempt opens with her blank brief answer at 0 and the focus she lost.
    await saraLine.getByRole('link', { name: 'Open attempt 1 of Sara Student' }).click();
    await expect(proctor.getByRole('heading', { name: 'Sara Student, attempt 1' })).toBeVisible();
    await expect(proctor.getByText('Terminated by the proctor')).toBeVisible();
    const saraFocus = proctor.getByRole('region', { name: 'Focus during the sitting' });
    await expect(saraFocus.getByText(/^Window left/)).toBeVisible();
    await expect(
      proctor
        .getByRole('region', { name: 'Question 3' })
        .getByRole('textbox', { name: 'Mark for question 3, out of 2' }),
    ).toHaveValue('0');
    await expect(proctor.getByText('Total: 1 / 4', { exact: true })).toBeVisible();
    await proctor.getByRole('link', { name: '← All the attempts' }).click();

    // Sam's brief answer is the one to mark.
    await samLine.getByRole('link', { name: 'Mark attempt 1 of Sam Student' }).click();
    await expect(proctor).toHaveURL(new RegExp(`/TestAssessment/${courseId}/${testId}/[^/]+$`));
    await expect(proctor.getByRole('heading', { name: 'Sam Student, attempt 1' })).toBeVisible();
    const samBrief = proctor.getByRole('region', { name: 'Question 3' });
    await expect(samBrief.getByText('Both ends agree on their first sequence numbers.')).toBeVisible();
    await expect(proctor.getByText('Total: 2 / 4 · 1 answer to mark')).toBeVisible();
    await samBrief.getByRole('textbox', { name: 'Mark for question 3, out of 2' }).fill('1.5');
    await samBrief.getByRole('textbox', { name: 'Feedback on question 3' }).fill('Say why they must agree.');
    await expect(proctor.getByText('Total: 3.5 / 4', { exact: true })).toBeVisible();
    expect(await seriousViolations(proctor)).toEqual([]);
    await proctor.getByRole('button', { name: 'Save and next to mark' }).click();
    await expect(toastWith(proctor, 'The marks are saved. Nothing else waits to be marked.')).toBeVisible();
    await expect(proctor).toHaveURL(new RegExp(`/TestAnswerList/${courseId}/${testId}$`));
  });

  await test.step('the teacher releases the marks', async () => {
    await expect(
      proctor.getByRole('row', { name: /Sam Student/ }).getByRole('cell', { name: '3.5 / 4' }),
    ).toBeVisible();
    await proctor.getByRole('button', { name: 'Release marks (3)' }).click();
    await confirmIn(proctor, 'Release the marks?', 'Release');
    await expect(toastWith(proctor, '3 marks were released. The students are told.')).toBeVisible();
    await expect(proctor.getByRole('cell', { name: 'Released' })).toHaveCount(3);
  });

  await test.step('each student reads their marks', async () => {
    const resultPath = `/TestAssessmentLive/${courseId}/${testId}`;
    await samPage.goto(resultPath);
    const samMarks = samPage.getByRole('region', { name: 'Your marks' });
    await expect(samMarks.getByLabel('Mark: 3.5 out of 4')).toBeVisible();
    await expect(samMarks.getByText('Say why they must agree.')).toBeVisible();
    expect(await seriousViolations(samPage)).toEqual([]);

    await saraPage.goto(resultPath);
    await expect(
      saraPage.getByRole('region', { name: 'Your marks' }).getByLabel('Mark: 1 out of 4'),
    ).toBeVisible();

    await sidPage.goto(resultPath);
    await expect(
      sidPage.getByRole('region', { name: 'Your marks' }).getByLabel('Mark: 1 out of 4'),
    ).toBeVisible();
    await expectFitsWidth(sidPage, PHONE.width);
    expect(await seriousViolations(sidPage)).toEqual([]);
  });
});
