import { expect, type Page } from '@playwright/test';
import { CHAT_SENDS_PER_WINDOW } from '../src/core/constants';
import { scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, createPerson, expectOk, signedInPage } from './support/people';
import { expectSameDocument, markDocument, signedInWindow, toastWith } from './support/realtime';

/** Every browser dialog (alert, confirm, prompt) a page opens: typed text must never open one. */
function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

test('two students chat live: links become safe anchors, markup stays text, a deleted message goes for both', async ({
  browser,
  request,
}) => {
  const [teacher, ana, ben] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [ana, ben], []);
  const chats = `/personalchat/${course.courseId}/all`;

  // Ben has the course's chats open before anyone writes to him.
  const reader = await signedInWindow(browser, ben.username, ben.password);
  const benPage = reader.page;
  const benDialogs = recordDialogs(benPage);
  await benPage.goto(chats);
  await expect(benPage.getByText('No chats yet')).toBeVisible();
  await reader.live.joined(['notification']);
  const mark = await markDocument(benPage);

  const writer = await signedInWindow(browser, ana.username, ana.password);
  const anaPage = writer.page;
  const anaDialogs = recordDialogs(anaPage);
  await anaPage.goto(chats);
  await anaPage.getByRole('button', { name: 'New personal chat' }).click();
  const picker = anaPage.getByRole('dialog', { name: 'New personal chat' });
  await picker.getByRole('textbox', { name: 'Chat with' }).click();
  await anaPage.getByRole('option', { name: `${ben.fullName} (student)` }).click();
  await picker.getByRole('button', { name: 'Open chat' }).click();
  await expect(picker).toBeHidden();
  await expect(anaPage).toHaveURL(new RegExp(`/personalchat/${course.courseId}/(?!all$)[^/]+$`));
  await expect(anaPage.getByRole('heading', { level: 2, name: ben.fullName })).toBeVisible();

  // The new chat shows up in Ben's open list without a reload; he opens it.
  const chatList = benPage.getByRole('navigation', { name: 'Chats of this course' });
  await chatList.getByRole('link', { name: new RegExp(ana.fullName) }).click();
  await expect(benPage).toHaveURL(anaPage.url());
  const benLog = benPage.getByRole('log', { name: `Messages in ${ana.fullName}` });
  await expect(benLog.getByText('No messages yet')).toBeVisible();
  await reader.live.joined(['notification', 'chat']);

  const composer = anaPage.getByRole('textbox', { name: `Message to ${ben.fullName}` });
  await composer.fill('The slides are at https://example.org, see you there');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  const linkMessage = benLog.getByRole('listitem').filter({ hasText: 'The slides are at' });
  await expect(linkMessage).toContainText('The slides are at https://example.org, see you there');
  const link = linkMessage.getByRole('link', { name: 'https://example.org' });
  await expect(link).toHaveAttribute('href', 'https://example.org');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);

  const markup = '<img src=x onerror=alert(1)>';
  await composer.fill(markup);
  await composer.press('Enter');
  const markupMessage = benLog.getByRole('listitem').filter({ hasText: markup });
  await expect(markupMessage).toBeVisible();
  await expect(markupMessage.locator('img')).toHaveCount(0);
  await expect(benLog.locator('img[src="x"]')).toHaveCount(0);
  await expect(anaPage.locator('img[src="x"]')).toHaveCount(0);

  // Ana deletes the markup message; it becomes the deleted tombstone on Ben's screen, live.
  const anaLog = anaPage.getByRole('log', { name: `Messages in ${ben.fullName}` });
  await anaLog
    .getByRole('listitem')
    .filter({ hasText: markup })
    .getByRole('button', { name: 'Message actions' })
    .click();
  await anaPage.getByRole('menuitem', { name: 'Delete' }).click();
  await anaPage
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(anaLog.getByText(markup)).toHaveCount(0);

  await expect(benLog.getByText(markup)).toHaveCount(0);
  await expect(benLog.getByText('This message was deleted')).toBeVisible();
  await expect(linkMessage).toBeVisible();
  await expectSameDocument(benPage, mark);
  expect(benDialogs).toEqual([]);
  expect(anaDialogs).toEqual([]);
});

test('a student who sends too fast is told how long to wait, keeps what they typed, and sends it after the wait', async ({
  browser,
  request,
}) => {
  const [teacher, ana, ben] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [ana, ben], []);
  const { headers } = await apiSignIn(request, ana.username, ana.password);
  const chat = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/chat/createPersonal', {
      headers,
      data: { courseId: course.courseId, userId: ben.userId },
    }),
    'a chat of Ana with Ben',
  );
  const page = await signedInPage(browser, ana);
  await page.goto(`/personalchat/${course.courseId}/${chat.data._id}`);
  const composer = page.getByRole('textbox', { name: `Message to ${ben.fullName}` });
  const log = page.getByRole('log', { name: `Messages in ${ben.fullName}` });
  await expect(composer).toBeVisible();

  // A burst from elsewhere (another tab, a script) spends Ana's sends to this chat for the moment.
  for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i++)
    await expectOk(
      await request.post('/api/v1/chat/send', {
        headers,
        data: { chatListId: chat.data._id, text: `quick ${i}` },
      }),
      `quick message ${i}`,
    );
  const text = 'Is the lab report due on Friday?';
  await composer.fill(text);
  await composer.press('Enter');
  const refusal = toastWith(page, 'You are sending messages too fast.');
  await expect(refusal).toContainText(/Wait \d+ seconds?, then send again\./);
  await expect(composer).toHaveValue(text);
  await expect(log.getByText(text)).toHaveCount(0);

  // Once the wait it named is over, the kept text goes with one more Enter.
  const wait = Number(/Wait (\d+) second/.exec((await refusal.textContent()) ?? '')?.[1]);
  await page.waitForTimeout(wait * 1000);
  // An error stays until it is closed (WCAG 2.2.1): a confirmation's 3 seconds are long gone by now.
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Close this message' }).click();
  await expect(refusal).toBeHidden();
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(log.getByText(text)).toBeVisible();
});
