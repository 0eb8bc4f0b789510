import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CourseRow, users } from '../db/schema';
import { addMember, createCourse } from './courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from './factories';

export interface Person {
  user: TestUser;
  session: SignedIn;
}

/** A user signed in through the real login: a student unless overridden. */
export async function person(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<Person> {
  const user = await createUser(app, overrides);
  return { user, session: await signIn(app, user) };
}

/** Everyone who may call a route, as an access test names them: nobody signed in, or one of the cast. */
export const ACTORS = [
  'anonymous',
  'studentMember',
  'studentOutsider',
  'teacherOwner',
  'coTeacher',
  'teacherOutsider',
  'admin',
  'disabled',
] as const;
export type ActorName = (typeof ACTORS)[number];

/** The cast's people, each signed in; `classmate` is the second student member. */
export type CastPeople = Record<Exclude<ActorName, 'anonymous'> | 'classmate', Person>;

export interface Cast extends CastPeople {
  course: CourseRow;
}

/**
 * The people around one course, each signed in through the real login, in no course yet: the teacher who will own
 * it (Tess Teacher), a co-teacher, two students (Ann Able and Bob Baker, the `classmate`), a student and a teacher
 * who stay outside it, an administrator (a teacher) outside it, and a student whose account is disabled after
 * signing in, so their session stands and is refused. For files that put the same people in a course per test.
 */
export async function castPeople(app: FastifyInstance): Promise<CastPeople> {
  const who: Record<keyof CastPeople, Parameters<typeof createUser>[1]> = {
    teacherOwner: { role: 'teacher', fullName: 'Tess Teacher' },
    coTeacher: { role: 'teacher', fullName: 'Cora Coteacher' },
    studentMember: { fullName: 'Ann Able' },
    classmate: { fullName: 'Bob Baker' },
    studentOutsider: { fullName: 'Otto Outsider' },
    teacherOutsider: { role: 'teacher', fullName: 'Theo Elsewhere' },
    admin: { role: 'teacher', isAdmin: true, fullName: 'Ada Admin' },
    disabled: { fullName: 'Dee Disabled' },
  };
  // Each sign-in checks a password hash, which takes a while: the people sign in side by side.
  const people = Object.fromEntries(
    await Promise.all(Object.entries(who).map(async ([name, fields]) => [name, await person(app, fields)])),
  ) as CastPeople;
  await app.db.update(users).set({ disabled: true }).where(eq(users.id, people.disabled.user.id));
  return people;
}

/**
 * A course with its cast (see castPeople): open (active, running from a month ago to a month ahead) unless
 * overridden, owned by `teacherOwner`, taught by `coTeacher` too, with `studentMember`, `classmate` and `disabled`
 * as its students.
 */
export async function courseCast(
  app: FastifyInstance,
  courseOverrides: Parameters<typeof createCourse>[2] = {},
): Promise<Cast> {
  const people = await castPeople(app);
  const course = await createCourse(app, people.teacherOwner.user, courseOverrides);
  await addMember(app, course, people.coTeacher.user, 'teacher');
  for (const student of [people.studentMember, people.classmate, people.disabled])
    await addMember(app, course, student.user);
  return { ...people, course };
}

/** The headers `actor` of the cast sends: none when anonymous. */
export function headersOf(cast: CastPeople, actor: ActorName): Record<string, string> {
  return actor === 'anonymous' ? {} : cast[actor].session.headers;
}
