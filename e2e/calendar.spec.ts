import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import ICAL from 'ical.js';
import { ITEM_KIND_DEFINITIONS } from '../src/core/itemKinds';
import { contrastRatio } from '../src/core/rules/textContrast';
import { DEMO_PASSWORD, signInWithForm } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DAY, HOUR, MINUTE, type PlannedItem, type ScheduledItem, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { createPerson, type Person } from './support/people';

/** SPEC §4 calendar colours as the browser computes them. */
const COLOURS = {
  lecture: 'rgb(255, 165, 0)', // orange
  assignment: 'rgb(255, 127, 80)', // coral
  test: 'rgb(154, 205, 50)', // yellowgreen
  past: 'rgb(128, 128, 128)', // grey
};

/**
 * An event on the calendar, found by the text it shows ('Lecture: Routing'): its first piece, since an event that
 * runs past Saturday midnight (one an hour long starting at 23:30 on a Saturday) is drawn in two weeks' rows.
 */
const calendarEvent = (page: Page, text: string) =>
  page.locator('.fc-event').filter({ hasText: text }).first();

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
  // The panel draws its calendar as it comes near the screen, as a person scrolls down to it.
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar.getByRole('list', { name: 'Colour legend' })).toBeVisible();
  await expect(calendarEvent(page, 'Lecture: Shaders and pipelines')).toHaveCSS(
    'background-color',
    COLOURS.lecture,
  );
  await expect(calendarEvent(page, 'Assignment: Ray tracer, part 1')).toHaveCSS(
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
  await calendar.scrollIntoViewIfNeeded();
  await calendar.getByRole('button', { name: 'Week' }).click();
  await calendar.getByRole('button', { name: 'Previous' }).click();
  await expect(calendarEvent(page, 'Lecture: Welcome and course overview')).toHaveCSS(
    'background-color',
    COLOURS.past,
  );
});

test('on the calendar page an event opens its item, for a student and for its teacher; the week opens at the working day', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], ITEMS);
  const assignment = course.items.find((item) => item.kind === 'assignment')!;
  const title = `Assignment: ${assignment.title}`;

  // Issue 37: the event opened the course page, not the item.
  const studentPage = await (await browser.newContext()).newPage();
  await signInWithForm(studentPage, student.username, student.password);
  await expect(studentPage).toHaveURL(/\/dashboard$/);
  await studentPage.goto('/google');
  await calendarEvent(studentPage, title).click();
  await expect(studentPage).toHaveURL(new RegExp(`/viewassignment/${course.courseId}/${assignment._id}$`));

  const teacherPage = await (await browser.newContext()).newPage();
  await signInWithForm(teacherPage, teacher.username, teacher.password);
  await expect(teacherPage).toHaveURL(/\/dashboard$/);
  await teacherPage.goto('/google');
  await calendarEvent(teacherPage, title).click();
  await expect(teacherPage).toHaveURL(new RegExp(`/editassignment/${course.courseId}/${assignment._id}$`));

  // Issue 37: the week view opened at midnight; its hours start scrolled to 8 in the morning (to within the
  // grid's borders; midnight was sixteen half-hour rows away).
  await teacherPage.goBack();
  const calendar = teacherPage.getByRole('region', { name: 'Your calendar' });
  await calendar.getByRole('button', { name: 'Week' }).click();
  const eight = teacherPage.locator('.fc-timegrid-slot-lane[data-time="08:00:00"]');
  await expect(eight).toBeVisible();
  await expect
    .poll(() =>
      eight.evaluate((slot) => {
        const scroller = slot.closest('.fc-scroller');
        if (!scroller) return null;
        return Math.abs(Math.round(slot.getBoundingClientRect().top - scroller.getBoundingClientRect().top));
      }),
    )
    .toBeLessThanOrEqual(4);
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
    const label = ITEM_KIND_DEFINITIONS[item.kind].labels.one;
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

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/**
 * Milliseconds to `hour` o'clock (local) `days` days ahead, from the minute scheduleCourse counts from: a time on
 * a known day, whenever the journey runs.
 */
const dayAhead = (days: number, hour: number) =>
  dayjs().add(days, 'day').startOf('day').add(hour, 'hour').valueOf() -
  Math.floor(Date.now() / MINUTE) * MINUTE;

/** A student of a fresh course with `items`, on their control panel at the given screen width. */
async function studentPanel(
  browser: Browser,
  request: APIRequestContext,
  items: PlannedItem[],
  viewport: { width: number; height: number },
): Promise<{ page: Page; student: Person; items: ScheduledItem[] }> {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], items);
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInWithForm(page, student.username, student.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/control_panel_student');
  return { page, student, items: course.items };
}

/** '#rrggbb' of a computed 'rgb(r, g, b)'. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the control panel says each thing once: today's items under Today, later ones under Coming up (${screen})`, async ({
    browser,
    request,
  }) => {
    const { page } = await studentPanel(
      browser,
      request,
      [
        { kind: 'assignment', title: 'Essay on light', startsIn: -HOUR, lasts: 3 * DAY },
        { kind: 'test', title: 'Quiz: optics', startsIn: 2 * DAY, lasts: HOUR, manual: true },
      ],
      viewport,
    );
    const today = page.getByRole('region', { name: 'Today' });
    const comingUp = page.getByRole('region', { name: 'Coming up' });
    await expect(today.getByRole('link', { name: 'Essay on light', exact: true })).toBeVisible();
    await expect(comingUp.getByRole('link', { name: 'Quiz: optics', exact: true })).toBeVisible();
    await expect(comingUp.getByText('Essay on light')).toHaveCount(0);
    await expect(today.getByText('Quiz: optics')).toHaveCount(0);
    // Today's items keep their button: the running assignment opens from there.
    await expect(today.getByRole('link', { name: 'Open: Essay on light' })).toBeVisible();
  });
}

test('a full day of the month shows "+N more", which opens that day; every event reads at WCAG AA contrast (desktop)', async ({
  browser,
  request,
}) => {
  const lectures = ['Optics 1', 'Optics 2', 'Optics 3', 'Optics 4', 'Optics 5'];
  const { page } = await studentPanel(
    browser,
    request,
    [
      ...lectures.map((title, index) => ({
        kind: 'lecture' as const,
        title,
        startsIn: dayAhead(1, 9 + index),
        lasts: 30 * MINUTE,
      })),
      { kind: 'teamMeeting', title: 'Group sync', startsIn: dayAhead(2, 10), lasts: HOUR },
    ],
    DESKTOP,
  );
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.scrollIntoViewIfNeeded();
  const day = calendar.locator(
    `td.fc-daygrid-day[data-date="${dayjs().add(1, 'day').format('YYYY-MM-DD')}"]`,
  );
  await expect(day.locator('.fc-event').filter({ visible: true })).toHaveCount(3);
  const more = day.getByRole('link', { name: '+2 more' });
  await expect(more).toBeVisible();

  // Every event on the month, the green team meeting too, carries text that reads on its colour.
  await expect(calendarEvent(page, 'Team meeting: Group sync')).toBeVisible();
  const colours = await calendar.locator('.fc-event').evaluateAll((events) =>
    events.map((event) => ({
      text: event.textContent ?? '',
      background: getComputedStyle(event).backgroundColor,
      ink: getComputedStyle(event.querySelector('.fc-event-main') ?? event).color,
    })),
  );
  expect(colours.length).toBeGreaterThanOrEqual(3);
  for (const { text, background, ink } of colours)
    expect(
      contrastRatio(hex(background), hex(ink)),
      `${text}: ${ink} on ${background}`,
    ).toBeGreaterThanOrEqual(4.5);
  await expect(calendarEvent(page, 'Team meeting: Group sync').locator('.fc-event-main')).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  );

  expect(await seriousViolations(page, '.fc')).toEqual([]);

  // The link opens the list of that day, with all five.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(calendar.locator('.fc-list-event')).toHaveText(
    lectures.map((title) => new RegExp(`Lecture: ${title}`)),
  );
});

test('on a phone the list shows an item over several days once, with its dates', async ({
  browser,
  request,
}) => {
  const { page, items } = await studentPanel(
    browser,
    request,
    [{ kind: 'assignment', title: 'Field notes', startsIn: -HOUR, lasts: 3 * DAY }],
    PHONE,
  );
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  // Drawn under each of its days, it would be here three or four times.
  const notes = calendar.locator('.fc-list-event').filter({ hasText: 'Assignment: Field notes' });
  await expect(notes).toHaveCount(1);
  const format = 'MMM DD, YYYY, h:mm A';
  const [start, end] = [dayjs(items[0]!.startDate), dayjs(items[0]!.endDate)];
  await expect(notes).toContainText(`${start.format(format)} – ${end.format(format)}`);
  await expect(notes).toContainText('Several days');
});
