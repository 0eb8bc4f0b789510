import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema } from '../../../core/schemas/calendar';
import { teamMeetingMembers, users } from '../../db/schema';
import { type CalendarTestSchool, calendarTestSchool } from '../../test/calendarTestSchool';
import { createUser, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { TEST_PUBLIC_URL } from '../../test/testApp';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();
let school: CalendarTestSchool;

beforeAll(async () => {
  school = await calendarTestSchool(t.app);
});

const HOST = new URL(TEST_PUBLIC_URL).host;
/** iCalendar times have whole seconds. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();

async function feedOf(user: TestUser, method: 'GET' | 'POST' = 'GET') {
  const s: SignedIn = await signIn(t.app, user);
  const url = method === 'GET' ? '/api/v1/calendar/feed' : '/api/v1/calendar/feed/renew';
  const response = await t.app.inject({ method, url, headers: s.headers });
  expect(response.statusCode).toBe(200);
  return calendarFeedSchema.strict().parse(response.json().data);
}

/** Fetches a feed address the way a calendar app does: no credentials but the address. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.replace(TEST_PUBLIC_URL, '') });

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      category: vevent.getFirstPropertyValue('categories'),
      url: vevent.getFirstPropertyValue('url'),
      lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
    };
  });
  return { calendar, events };
}

describe('GET /api/v1/calendar/feed and POST /api/v1/calendar/feed/renew', () => {
  it('issues a secret address on the first call and gives the same one after', async () => {
    const user = await createUser(t.app);
    const first = await feedOf(user);
    expect(first.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await feedOf(user)).url).toBe(first.url);
    const other = await feedOf(await createUser(t.app));
    expect(other.url).not.toBe(first.url);
  });

  it('renews to a new address; the old one stops working at once', async () => {
    const user = await createUser(t.app);
    const old = await feedOf(user);
    expect((await fetchFeed(old.url)).statusCode).toBe(200);
    const renewed = await feedOf(user, 'POST');
    expect(renewed.url).not.toBe(old.url);
    expect((await feedOf(user)).url).toBe(renewed.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);
  });

  it('answers 401 to callers who are not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar/feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/calendar/feed/renew' })).statusCode).toBe(401);
  });
});

describe('GET /calendar/:token.ics', () => {
  it("serves the student's items as iCalendar, with stable UIDs and UTC times", async () => {
    // A team meeting is for those invited (issue 16): the student is invited to this one.
    await t.app.db
      .insert(teamMeetingMembers)
      .values({ meetingId: school.items.teamMeeting.id, userId: school.student.id })
      .onConflictDoNothing();
    const { url } = await feedOf(school.student);
    const first = await fetchFeed(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    const { calendar, events } = parseEvents(first.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('LMS — Ann Able');
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H');
    expect(events.map((event) => event.summary).sort()).toEqual(
      [
        'Assignment: Worksheet 1',
        'Consult: Office hour',
        'Lecture: Linear equations',
        'Team meeting: Group sync',
        'Test: Quiz 1',
      ].sort(),
    );
    const lecture = events.find((event) => event.summary === 'Lecture: Linear equations');
    expect(lecture).toMatchObject({
      uid: `${school.items.lecture.id}@${HOST}`,
      start: toSecond(school.items.lecture.startAt),
      end: toSecond(school.items.lecture.endAt),
      category: 'lecture',
      url: `${TEST_PUBLIC_URL}/viewcourse/${school.course.id}`,
      lastModified: toSecond(school.items.lecture.updatedAt),
    });
    expect(lecture?.description).toContain('Course: Algebra');
    expect(lecture?.description).toContain('Bring a calculator & paper.');
    expect(lecture?.description).not.toContain('<');
    expect(events.find((event) => event.summary === 'Team meeting: Group sync')?.category).toBe(
      'TeamMeeting',
    );

    const again = parseEvents((await fetchFeed(url)).body).events;
    expect(again.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort());
  });

  it("serves a teacher's feed with every item of their courses, linking to the edit page", async () => {
    const { events } = parseEvents((await fetchFeed((await feedOf(school.teacher)).url)).body);
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain('Test: Secret quiz');
    expect(summaries).toContain('Lecture: Angles');
    expect(summaries).not.toContain('Lecture: Template lecture');
    expect(summaries).not.toContain('Lecture: Cells');
    expect(events.find((event) => event.summary === 'Test: Secret quiz')?.url).toBe(
      `${TEST_PUBLIC_URL}/editcourse/${school.course.id}`,
    );
  });

  it('answers 404 for an unknown token, 400 for one that is not a token at all', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/calendar/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('BEGIN:VCALENDAR');
    expect((await t.app.inject({ method: 'GET', url: '/calendar/short.ics' })).statusCode).toBe(400);
  });

  it('stops serving the feed of a disabled user', async () => {
    const user = await createUser(t.app);
    const { url } = await feedOf(user);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});
