import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_MAX_LIMIT } from '../../core/constants';
import { courseItems, courses } from '../db/schema';
import { createCourse } from '../test/courseFactories';
import { createUser, type SignedIn, signIn } from '../test/factories';
import { testFileApp } from '../test/testFileApp';

/** DESIGN §3: a refused payload answers 400 with a message a person can act on and one message per field. */

const t = testFileApp();
let asTeacher: SignedIn;
let courseId: string;

beforeAll(async () => {
  const teacher = await createUser(t.app, { role: 'teacher' });
  asTeacher = await signIn(t.app, teacher);
  courseId = (await createCourse(t.app, teacher)).id;
});

const { post } = t;
const coursesNamed = (name: string) => t.app.db.select().from(courses).where(eq(courses.name, name));

const tomorrowAtNine = '2026-09-02T09:00:00.000Z';

describe('400 replies name the fields in words', () => {
  it('a course name of 201 characters: the reply says the limit, and no course is made', async () => {
    const name = 'x'.repeat(201);
    const response = await post(
      '/api/v1/course/create',
      { name, startDate: '2026-09-01', endDate: '2026-12-20' },
      asTeacher,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Course name: at most 200 characters.',
      fields: { name: 'Course name: at most 200 characters.' },
    });
    expect(await coursesNamed(name)).toHaveLength(0);
  });

  it('missing dates are asked for by the labels of the course form', async () => {
    const response = await post('/api/v1/course/create', { name: 'No dates yet' }, asTeacher);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Starts on is required. Ends on is required.',
      fields: { startDate: 'Starts on is required.', endDate: 'Ends on is required.' },
    });
  });

  it('an item with several problems: each field has its message, the summary names the first three', async () => {
    const response = await post(
      '/api/v1/item/create',
      {
        courseId,
        kind: 'lecture',
        title: '',
        startDate: 'tomorrow',
        endDate: tomorrowAtNine,
        duration: 24 * 60 + 1,
        active: 'yes',
      },
      asTeacher,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title: 'Enter a title.',
      startDate: 'Starts: enter a date and time like 2026-09-01T09:00:00Z.',
      duration: 'Duration in minutes: at most 1,440.',
      active: 'Active: choose yes or no.',
    });
    expect(response.json().msg).toBe(
      'Enter a title. Starts: enter a date and time like 2026-09-01T09:00:00Z. Duration in minutes: at most 1,440. And 1 more field to correct.',
    );
    const items = await t.app.db.select().from(courseItems).where(eq(courseItems.courseId, courseId));
    expect(items).toHaveLength(0);
  });

  it('registration: an address that is not one says what one looks like', async () => {
    const response = await post('/user/create', {
      username: 'new.person',
      email: 'new.person-at-school',
      password: 'quiet-harbour-lantern-42',
      fullName: 'New Person',
      role: 'student',
    });
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Email address: enter an address like name@school.org.',
      fields: { email: 'Email address: enter an address like name@school.org.' },
    });
  });

  it('a query parameter over its limit', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/userList/student?limit=${LIST_MAX_LIMIT + 1}`,
      headers: asTeacher.headers,
    });
    expect(response.json()).toEqual({
      code: 400,
      msg: `Limit: at most ${LIST_MAX_LIMIT}.`,
      fields: { limit: `Limit: at most ${LIST_MAX_LIMIT}.` },
    });
  });

  it('a field the call does not take is named', async () => {
    const response = await post('/api/v1/notification/readAll', { everything: true }, asTeacher);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Leave out “everything”: it is not accepted here.',
      fields: { body: 'Leave out “everything”: it is not accepted here.' },
    });
  });

  it('a body that is not an object', async () => {
    const response = await post('/api/v1/course/create', '"Algebra"', asTeacher);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Send the details as a JSON object.',
      fields: { body: 'Send the details as a JSON object.' },
    });
  });
});
