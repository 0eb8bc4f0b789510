import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { DAY, HOUR, type PlannedItem, scheduleCourse } from './support/courses';
import { createPerson } from './support/people';

/** SPEC §4 calendar colours as the browser computes them. */
const COLOURS = {
  lecture: 'rgb(255, 165, 0)', // orange
  assignment: 'rgb(255, 127, 80)', // coral
  test: 'rgb(154, 205, 50)', // yellowgreen
  past: 'rgb(128, 128, 128)', // grey
};

/** An event on the calendar, found by the text it shows ('Lecture: Routing'). */
const calendarEvent = (page: Page, text: string) => page.locator('.fc-event').filter({ hasText: text });

const ITEMS: PlannedItem[] = [
  { kind: 'lecture', title: 'Shaders and pipelines', startsIn: 2 * HOUR, lasts: HOUR },
  { kind: 'assignment', title: 'Ray tracer, part 1', startsIn: -HOUR, lasts: 3 * DAY },
  // Manual and published: students see it whatever the time (SPEC §4), so it is on their calendar.
  { kind: 'test', title: 'Quiz: colour spaces', startsIn: DAY, lasts: HOUR, manual: true },
];

test('a student reads the control panel calendar in the colours of each kind', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], ITEMS);
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, student.username, student.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Control panel' }).click();
  await expect(page).toHaveURL(/\/control_panel_student$/);
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await expect(calendar.getByRole('list', { name: 'Colour legend' })).toBeVisible();
  await expect(calendarEvent(page, 'Lecture: Shaders and pipelines')).toHaveCSS(
    'background-color',
    COLOURS.lecture,
  );
  await expect(calendarEvent(page, 'Assignment: Ray tracer, part 1').first()).toHaveCSS(
    'background-color',
    COLOURS.assignment,
  );
  await expect(calendarEvent(page, 'Test: Quiz: colour spaces')).toHaveCSS('background-color', COLOURS.test);
  await expect(
    page.getByRole('region', { name: 'Coming up' }).getByText(course.items[2]!.title),
  ).toBeVisible();
});

test('a past item is grey on the control panel calendar', async ({ page }) => {
  // The demo school's course has a lecture that ended a week ago.
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/control_panel_student');
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Week' }).click();
  await calendar.getByRole('button', { name: 'Previous' }).click();
  await expect(calendarEvent(page, 'Lecture: Welcome and course overview')).toHaveCSS(
    'background-color',
    COLOURS.past,
  );
});

interface FeedEvent {
  uid: string;
  summary: string;
  start: number;
  end: number;
}

/** The feed at `url`, read the way calendar apps read it. */
async function readFeed(request: APIRequestContext, url: string): Promise<FeedEvent[]> {
  const reply = await request.get(url);
  expect(reply.status(), `GET ${url}`).toBe(200);
  expect(reply.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await reply.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
    };
  });
}

test('a student subscribes to the iCalendar feed and renews its address', async ({ browser, request }) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], ITEMS);
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, student.username, student.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/google');
  const address = page.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/\/calendar\/[\w-]+\.ics$/);
  const url = await address.inputValue();

  const first = await readFeed(request, url);
  for (const item of course.items) {
    const label = { lecture: 'Lecture', assignment: 'Assignment', test: 'Test' }[item.kind];
    const event = first.find((entry) => entry.summary === `${label}: ${item.title}`);
    expect(event, `${item.title} in the feed`).toBeDefined();
    expect(new Date(event!.start).toISOString()).toBe(item.startDate);
    expect(new Date(event!.end).toISOString()).toBe(item.endDate);
  }
  expect(new Set(first.map((event) => event.uid)).size).toBe(first.length);

  // A calendar app fetching again must recognise the same events, not add copies.
  const second = await readFeed(request, url);
  expect(second.map(({ uid, summary }) => ({ uid, summary }))).toEqual(
    first.map(({ uid, summary }) => ({ uid, summary })),
  );

  await page.getByRole('button', { name: 'Renew address' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Renew your calendar address?' });
  await confirmation.getByRole('button', { name: 'Renew address' }).click();
  await expect(confirmation).toBeHidden();
  await expect(address).not.toHaveValue(url);
  const renewed = await address.inputValue();

  expect((await request.get(url)).status()).toBe(404);
  const afterRenewal = await readFeed(request, renewed);
  expect(afterRenewal.map((event) => event.uid).sort()).toEqual(first.map((event) => event.uid).sort());
});
