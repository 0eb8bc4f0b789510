import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { scheduleCourse } from './support/courses';
import { wokenEditor } from './support/editor';
import { test } from './support/journey';
import { createPerson, signedInPage } from './support/people';
import { signedInWindow, toastWith } from './support/realtime';

/** The left menu's Mail entry, with its unread count when there is one. */
const mailEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Mail/ });

/** The rich editor's text box in a dialog. */
const editorIn = (page: Page, dialog: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('textbox', { name: 'Message' });

test('a teacher mails a whole course; a student sees it arrive live with the unread count, reads it and replies with a file; the teacher opens the file', async ({
  browser,
  request,
}) => {
  const [teacher, student, classmate] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student, classmate], []);
  const subject = `Field trip ${course.name}`;

  // The student has Mail open, empty, before anything is sent.
  const reader = await signedInWindow(browser, student.username, student.password);
  const studentPage = reader.page;
  await studentPage.goto('/mail');
  await expect(studentPage.getByText('No messages in Inbox')).toBeVisible();
  await reader.live.joined(['notification']);
  await expect(mailEntry(studentPage)).toHaveAccessibleName('Mail');

  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto('/mail');
  await expect(teacherPage.getByText('No messages in Inbox')).toBeVisible();
  expect(await seriousViolations(teacherPage)).toEqual([]);

  // The teacher writes to the whole course.
  await teacherPage.getByRole('button', { name: 'New message' }).click();
  const compose = teacherPage.getByRole('dialog', { name: 'New message' });
  await compose.getByRole('textbox', { name: 'To' }).fill(course.name);
  await teacherPage.getByRole('option', { name: `Course: ${course.name} (everyone)` }).click();
  await compose.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await editorIn(teacherPage, 'New message').click();
  await teacherPage.keyboard.type('Bring boots and a raincoat.');
  expect(await seriousViolations(teacherPage)).toEqual([]);
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(teacherPage, 'Your message was sent to 2 people.')).toBeVisible();
  await expect(compose).toBeHidden();

  // It arrives on the student's open page without a reload: the menu counts it, the inbox lists it in bold.
  await expect(mailEntry(studentPage)).toHaveAccessibleName('Mail 1 unread');
  const line = studentPage
    .getByRole('list', { name: 'Inbox messages' })
    .getByRole('button', { name: new RegExp(subject) });
  await expect(line).toContainText('Unread:');
  await line.click();
  const pane = studentPage.getByRole('region', { name: 'Reading pane' });
  await expect(pane.getByRole('heading', { name: subject })).toBeVisible();
  await expect(pane.getByText('Bring boots and a raincoat.')).toBeVisible();
  await expect(mailEntry(studentPage)).toHaveAccessibleName('Mail');
  await expect(line).not.toContainText('Unread:');

  // The student replies with a file.
  await pane.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = studentPage.getByRole('dialog', { name: 'Reply' });
  await expect(reply.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${subject}`);
  const editor = await wokenEditor(reply, 'Message');
  await expect(editor).toContainText('Bring boots and a raincoat.');
  await editor.click();
  await studentPage.keyboard.press('Control+Home');
  await studentPage.keyboard.type('Here is my packing list.');
  await reply.getByLabel('Choose files to add').setInputFiles({
    name: 'packing.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Boots, raincoat, lunch.\n'),
  });
  await expect(reply.getByRole('list', { name: 'Attached files' }).getByText('packing.txt')).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(studentPage, 'Your message was sent.')).toBeVisible();

  // The teacher's open inbox shows the reply live; they open it and its file.
  const answer = teacherPage
    .getByRole('list', { name: 'Inbox messages' })
    .getByRole('button', { name: new RegExp(`Re: ${subject}`) });
  await expect(answer).toBeVisible();
  await expect(mailEntry(teacherPage)).toHaveAccessibleName('Mail 1 unread');
  await answer.click();
  const teacherPane = teacherPage.getByRole('region', { name: 'Reading pane' });
  await expect(teacherPane.getByText('Here is my packing list.')).toBeVisible();
  await teacherPane.getByRole('link', { name: 'packing.txt' }).click();
  await expect(teacherPage).toHaveURL(/\/viewfile\//);
  await expect(teacherPage.getByText('Boots, raincoat, lunch.')).toBeVisible();

  // The classmate was not sent the reply, and cannot open its file.
  const classmatePage = await signedInPage(browser, classmate);
  await classmatePage.goto(teacherPage.url());
  await expect(classmatePage.getByText('This file cannot be opened')).toBeVisible();

  // On a phone the list and the reading pane stack, and the page stays accessible.
  await studentPage.setViewportSize({ width: 375, height: 800 });
  await studentPage.goto('/mail');
  await expect(studentPage.getByRole('list', { name: 'Inbox messages' })).toBeVisible();
  expect(await seriousViolations(studentPage)).toEqual([]);
});
