import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestMailedLink, signInWithForm, uniqueName } from './accounts';

export type PersonRole = 'teacher' | 'student';

/** Someone made for one journey: verified, with a complete profile, so signing in lands on the dashboard. */
export interface Person {
  userId: string;
  username: string;
  email: string;
  password: string;
  fullName: string;
  role: PersonRole;
}

const FIRST_NAMES: Record<PersonRole, string[]> = {
  teacher: ['Tara', 'Theo', 'Tess', 'Toby'],
  student: ['Sofia', 'Sami', 'Sven', 'Suki'],
};

/** Any reply of the API that should have succeeded, read as JSON; a failure names the call and its message. */
export async function expectOk<T>(reply: Awaited<ReturnType<APIRequestContext['get']>>, call: string) {
  const body = (await reply.json()) as { code: number; msg: string } & T;
  expect(body.code, `${call}: ${body.msg}`).toBe(0);
  return body;
}

/** Signs in through the API and returns what an authenticated call needs. */
export async function apiSignIn(request: APIRequestContext, username: string, password: string) {
  const login = await expectOk<{ accessToken: string; userId: string }>(
    await request.post('/user/login', { data: { username, password } }),
    `sign in as ${username}`,
  );
  return { userId: login.userId, headers: { authorization: `Bearer ${login.accessToken}` } };
}

/**
 * A network of the person's own (TEST-NET-3), forwarded to the journeys' server, which trusts its proxy: the suite
 * makes more people than one address may sign up in an hour (REGISTRATION_ATTEMPTS_PER_ADDRESS), as a school's
 * students signing up from home would.
 */
const ownNetwork = () => ({ 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` });

/** Registers `account` through /user/create, as the registration form does; its address is not confirmed yet. */
export async function register(request: APIRequestContext, account: Omit<Person, 'userId'>): Promise<string> {
  const created = await expectOk<{ userId: string }>(
    await request.post('/user/create', { data: account, headers: ownNetwork() }),
    `register ${account.username}`,
  );
  return created.userId;
}

/**
 * A fresh teacher or student made through the real API, as a person would: register (/user/create), confirm the
 * address with the mailed link, then complete the profile (phone and institution). A teacher is then approved by
 * the demo school's administrator, as every self-registered teacher must be before teaching.
 */
export async function createPerson(request: APIRequestContext, role: PersonRole): Promise<Person> {
  const names = FIRST_NAMES[role];
  const first = names[Math.floor(Math.random() * names.length)]!;
  const username = uniqueName(first.toLowerCase());
  const person = {
    username,
    email: `${username}@school.test`,
    password: 'quiet-harbour-lantern-42',
    fullName: `${first} ${role === 'teacher' ? 'Teachwell' : 'Learner'} ${username.slice(-4)}`,
    role,
  };
  const userId = await register(request, person);

  const link = new URL(await latestMailedLink(person.email), 'http://mail.test');
  const token = link.searchParams.get('verify');
  expect(token, `the verification link mailed to ${person.email}`).toBeTruthy();
  await expectOk(
    await request.get(`/user/verifyEmail/${encodeURIComponent(token!)}`),
    `verify ${person.email}`,
  );

  const { headers } = await apiSignIn(request, username, person.password);
  await expectOk(
    await request.post('/api/v1/user/updateProfile', {
      headers,
      data: {
        userId,
        fullName: person.fullName,
        phone: '+44 20 7946 0123',
        institution: 'Riverside College',
        bio: '',
        country: 'United Kingdom',
        city: 'York',
      },
    }),
    `complete the profile of ${username}`,
  );
  if (role === 'teacher') {
    const admin = await apiSignIn(request, 'admin', DEMO_PASSWORD);
    await expectOk(
      await request.post('/api/v1/user/approveTeacher', {
        headers: admin.headers,
        data: { userId },
      }),
      `approve the teacher ${username}`,
    );
  }
  return { ...person, userId };
}

/** A fresh browser window signed in as `person`, on the dashboard. */
export async function signedInPage(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, person.username, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/**
 * One of the demo school's people as a Person, for journeys that must not register anyone more: sign-ups are
 * limited per address (SPEC §9), and the whole browser suite signs up from one.
 */
export async function demoPerson(
  request: APIRequestContext,
  username: string,
  fullName: string,
  role: PersonRole,
): Promise<Person> {
  const { userId } = await apiSignIn(request, username, DEMO_PASSWORD);
  return { userId, username, email: `${username}@demo.example.com`, password: DEMO_PASSWORD, fullName, role };
}

/** The demo school's teacher and two of its students, the cast of most one-course journeys. */
export function demoCast(request: APIRequestContext): Promise<[Person, Person, Person]> {
  return Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student1', 'Sam Student', 'student'),
    demoPerson(request, 'student2', 'Sara Student', 'student'),
  ]);
}
