import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { MINUTE, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { apiSignIn, demoCast, expectOk } from './support/people';
import { signedInWindow } from './support/realtime';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

/**
 * The browsers read the clock in a zone where it is about noon now, so that the consult, an hour from now, falls on
 * the teacher's "today" whatever the hour the journey runs at ('Etc/GMT-5' is UTC+5).
 */
const hoursToNoon = 12 - new Date().getUTCHours();
test.use({
  timezoneId: hoursToNoon === 0 ? 'Etc/GMT' : `Etc/GMT${hoursToNoon > 0 ? '-' : '+'}${Math.abs(hoursToNoon)}`,
});

const SIZES = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/**
 * No serious axe violation at a desktop's width or a phone's, and nothing wider than the phone: the page as it
 * stays, opened afresh (without the toasts of its saves, which axe reads half-drawn as they fade) once `ready` shows.
 */
async function accessibleAtBothSizes(page: Page, ready: Locator) {
  await page.reload();
  await expect(ready).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    if (size.width < 500) await expectFitsWidth(page, size.width);
    expect(await seriousViolations(page)).toEqual([]);
  }
}

/**
 * Issue 37, consult slots: the teacher divides a consult into 20-minute slots of one place; Sam books the first
 * slot; Sara finds it full, cannot take it, and takes the next; the teacher sees both, slot by slot with their
 * topics and the free slot, on the consult's page and in today's consults.
 */
test('a consult in 20-minute slots of one place is booked slot by slot and the teacher sees the schedule', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeBudget(120_000));
  const [teacher, sam, sara] = await demoCast(request);
  const { courseId } = await scheduleCourse(request, teacher, [sam, sara], []);
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  const start = new Date(Math.ceil((Date.now() + 10 * MINUTE) / MINUTE) * MINUTE);
  const consultId = (
    await expectOk<{ data: { _id: string } }>(
      await request.post('/api/v1/item/create', {
        headers,
        data: {
          courseId,
          kind: 'consult',
          title: 'Slot hour',
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 60 * MINUTE).toISOString(),
          duration: 60,
          active: true,
          manual: true,
        },
      }),
      'create the consult',
    )
  ).data._id;

  // The teacher divides it into 20-minute slots of one place: three slots, all free.
  const tPage = (await signedInWindow(browser, teacher.username, teacher.password)).page;
  await tPage.goto(`/editconsult/${courseId}/${consultId}`);
  await tPage.getByRole('switch', { name: 'Divide into time slots' }).check();
  await tPage.getByRole('textbox', { name: 'Slot length (minutes)' }).fill('20');
  await tPage.getByRole('textbox', { name: 'Places per slot' }).fill('1');
  await expect(tPage.getByText('a last slot that would run past its end is left out')).toBeVisible();
  await tPage.getByRole('button', { name: 'Save settings' }).click();
  const schedule = tPage.getByRole('region', { name: "The consult's schedule" });
  await expect(schedule.getByRole('cell', { name: 'Free' })).toHaveCount(3);
  await accessibleAtBothSizes(tPage, schedule.getByRole('cell', { name: 'Free' }).first());

  // Sam books the first slot with a topic.
  const samPage = (await signedInWindow(browser, sam.username, sam.password)).page;
  await samPage.goto(`/viewcourse/${courseId}`);
  const samSlots = samPage.getByRole('combobox', { name: 'Slot for Slot hour' });
  await expect(samSlots.locator('option')).toHaveCount(3);
  await expect(samSlots.locator('option').first()).toHaveText(/1 place free$/);
  await samPage.getByRole('textbox', { name: 'Topic for Slot hour (optional)' }).fill('Routing tables');
  await samPage.getByRole('button', { name: 'Book: Slot hour' }).click();
  await expect(samPage.getByText(/^Your slot: /)).toBeVisible();
  await expect(samPage.getByText(/^Your slot begins at /)).toBeVisible();
  await accessibleAtBothSizes(samPage, samPage.getByText(/^Your slot: /));

  // Sara sees the first slot full and cannot take it, here or through the API; she takes the next.
  const saraPage = (await signedInWindow(browser, sara.username, sara.password)).page;
  await saraPage.goto(`/viewcourse/${courseId}`);
  const saraSlots = saraPage.getByRole('combobox', { name: 'Slot for Slot hour' });
  await expect(saraSlots.locator('option').first()).toHaveText(/full$/);
  await expect(saraSlots.locator('option').first()).toBeDisabled();
  const saraApi = await apiSignIn(request, sara.username, sara.password);
  const taken = await request.post('/api/v1/consult/book', {
    headers: saraApi.headers,
    data: { consultId, slotStart: start.toISOString() },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).msg).toBe('This slot is fully booked: choose another.');
  await expect(saraSlots.locator('option').nth(1)).toHaveText(/1 place free$/);
  await saraPage.getByRole('textbox', { name: 'Topic for Slot hour (optional)' }).fill('Exam revision');
  await saraPage.getByRole('button', { name: 'Book: Slot hour' }).click();
  await expect(saraPage.getByText(/^Your slot: /)).toBeVisible();
  await expect(saraSlots.locator('option').nth(1)).toHaveText(/your slot$/);

  // The teacher sees both, slot by slot, and the free last slot; and again among today's consults.
  await tPage.setViewportSize(SIZES[0]!);
  await tPage.reload();
  const rows = schedule.getByRole('row');
  await expect(rows.nth(1)).toContainText('Sam Student');
  await expect(rows.nth(1)).toContainText('Routing tables');
  await expect(rows.nth(2)).toContainText('Sara Student');
  await expect(rows.nth(2)).toContainText('Exam revision');
  await expect(rows.nth(3)).toContainText('Free');

  // "Today" is the browser's day: seen a minute before the consult, as on its day (it may begin after midnight).
  await tPage.clock.setFixedTime(new Date(start.getTime() - MINUTE));
  await tPage.goto(`/listconsults/${courseId}`);
  const today = tPage.getByRole('region', { name: "Today's consults" });
  await expect(today.getByRole('heading', { name: 'Slot hour' })).toBeVisible();
  const todayRows = today.getByRole('region', { name: 'Schedule of Slot hour' }).getByRole('row');
  await expect(todayRows.nth(1)).toContainText('Sam Student');
  await expect(todayRows.nth(2)).toContainText('Sara Student');
  await expect(todayRows.nth(3)).toContainText('Free');
  await expect(tPage.getByText('2 of 3 booked')).toBeVisible();
  await accessibleAtBothSizes(tPage, todayRows.nth(3));
});
