import { beforeAll, describe, expect, it } from 'vitest';
import { type ControlPanelCourse, controlPanelCourseSchema } from '../../../core/schemas/calendar';
import { type CalendarTestSchool, calendarTestSchool } from '../../test/calendarTestSchool';
import { createUser, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';

const t = testFileApp();
let school: CalendarTestSchool;

beforeAll(async () => {
  school = await calendarTestSchool(t.app);
});

const panelUrl = (userId: string) => `/api/v1/course/getAllCourseControlPanel/${userId}`;
const { get } = t;

async function panelOf(userId: string, caller: { username: string; password: string }, query = '') {
  const response = await get(`${panelUrl(userId)}${query}`, await signIn(t.app, caller));
  expect(response.statusCode).toBe(200);
  return controlPanelCourseSchema.strict().array().parse(response.json().data);
}

const names = (course: ControlPanelCourse | undefined, list: keyof ControlPanelCourse) =>
  (course?.[list] as Array<{ name: string }> | undefined)?.map((entry) => entry.name);

describe('GET /api/v1/course/getAllCourseControlPanel/:userId', () => {
  it("lists a teacher's courses, drafts too, with every item in its category's list", async () => {
    const panel = await panelOf(school.teacher.id, school.teacher);
    expect(panel.map((course) => course.name)).toEqual(['Algebra', 'Geometry (draft)']);
    const algebra = panel[0];
    expect(names(algebra, 'lectures')).toEqual(['Linear equations', 'Not yet announced']);
    expect(names(algebra, 'assignments')).toEqual(['Worksheet 1']);
    expect(names(algebra, 'tests')).toEqual(['Quiz 1', 'Secret quiz']);
    expect(names(algebra, 'consults')).toEqual(['Office hour']);
    expect(names(algebra, 'teamMeetings')).toEqual(['Group sync']);
    expect(names(algebra, 'projects')).toEqual([]);
    expect(names(panel[1], 'lectures')).toEqual(['Angles']);
    expect(algebra?.lectures[0]).toEqual({
      _id: school.items.lecture.id,
      name: 'Linear equations',
      description: '<p>Bring a <strong>calculator</strong> &amp; paper.</p>',
      category: 'lecture',
      startTime: school.items.lecture.startAt.toISOString(),
      endTime: school.items.lecture.endAt.toISOString(),
      duration: 60,
      startedLive: false,
      courseId: school.course.id,
      courseName: 'Algebra',
      link: `/editcourse/${school.course.id}`,
    });
    expect(algebra?.teamMeetings[0]?.category).toBe('TeamMeeting');
  });

  it('shows a student only what they may see, linking to the course view', async () => {
    const panel = await panelOf(school.student.id, school.student);
    expect(panel.map((course) => course.name)).toEqual(['Algebra']);
    const algebra = panel[0];
    expect(names(algebra, 'lectures')).toEqual(['Linear equations']);
    expect(names(algebra, 'tests')).toEqual(['Quiz 1']);
    expect(names(algebra, 'assignments')).toEqual(['Worksheet 1']);
    const all = Object.values(algebra ?? {}).flatMap((value) => (Array.isArray(value) ? value : []));
    expect(all.map((entry) => entry.name)).not.toContain('Practice set');
    expect(new Set(all.map((entry) => entry.link))).toEqual(new Set([`/viewcourse/${school.course.id}`]));
  });

  it("gives a teacher's student view (?view=student) exactly the panel a student of the course gets", async () => {
    const seenAsStudent = await panelOf(school.teacher.id, school.teacher, '?view=student');
    expect(seenAsStudent).toEqual(await panelOf(school.student.id, school.student));
    const entries = await get(
      `/api/v1/calendar/entries/${school.teacher.id}?view=student`,
      await signIn(t.app, school.teacher),
    );
    const studentEntries = await get(
      `/api/v1/calendar/entries/${school.student.id}`,
      await signIn(t.app, school.student),
    );
    expect(entries.statusCode).toBe(200);
    expect(entries.json().data).toEqual(studentEntries.json().data);
  });

  it("lets an admin read anyone's panel, as that user sees it", async () => {
    const panel = await panelOf(school.student.id, school.admin);
    expect(panel.map((course) => course.name)).toEqual(['Algebra']);
    expect(names(panel[0], 'tests')).toEqual(['Quiz 1']);
  });

  it('gives a user outside every course an empty list', async () => {
    const loner = await createUser(t.app);
    expect(await panelOf(loner.id, loner)).toEqual([]);
  });

  it("refuses another user's panel (403), unsigned callers (401), bad and unknown ids", async () => {
    const student = await signIn(t.app, school.student);
    const teacher = await signIn(t.app, school.teacher);
    expect((await get(panelUrl(school.outsider.id), student)).statusCode).toBe(403);
    expect((await get(panelUrl(school.student.id), teacher)).statusCode).toBe(403);
    expect((await get(panelUrl(school.student.id))).statusCode).toBe(401);
    const tooLong = await get(panelUrl('x'.repeat(65)), student);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('userId');
    expect((await get(panelUrl('no-such-user'), await signIn(t.app, school.admin))).statusCode).toBe(404);
  });
});
