import type { FastifyInstance } from 'fastify';
import { castPeople } from './cast';
import { addMember, createCourse, createItem } from './courseFactories';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * One school for the calendar tests: a teacher's active course that a student takes, with items a student sees
 * and items they must not (a hidden test, an unpublished lecture, a removed one), the teacher's draft course
 * and template the student is also listed in, and another teacher's course with another student. The people are
 * the course cast's (castPeople): the owner, a student member, and the student and teacher outside the course.
 */
export async function calendarTestSchool(app: FastifyInstance) {
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset);
  const cast = await castPeople(app);
  const teacher = cast.teacherOwner.user;
  const student = cast.studentMember.user;
  const outsider = cast.studentOutsider.user;
  const otherTeacher = cast.teacherOutsider.user;
  const admin = cast.admin.user;

  const course = await createCourse(app, teacher, { name: 'Algebra' });
  await addMember(app, course, student);
  const lecture = await createItem(app, course, {
    kind: 'lecture',
    title: 'Linear equations',
    description: '<p>Bring a <strong>calculator</strong> &amp; paper.</p>',
    startAt: at(-HOUR),
    endAt: at(HOUR),
    durationMinutes: 60,
  });
  const assignment = await createItem(app, course, {
    kind: 'assignment',
    title: 'Worksheet 1',
    startAt: at(-DAY),
    endAt: at(3 * DAY),
  });
  const openTest = await createItem(app, course, {
    kind: 'test',
    title: 'Quiz 1',
    startAt: at(2 * DAY),
    endAt: at(2 * DAY + HOUR),
    durationMinutes: 30,
  });
  const hiddenTest = await createItem(app, course, {
    kind: 'test',
    title: 'Secret quiz',
    active: false,
    startAt: at(4 * DAY),
    endAt: at(4 * DAY + HOUR),
  });
  const unpublishedLecture = await createItem(app, course, {
    kind: 'lecture',
    title: 'Not yet announced',
    active: false,
    startAt: at(5 * DAY),
    endAt: at(5 * DAY + HOUR),
  });
  const removedLecture = await createItem(app, course, {
    kind: 'lecture',
    title: 'Cancelled',
    removedAt: new Date(),
    startAt: at(6 * DAY),
    endAt: at(6 * DAY + HOUR),
  });
  const consult = await createItem(app, course, {
    kind: 'consult',
    title: 'Office hour',
    startAt: at(7 * DAY),
    endAt: at(7 * DAY + HOUR),
  });
  const teamMeeting = await createItem(app, course, {
    kind: 'teamMeeting',
    title: 'Group sync',
    startAt: at(8 * DAY),
    endAt: at(8 * DAY + HOUR),
  });
  const selfLearning = await createItem(app, course, {
    kind: 'selfLearning',
    title: 'Practice set',
    startAt: at(-DAY),
    endAt: at(DAY),
  });

  const draftCourse = await createCourse(app, teacher, { name: 'Geometry (draft)', status: 'draft' });
  await addMember(app, draftCourse, student);
  const draftLecture = await createItem(app, draftCourse, { title: 'Angles' });

  const template = await createCourse(app, teacher, { name: 'Template', isTemplate: true });
  await addMember(app, template, student);
  const templateLecture = await createItem(app, template, { title: 'Template lecture' });

  const otherCourse = await createCourse(app, otherTeacher, { name: 'Biology' });
  await addMember(app, otherCourse, outsider);
  const otherLecture = await createItem(app, otherCourse, { title: 'Cells' });

  return {
    teacher,
    student,
    outsider,
    otherTeacher,
    admin,
    course,
    draftCourse,
    template,
    otherCourse,
    items: {
      lecture,
      assignment,
      openTest,
      hiddenTest,
      unpublishedLecture,
      removedLecture,
      consult,
      teamMeeting,
      selfLearning,
      draftLecture,
      templateLecture,
      otherLecture,
    },
  };
}

export type CalendarTestSchool = Awaited<ReturnType<typeof calendarTestSchool>>;
