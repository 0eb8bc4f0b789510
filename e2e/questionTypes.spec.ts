import { expect, type Locator, type Page } from '@playwright/test';
import { testCalls } from '../src/core/contracts/assessments';
import { seriousViolations } from './support/axe';
import { HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoPerson, expectOk, signedInPage } from './support/people';
import { signedInWindow } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';

/** One question of the editor, by its place. */
const questionAt = (page: Page, number: number) =>
  page.getByRole('group', { name: `Question ${number}`, exact: true });

/** Types into a question's rich-text editor. */
async function writeQuestion(question: Locator, number: number, text: string) {
  const editor = question.getByRole('textbox', { name: `Question ${number} text` });
  await editor.click();
  await editor.pressSequentially(text);
}

/** Presses Tab until `target` has the focus, as a keyboard user reaches it; fails if it is never reached. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The page at a width (a desktop's, a phone's) fits it: nothing wider than the screen. */
async function fitsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
  await expectFitsWidth(page, width);
}

const saving = (page: Page) => page.getByRole('status', { name: 'Saving of your answers' });

test("issue 33's questions: a teacher writes numerical, matching and weighted multiple choice; a student answers them by keyboard; the engine's marks follow Moodle's rules", async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const title = 'Numbers and capitals';
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'test', title, startsIn: -HOUR, lasts: 3 * HOUR }],
  );
  const testId = course.items[0]!._id;
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  await expectOk(
    await request.post(testCalls.saveSettings.path, {
      headers,
      data: {
        itemId: testId,
        mode: 'offline',
        attemptsAllowed: 1,
        shuffleQuestions: false,
        shuffleChoices: false,
        allowAnswerFile: false,
      },
    }),
    'save the settings',
  );

  // The teacher writes the three questions in the editor.
  const editing = await signedInPage(browser, teacher);
  await editing.goto(`/edittest/${course.courseId}/${testId}`);
  await expect(editing.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Numerical: 3 within 0.5 for full marks, and 2.5 exactly for half.
  await editing.getByRole('button', { name: 'Add numerical' }).click();
  const numerical = questionAt(editing, 1);
  await expect(numerical.getByText('Numerical', { exact: true })).toBeVisible();
  await writeQuestion(numerical, 1, 'What is 2.5 + 0.5, in metres?');
  await numerical.getByRole('textbox', { name: 'Number 1 of question 1', exact: true }).fill('3');
  await numerical.getByRole('textbox', { name: 'Tolerance (±) of number 1 of question 1' }).fill('0.5');
  await numerical.getByRole('button', { name: 'Add a number to question 1' }).click();
  await numerical.getByRole('textbox', { name: 'Number 2 of question 1', exact: true }).fill('2.5');
  await numerical.getByRole('textbox', { name: 'Weight of number 2 of question 1, in percent' }).fill('50');
  await numerical.getByRole('textbox', { name: 'Marks' }).fill('2');

  // Matching: two pairs and an extra wrong match; a pair left without its prompt is refused at its field.
  await editing.getByRole('button', { name: 'Add matching' }).click();
  const matching = questionAt(editing, 2);
  await writeQuestion(matching, 2, 'Match each capital to its country.');
  await matching.getByRole('textbox', { name: 'Prompt of pair 1 of question 2' }).fill('Paris');
  await matching.getByRole('textbox', { name: 'Match of pair 1 of question 2' }).fill('France');
  await matching.getByRole('textbox', { name: 'Match of pair 2 of question 2' }).fill('Italy');
  await matching.getByRole('button', { name: 'Add an extra wrong match to question 2' }).click();
  await matching.getByRole('textbox', { name: 'Extra wrong match 1 of question 2' }).fill('Spain');
  await matching.getByRole('textbox', { name: 'Marks' }).fill('2');
  await editing.getByRole('button', { name: 'Save questions' }).click();
  await expect(
    matching.getByText('Prompt: write what this match answers, or make it an extra wrong match.'),
  ).toBeVisible();
  await matching.getByRole('textbox', { name: 'Prompt of pair 2 of question 2' }).fill('Rome');

  // Multiple choice with weights per choice, several picks allowed.
  await editing.getByRole('button', { name: 'Add multiple choice' }).click();
  const weighted = questionAt(editing, 3);
  await writeQuestion(weighted, 3, 'Which are capitals of kingdoms?');
  await weighted.getByRole('button', { name: 'Add a choice to question 3' }).click();
  for (const [index, choice] of ['London', 'Madrid', 'Paris'].entries())
    await weighted
      .getByRole('textbox', { name: `Choice ${index + 1} of question 3`, exact: true })
      .fill(choice);
  await weighted.getByRole('switch', { name: 'Weights per choice for question 3' }).check();
  await weighted.getByRole('textbox', { name: 'Weight of choice 1 of question 3, in percent' }).fill('50');
  await weighted.getByRole('textbox', { name: 'Weight of choice 2 of question 3, in percent' }).fill('50');
  await weighted.getByRole('textbox', { name: 'Weight of choice 3 of question 3, in percent' }).fill('-100');
  await weighted.getByRole('switch', { name: 'Students may pick several choices in question 3' }).check();
  await expect(weighted.getByText('Choose all that apply.')).toBeVisible();
  await weighted.getByRole('textbox', { name: 'Marks' }).fill('2');
  expect(await seriousViolations(editing)).toEqual([]);

  await editing.getByRole('button', { name: 'Save questions' }).click();
  await expect(editing.getByText('The questions are saved.', { exact: true })).toBeVisible();
  await fitsAt(editing, 1280);
  await fitsAt(editing, 375);

  // What was saved comes back as it was written.
  await editing.setViewportSize({ width: 1280, height: 900 });
  await editing.reload();
  await expect(
    questionAt(editing, 1).getByRole('textbox', { name: 'Tolerance (±) of number 1 of question 1' }),
  ).toHaveValue('0.5');
  await expect(
    questionAt(editing, 1).getByRole('textbox', { name: 'Weight of number 2 of question 1, in percent' }),
  ).toHaveValue('50');
  await expect(
    questionAt(editing, 2).getByRole('textbox', { name: 'Prompt of pair 2 of question 2' }),
  ).toHaveValue('Rome');
  await expect(
    questionAt(editing, 2).getByRole('textbox', { name: 'Extra wrong match 1 of question 2' }),
  ).toHaveValue('Spain');
  await expect(
    questionAt(editing, 3).getByRole('switch', { name: 'Weights per choice for question 3' }),
  ).toBeChecked();
  await expect(
    questionAt(editing, 3).getByRole('textbox', { name: 'Weight of choice 3 of question 3, in percent' }),
  ).toHaveValue('-100');

  // The student answers with the keyboard alone.
  const { page } = await signedInWindow(browser, student.username, student.password);
  await page.goto(`/submitOfflineTest/${course.courseId}/${testId}`);
  await tabTo(page, page.getByRole('button', { name: 'Start', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();

  // Numerical: the number typed, with its unit.
  const number = page.getByRole('textbox', { name: 'Your answer to question 1' });
  await expect(number).toHaveAttribute('inputmode', 'decimal');
  await tabTo(page, number);
  await page.keyboard.type('3.2 m');
  await expect(saving(page)).toHaveText('Saved');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Matching: a list per prompt; France for Paris (right), Spain for Rome (wrong).
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  const paris = page.getByRole('combobox', { name: 'Paris' });
  await tabTo(page, paris);
  await page.keyboard.press('F');
  await expect(paris).toHaveValue('France');
  const rome = page.getByRole('combobox', { name: 'Rome' });
  await tabTo(page, rome);
  await page.keyboard.press('S');
  await expect(rome).toHaveValue('Spain');
  await expect(saving(page)).toHaveText('Saved');
  await fitsAt(page, 1280);
  await fitsAt(page, 375);
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Weighted multiple choice, several picks: the server says so, and two are picked.
  await expect(page.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
  await expect(page.getByText('Choose all that apply.')).toBeVisible();
  for (const choice of ['London', 'Madrid']) {
    await tabTo(page, page.getByRole('checkbox', { name: choice }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: choice })).toBeChecked();
  }
  await expect(saving(page)).toHaveText('Saved');
  await fitsAt(page, 375);
  await fitsAt(page, 1280);

  await tabTo(page, page.getByRole('button', { name: 'Hand in' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hand in your answers?' });
  await expect(dialog.getByText('Every question has an answer.', { exact: false })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Hand in' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeVisible();

  // The teacher sees the engine's marks: 2 of 2 (3.2 is within 3 ± 0.5), 1 of 2 (one match of two), 2 of 2 (50% +
  // 50%).
  const lines = await expectOk<{ data: { _id: string; student: { _id: string } }[] }>(
    await request.get(testCalls.answerList.path.replace(':refId', testId), { headers }),
    'the answer list',
  );
  const attemptId = lines.data.find((line) => line.student._id === student.userId)!._id;
  await editing.goto(`/TestAssessment/${course.courseId}/${testId}/${attemptId}`);
  const first = editing.getByRole('region', { name: 'Question 1' });
  await expect(first.getByText('Accepted: 3 ± 0.5, 2.5 (50%)')).toBeVisible();
  await expect(first.getByText('3.2 m (read as 3.2)')).toBeVisible();
  await expect(first.getByText('Marked by the engine: 2 / 2')).toBeVisible();
  const second = editing.getByRole('region', { name: 'Question 2' });
  await expect(second.getByText('Paris → France', { exact: true })).toBeVisible();
  await expect(second.getByText('Rome → Spain', { exact: true })).toBeVisible();
  await expect(second.getByText('Marked by the engine: 1 / 2')).toBeVisible();
  const third = editing.getByRole('region', { name: 'Question 3' });
  await expect(third.getByText('London (50%)')).toBeVisible();
  await expect(third.getByText('Paris (-100%)')).toBeVisible();
  await expect(third.getByText('Marked by the engine: 2 / 2')).toBeVisible();
  expect(await seriousViolations(editing)).toEqual([]);
  await fitsAt(editing, 1280);
  await fitsAt(editing, 375);

  // Released, the student's result reads the answers and keys in words.
  await expectOk(
    await request.post(testCalls.release.path, { headers, data: { itemId: testId } }),
    'release the marks',
  );
  await page.goto(`/TestAssessmentLive/${course.courseId}/${testId}`);
  const marks = page.getByRole('region', { name: 'Your marks' });
  await expect(marks.getByLabel('Mark: 5 out of 6')).toBeVisible();
  await expect(marks.getByText('3 ± 0.5', { exact: true })).toBeVisible();
  await expect(marks.getByText('Rome → Spain', { exact: true })).toBeVisible();
  await expect(marks.getByText('Rome → Italy', { exact: true })).toBeVisible();
  await expect(marks.getByText('London, Madrid', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fitsAt(page, 375);
});
