import { beforeAll, describe, expect, it } from 'vitest';
import { calendarEntrySchema } from '../../../core/schemas/calendar';
import { type CalendarTestSchool, calendarTestSchool } from '../../test/calendarTestSchool';
import { signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();
let school: CalendarTestSchool;

beforeAll(async () => {
  school = await calendarTestSchool(t.app);
});

const entriesUrl = (userId: string, query = '') => `/api/v1/calendar/entries/${userId}${query}`;
const { get } = t;

async function entriesOf(userId: string, caller: { username: string; password: string }, query = '') {
  const response = await get(entriesUrl(userId, query), await signIn(t.app, caller));
  expect(response.statusCode).toBe(200);
  return calendarEntrySchema.strict().array().parse(response.json().data);
}

describe('GET /api/v1/calendar/entries/:userId', () => {
  it("gives a teacher every item of their courses by start, templates' and self-learning left out", async () => {
    const entries = await entriesOf(school.teacher.id, school.teacher);
    expect(entries.map((entry) => entry.name).sort()).toEqual(
      [
        'Angles',
        'Group sync',
        'Linear equations',
        'Not yet announced',
        'Office hour',
        'Quiz 1',
        'Secret quiz',
        'Worksheet 1',
      ].sort(),
    );
    const starts = entries.map((entry) => Date.parse(entry.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const quiz = entries.find((entry) => entry.name === 'Quiz 1');
    expect(quiz).toMatchObject({
      category: 'test',
      courseName: 'Algebra',
      startTime: school.items.openTest.startAt.toISOString(),
      endTime: school.items.openTest.endAt.toISOString(),
      link: `/editcourse/${school.course.id}`,
    });
  });

  it('gives a student only the published items of the courses they take', async () => {
    const entries = await entriesOf(school.student.id, school.student);
    // Not the team meeting 'Group sync': it is for those invited (issue 16), and the student is not.
    expect(entries.map((entry) => entry.name).sort()).toEqual(
      ['Linear equations', 'Office hour', 'Quiz 1', 'Worksheet 1'].sort(),
    );
    expect(entries.every((entry) => entry.link === `/viewcourse/${school.course.id}`)).toBe(true);
  });

  it('narrows to the items that overlap ?from=&to=', async () => {
    const now = Date.now();
    const from = new Date(now + 36 * 3_600_000).toISOString();
    const to = new Date(now + 7 * 24 * 3_600_000 + 1).toISOString();
    const entries = await entriesOf(school.student.id, school.student, `?from=${from}&to=${to}`);
    // The worksheet runs into the range; the lecture ended before it; the meeting starts after it.
    expect(entries.map((entry) => entry.name)).toEqual(['Worksheet 1', 'Quiz 1', 'Office hour']);
  });

  it('refuses a range that is unreadable or ends before it starts', async () => {
    const student = await signIn(t.app, school.student);
    const backwards = await get(
      entriesUrl(school.student.id, '?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z'),
      student,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('to');
    const unreadable = await get(entriesUrl(school.student.id, '?from=yesterday'), student);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().fields).toHaveProperty('from');
  });

  it("lets an admin read a user's entries and refuses everyone else", async () => {
    const asAdmin = await entriesOf(school.student.id, school.admin);
    expect(asAdmin.map((entry) => entry.name)).not.toContain('Secret quiz');
    expect(asAdmin).toEqual(await entriesOf(school.student.id, school.student));
    expect(asAdmin).toHaveLength(4);
    const outsider = await signIn(t.app, school.outsider);
    const otherTeacher = await signIn(t.app, school.otherTeacher);
    expect((await get(entriesUrl(school.student.id), outsider)).statusCode).toBe(403);
    expect((await get(entriesUrl(school.teacher.id), otherTeacher)).statusCode).toBe(403);
    expect((await get(entriesUrl(school.student.id))).statusCode).toBe(401);
  });

  it("keeps another course's items off a student's calendar", async () => {
    const entries = await entriesOf(school.outsider.id, school.outsider);
    expect(entries.map((entry) => entry.name)).toEqual(['Cells']);
    expect(entries[0]?.courseId).toBe(school.otherCourse.id);
  });
});
