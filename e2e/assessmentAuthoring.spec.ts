import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Question } from '../src/core/schemas/assessments';
import { signInWithForm } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoPerson, signedInPage } from './support/people';
import { PLAIN, writeQuestions } from './support/questions';
import { expectFitsWidth } from './support/screenFit';

/** A GIFT file as Moodle writes one: a true/false question we take, and a description, which is no question. */
const GIFT_FILE = `// Exported from Moodle
::Sky colour:: The sky on a clear day is blue. {TRUE}

::Intro:: Read the questions carefully.
`;

/** The three questions the first journey writes in the editor, for the journeys that start from them. */
const WRITTEN: Question[] = [
  {
    _id: 'q-word',
    ...PLAIN,
    type: 'one_word',
    text: '<p>The capital of France?</p>',
    choices: [],
    answer: 'Paris|Paris city',
    marks: 2,
    feedback: '',
  },
  {
    _id: 'q-brief',
    ...PLAIN,
    type: 'brief',
    text: '<p>Why is the sky blue?</p>',
    choices: [],
    answer: 'Rayleigh scattering of sunlight.',
    marks: 1,
    feedback: '',
  },
  {
    _id: 'q-primes',
    ...PLAIN,
    type: 'mcq',
    text: '<p>Which of these numbers are prime?</p>',
    choices: ['2', '4', '5'],
    answer: '2|5',
    marks: 3,
    feedback: '',
  },
];

/** The demo teacher's course with one test a day away, for Sam; with `questions` saved through the API. */
async function courseWithTest(request: APIRequestContext, title: string, questions: Question[] = []) {
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'test', title, startsIn: DAY, lasts: HOUR }],
  );
  const testId = course.items[0]!._id;
  if (questions.length) await writeQuestions(request, teacher, testId, questions);
  return { teacher, course, testId };
}

/** The confirm dialog's button, once the dialog with this title is open. */
const confirmIn = (page: Page, title: string, button: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: button }).click();

/** One question of the editor, by its place. */
const questionAt = (page: Page, number: number) =>
  page.getByRole('group', { name: `Question ${number}`, exact: true });

/** Types into a question's rich-text editor. */
async function writeQuestion(question: Locator, number: number, text: string) {
  const editor = question.getByRole('textbox', { name: `Question ${number} text` });
  await editor.click();
  await editor.pressSequentially(text);
}

test('a teacher writes a question of each type, is asked before leaving them unsaved, and saves them', async ({
  browser,
  request,
}) => {
  const title = 'Capitals and primes';
  const { teacher, course, testId } = await courseWithTest(request, title);

  // The course's tests, each leading to its page.
  const page = await signedInPage(browser, teacher);
  await page.goto(`/listtest/${course.courseId}`);
  const tests = page.getByRole('region', { name: 'Tests' });
  const line = tests.getByRole('listitem').filter({ hasText: title });
  await expect(line.getByText('No questions yet · Nothing handed in yet')).toBeVisible();
  await expect(line.getByText('Live', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await line.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edittest/${course.courseId}/${testId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'Questions' }).getByText('No questions yet', { exact: true }),
  ).toBeVisible();

  // One word, with two accepted answers.
  await page.getByRole('button', { name: 'Add one word' }).click();
  const first = questionAt(page, 1);
  await writeQuestion(first, 1, 'The capital of France?');
  await first.getByRole('textbox', { name: 'Accepted answer 1 of question 1' }).fill('Paris');
  await first.getByRole('button', { name: 'Add an accepted answer to question 1' }).click();
  await first.getByRole('textbox', { name: 'Accepted answer 2 of question 1' }).fill('Paris city');
  await first.getByRole('textbox', { name: 'Marks' }).fill('2');

  // Multiple choice: saved first without a right choice, which is refused at the choices.
  await page.getByRole('button', { name: 'Add multiple choice' }).click();
  const second = questionAt(page, 2);
  await writeQuestion(second, 2, 'Which of these numbers are prime?');
  await second.getByRole('textbox', { name: 'Choice 1 of question 2' }).fill('2');
  await second.getByRole('textbox', { name: 'Choice 2 of question 2' }).fill('4');
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(second.getByText('Multiple choice: mark at least one right choice.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct question 2' })).toBeVisible();
  await second.getByRole('button', { name: 'Add a choice to question 2' }).click();
  await second.getByRole('textbox', { name: 'Choice 3 of question 2' }).fill('5');
  await second.getByRole('checkbox', { name: 'Choice 1 of question 2 is right' }).check();
  await expect(second.getByText('Choose all that apply.')).toHaveCount(0);
  await second.getByRole('checkbox', { name: 'Choice 3 of question 2 is right' }).check();
  await expect(second.getByText('Choose all that apply.')).toBeVisible();
  await second.getByRole('textbox', { name: 'Marks' }).fill('3');

  // Brief, with a model answer; then moved above the multiple choice.
  await page.getByRole('button', { name: 'Add brief answer' }).click();
  const third = questionAt(page, 3);
  await writeQuestion(third, 3, 'Why is the sky blue?');
  await third.getByRole('textbox', { name: 'Model answer' }).fill('Rayleigh scattering of sunlight.');
  await third.getByRole('button', { name: 'Move question 3 up' }).click();
  await expect(questionAt(page, 2).getByRole('textbox', { name: 'Model answer' })).toHaveValue(
    'Rayleigh scattering of sunlight.',
  );
  const total = page.getByRole('region', { name: 'Save the questions' });
  await expect(total.getByText('3 questions · 6 marks in all · not saved')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Questions (not saved)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import questions' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Leaving with changes not saved asks first.
  await page.getByRole('link', { name: 'All tests' }).click();
  await confirmIn(page, 'Leave without saving?', 'Stay');
  await expect(page).toHaveURL(new RegExp(`/edittest/${course.courseId}/${testId}$`));
  // The browser's back button asks too; staying keeps the address and the changes.
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await page.goBack();
  await confirmIn(page, 'Leave without saving?', 'Stay');
  await expect(page).toHaveURL(new RegExp(`/edittest/${course.courseId}/${testId}$`));
  await expect(total.getByText('3 questions · 6 marks in all · not saved')).toBeVisible();

  await total.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('The questions are saved.', { exact: true })).toBeVisible();
  await expect(total.getByText('3 questions · 6 marks in all', { exact: true })).toBeVisible();
  await expect(page.getByText('3 questions · 6 marks', { exact: true })).toBeVisible();
});

test('a teacher imports a GIFT file after the questions of a test, and exports them all to GIFT', async ({
  browser,
  request,
}) => {
  const title = 'Capitals and primes';
  const { teacher, course, testId } = await courseWithTest(request, title, WRITTEN);
  const page = await signedInPage(browser, teacher);
  await page.goto(`/edittest/${course.courseId}/${testId}`);
  await expect(page.getByText('3 questions · 6 marks', { exact: true })).toBeVisible();

  // Import from Moodle: the true/false question comes in, the numeric one is skipped with its line and reason.
  await page.getByRole('button', { name: 'Import questions' }).click();
  const importing = page.getByRole('dialog', { name: 'Import questions' });
  await importing
    .locator('input[type="file"]')
    .setInputFiles({ name: 'moodle.gift', mimeType: 'text/plain', buffer: Buffer.from(GIFT_FILE) });
  await expect(importing.getByRole('radio', { name: 'GIFT' })).toBeChecked();
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByText('1 question imported, after the ones you had.')).toBeVisible();
  await expect(importing.getByRole('list', { name: 'Imported' })).toContainText(
    'Sky colour — Multiple choice',
  );
  await expect(importing.getByText('1 question was skipped:')).toBeVisible();
  await expect(importing.getByRole('list', { name: 'Skipped' })).toContainText(
    /Line 4: A description is not a question/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await importing.getByRole('button', { name: 'Done' }).click();
  const imported = questionAt(page, 4);
  await expect(imported.getByRole('textbox', { name: 'Choice 1 of question 4' })).toHaveValue('True');
  await expect(imported.getByRole('checkbox', { name: 'Choice 1 of question 4 is right' })).toBeChecked();

  // Export to GIFT: every question is in the file (GIFT has no place for a brief answer's model answer).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as GIFT' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}.gift.txt`);
  const gift = await readFile(await download.path(), 'utf8');
  for (const text of [
    'The capital of France?',
    '=Paris city',
    'Why is the sky blue?',
    'Which of these numbers are prime?',
    'The sky on a clear day is blue.',
  ])
    expect(gift).toContain(text);
});

test('a teacher gives a student extra time, then opens the live sitting and closes it again', async ({
  browser,
  request,
}) => {
  const title = 'Capitals and primes';
  const { teacher, course, testId } = await courseWithTest(request, title, WRITTEN);
  const page = await signedInPage(browser, teacher);
  await page.goto(`/edittest/${course.courseId}/${testId}`);

  // Sam gets a quarter of an hour more.
  await page.getByRole('tab', { name: 'Students' }).click();
  await page.getByRole('textbox', { name: 'Add a student' }).click();
  await page.getByRole('option', { name: 'Sam Student (student1)' }).click();
  await page.getByRole('textbox', { name: 'Extra minutes for Sam Student' }).fill('15');
  await expect(page.getByText('75 minutes in all')).toBeVisible();
  await page.getByRole('button', { name: 'Save accommodations' }).click();
  await expect(page.getByText('The extra time and attempts are saved.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await page.getByRole('tab', { name: 'Students' }).click();
  await expect(page.getByRole('textbox', { name: 'Extra minutes for Sam Student' })).toHaveValue('15');

  // The live sitting, opened and closed again.
  await page.getByRole('link', { name: 'Open the sitting' }).click();
  await expect(page).toHaveURL(new RegExp(`/createLiveTest/${course.courseId}/${testId}$`));
  const sitting = page.getByRole('region', { name: 'The live sitting' });
  await expect(sitting.getByText('Not open', { exact: true })).toBeVisible();
  await expect(page.getByText('3 questions · 6 marks · time limit 60 minutes')).toBeVisible();
  await sitting.getByRole('button', { name: 'Open the sitting' }).click();
  await expect(page.getByText('The live test is open: students can start it now.')).toBeVisible();
  await expect(sitting.getByText('Open', { exact: true })).toBeVisible();
  await expect(sitting.getByText('Students can start it now, until you close the sitting.')).toBeVisible();
  await expect(sitting.getByText('Proctor the sitting')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await sitting.getByRole('button', { name: 'Close the sitting' }).click();
  await confirmIn(page, 'Close the sitting?', 'Close the sitting');
  await expect(sitting.getByText('Not open', { exact: true })).toBeVisible();
});

test('on a phone the edit page fits the screen: tabs by keyboard, a question written and saved with the bar in reach', async ({
  browser,
  request,
}) => {
  const teacher = await demoPerson(request, 'teacher', 'Tom Teacher', 'teacher');
  const title = 'Quick check, with a long title that has to wrap on a narrow screen';
  const course = await scheduleCourse(
    request,
    teacher,
    [],
    [{ kind: 'test', title, startsIn: DAY, lasts: HOUR }],
  );
  const testId = course.items[0]!._id;

  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInWithForm(page, teacher.username, teacher.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const fits = async () => await expectFitsWidth(page, 390);

  await page.goto(`/listtest/${course.courseId}`);
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await fits();
  await page.goto(`/edittest/${course.courseId}/${testId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await fits();

  // The tabs answer the arrow keys.
  await page.getByRole('tab', { name: 'Questions' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Time limit in minutes' })).toHaveValue('60');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: /^Live/ })).toBeChecked();
  await fits();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add one word' }).click();
  const question = questionAt(page, 1);
  await writeQuestion(question, 1, 'Two plus two?');
  await question.getByRole('textbox', { name: 'Accepted answer 1 of question 1' }).fill('four');
  await fits();
  const save = page.getByRole('button', { name: 'Save questions' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await save.click();
  await expect(page.getByText('The questions are saved.', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A change left unsaved is lost only when the teacher says so.
  await question.getByRole('textbox', { name: 'Marks' }).fill('3');
  await page.getByRole('link', { name: 'All tests' }).click();
  await confirmIn(page, 'Leave without saving?', 'Leave');
  await expect(page).toHaveURL(new RegExp(`/listtest/${course.courseId}$`));
  await expect(page.getByText('1 question · 1 mark · Nothing handed in yet')).toBeVisible();
});
