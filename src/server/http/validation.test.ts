import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATH_PARAM_MAX_CHARS } from '../../core/constants';
import { CANNOT_STORE_MESSAGE } from '../../core/schemas/storable';
import { chatMessages, courses, lastLogins } from '../db/schema';
import { courseCast, person } from '../test/cast';
import { createChat } from '../test/chatFactories';
import { testFileApp } from '../test/testFileApp';

const t = testFileApp();

const { get, post } = t;

const coursesNamed = (name: string) => t.app.db.select().from(courses).where(eq(courses.name, name));

describe('text the database cannot store', () => {
  it('is refused in a body field with 400 naming the field, and nothing is created', async () => {
    const { user, session } = await person(t.app, { role: 'teacher' });
    const name = 'Biology\u0000 101';
    const response = await post(
      '/api/v1/course/create',
      { name, startDate: '2026-09-01', endDate: '2027-06-30' },
      session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      fields: { name: expect.stringMatching(CANNOT_STORE_MESSAGE) },
    });
    expect(response.json().msg).toMatch(/name/i);
    expect(await t.app.db.select().from(courses).where(eq(courses.ownerId, user.id))).toEqual([]);
  });

  it('is refused when half an emoji (a lone surrogate) would be stored as a replacement character', async () => {
    const { course, studentMember } = await courseCast(t.app);
    const chat = await createChat(t.app, course, [studentMember.user]);
    // The JSON escape is how a broken client sends it; the text must not arrive as 'Great �'.
    const response = await post(
      '/api/v1/chat/send',
      `{"chatListId":"${chat.id}","text":"Great \\ud83d"}`,
      studentMember.session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ text: expect.stringMatching(CANNOT_STORE_MESSAGE) });
    expect(await t.app.db.select().from(chatMessages).where(eq(chatMessages.groupId, chat.id))).toEqual([]);
  });

  it('is refused in a path parameter and in a query string, naming them', async () => {
    const { session } = await person(t.app, { role: 'teacher' });
    const inPath = await get('/api/v1/users/view/abc%00def', session);
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().fields).toEqual({ userId: expect.stringMatching(CANNOT_STORE_MESSAGE) });
    const inQuery = await get('/api/v1/user/userList/student?q=ann%00', session);
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().fields).toEqual({ q: expect.stringMatching(CANNOT_STORE_MESSAGE) });
  });

  it('is refused in the name of an extra field too, at the object that holds it', async () => {
    const { session } = await person(t.app, { role: 'teacher' });
    const response = await post(
      '/api/v1/course/create',
      { name: 'Chemistry', startDate: '2026-09-01', endDate: '2027-06-30', 'note\u0000': 'x' },
      session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ body: expect.stringMatching(CANNOT_STORE_MESSAGE) });
    expect(await coursesNamed('Chemistry')).toEqual([]);
  });
});

describe('dates beyond what the database holds', () => {
  it('refuses a course starting in year 0 or after 2999 with 400 on the date', async () => {
    const { session } = await person(t.app, { role: 'teacher' });
    const tries = [
      { startDate: '0000-01-01', endDate: '2026-01-01', field: 'startDate' },
      { startDate: '2026-01-01', endDate: '3000-01-01', field: 'endDate' },
    ];
    for (const { startDate, endDate, field } of tries) {
      const body = { name: 'Ancient history', startDate, endDate };
      const response = await post('/api/v1/course/create', body, session);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe('Enter a date between 1900 and 2999.');
    }
    expect(await coursesNamed('Ancient history')).toEqual([]);
  });

  it('refuses a sign-in time in year 0, which PostgreSQL cannot store', async () => {
    const { user, session } = await person(t.app);
    const response = await post(
      '/api/v1/user/updateLastLogin',
      { userId: user.id, logTime: '0000-06-01T00:00:00Z' },
      session,
    );
    expect(response.statusCode).toBe(400);
    expect(await t.app.db.select().from(lastLogins).where(eq(lastLogins.userId, user.id))).toEqual([]);
  });
});

describe('addresses the router cannot read', () => {
  it('answers a malformed percent-encoding and an over-long parameter in the {code, msg} shape', async () => {
    const { session } = await person(t.app);
    const malformed = await get('/api/v1/users/view/%E0%A4%A', session);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, msg: 'This address is not valid.' });
    const tooLong = await get(`/api/v1/users/view/${'a'.repeat(PATH_PARAM_MAX_CHARS + 1)}`, session);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ code: 414, msg: 'This address is too long.' });
  });
});

describe('deeply nested payloads', () => {
  it('are refused with 400, never a 500', async () => {
    const { session } = await person(t.app, { role: 'teacher' });
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const response = await post('/api/v1/course/create', `{"name":${deep}}`, session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });
});
