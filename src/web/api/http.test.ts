import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccountKeys, STORAGE_KEYS } from '../platform/storage';
import { ApiError } from './envelope';
import {
  apiCall,
  apiDownload,
  apiRequest,
  buildUrl,
  dispositionFileName,
  renewSession,
  setApiRoot,
  setGlobalHeaders,
} from './http';

/** A Map-backed Storage: the tests run in Node, which has no localStorage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const user = {
  _id: 'u1',
  username: 'ann',
  email: 'ann@example.com',
  fullName: 'Ann',
  role: 'teacher',
  isAdmin: false,
  emailVerified: true,
  disabled: false,
  phone: '',
  institution: '',
  bio: '',
  country: '',
  city: '',
  userLogo: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  form: FormData | null;
}

let calls: Call[];
let replies: Array<() => Response>;
let store: MemoryStorage;

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const text =
  (body: string, type: string, status = 200) =>
  () =>
    new Response(body, { status, headers: { 'Content-Type': type } });

beforeEach(() => {
  calls = [];
  replies = [];
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
      form: init.body instanceof FormData ? init.body : null,
    });
    const next = replies.shift();
    if (!next) throw new TypeError('fetch failed');
    return next();
  });
  setApiRoot('');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setGlobalHeaders({ 'X-School': null });
});

function signIn(accessToken = 'old-access', refreshToken = 'old-refresh-token') {
  store.setItem(STORAGE_KEYS.accessToken, accessToken);
  store.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  store.setItem(STORAGE_KEYS.userId, 'u1');
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

describe('requests (SPEC §7)', () => {
  it('sends JSON in UTF-8 with the stored bearer token', async () => {
    signIn();
    replies.push(json({ code: 0, msg: 'Success', result: true }));
    const reply = await apiRequest('POST', '/api/v1/user/checkUserProfile', { userId: 'u1' });
    expect(reply).toEqual({ code: 0, msg: 'Success', result: true });
    expect(calls[0]?.url).toBe('/api/v1/user/checkUserProfile');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ userId: 'u1' });
  });

  it('sends a POST without a payload with no body and no JSON content type (the server refuses empty JSON)', async () => {
    replies.push(json({ code: 0, msg: 'ok' }));
    await apiRequest('POST', '/api/v1/calendar/feed/renew');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.body).toBeNull();
  });

  it('puts a GET payload in the query string and sends no body', async () => {
    replies.push(json({ code: 0, msg: 'ok' }));
    await apiRequest('GET', '/api/v1/deleted/history', {
      type: 'Removed',
      name: 'a b',
      ids: [1, 2],
      skip: null,
    });
    expect(calls[0]?.url).toBe('/api/v1/deleted/history?type=Removed&name=a+b&ids=1&ids=2');
    expect(calls[0]?.body).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it.each([
    ['GET', '/x', { a: 1 }, '/x?a=1'],
    ['GET', '/x?b=2', { a: 1 }, '/x?b=2&a=1'],
    ['GET', '/x', {}, '/x'],
    ['GET', '/x', { o: { k: 'v' } }, '/x?o=%7B%22k%22%3A%22v%22%7D'],
    ['POST', '/x', { a: 1 }, '/x'],
  ] as const)('buildUrl %s %s %j → %s', (method, path, payload, url) => {
    expect(buildUrl(method, path, payload)).toBe(url);
  });

  it('prefixes paths without a scheme with the configured root, and leaves full addresses alone', async () => {
    setApiRoot('https://api.example.com/');
    replies.push(json({ code: 0, msg: 'ok' }), json({ code: 0, msg: 'ok' }));
    await apiRequest('GET', '/user/logout');
    await apiRequest('GET', 'https://other.example.com/ping');
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/user/logout',
      'https://other.example.com/ping',
    ]);
  });

  it('sends global headers until they are removed', async () => {
    setGlobalHeaders({ 'X-School': 'north' });
    replies.push(json({ code: 0, msg: 'ok' }), json({ code: 0, msg: 'ok' }));
    await apiRequest('GET', '/a');
    setGlobalHeaders({ 'X-School': null });
    await apiRequest('GET', '/b');
    expect(calls[0]?.headers.get('X-School')).toBe('north');
    expect(calls[1]?.headers.get('X-School')).toBeNull();
  });
});

describe('forms and files', () => {
  it('sends a form as multipart, as it is, with the bearer token and no JSON content type', async () => {
    signIn();
    replies.push(json({ code: 0, msg: 'Imported.', imported: [] }));
    const form = new FormData();
    form.append('format', 'gift');
    form.append('file', new Blob(['::Q1:: 2+2? {=4}']), 'quiz.gift');
    const reply = await apiCall('POST', '/api/v1/test/importQuestions/t1', form);
    expect(reply).toEqual({ code: 0, msg: 'Imported.', imported: [] });
    expect(calls[0]?.url).toBe('/api/v1/test/importQuestions/t1');
    expect(calls[0]?.form).toBe(form);
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('downloads a file with the bearer token and its query, renewing the session once on 401', async () => {
    signIn();
    replies.push(
      json({ code: 401, msg: 'Please sign in to continue.' }, 401),
      json({
        code: 0,
        msg: 'ok',
        accessToken: 'new-access',
        refreshToken: 'new-refresh-token',
        userId: 'u1',
        user,
      }),
      () =>
        new Response('::Q1:: 2+2? {=4}', {
          headers: {
            'Content-Type': 'text/plain',
            'Content-Disposition': `attachment; filename="Quiz.gift.txt"`,
          },
        }),
    );
    const file = await apiDownload('/api/v1/test/exportQuestions/t1', { format: 'gift' });
    expect(await file.blob.text()).toBe('::Q1:: 2+2? {=4}');
    expect(file.fileName).toBe('Quiz.gift.txt');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/test/exportQuestions/t1?format=gift',
      '/user/renew',
      '/api/v1/test/exportQuestions/t1?format=gift',
    ]);
    expect(calls[2]?.headers.get('Authorization')).toBe('Bearer new-access');
  });

  it("a refused download throws the server's reply; an unreachable server says so", async () => {
    replies.push(json({ code: 403, msg: 'Only the teachers of this course can do this.' }, 403));
    await expect(apiDownload('/api/v1/test/exportQuestions/t1')).rejects.toMatchObject({
      code: 403,
      message: 'Only the teachers of this course can do this.',
    });
    await expect(apiDownload('/api/v1/test/exportQuestions/t1')).rejects.toMatchObject({
      code: 1,
      message: expect.stringMatching(/Could not reach the server/),
    });
  });
});

describe('the name a download is given (RFC 6266)', () => {
  it.each([
    ['attachment; filename="Quiz 1.gift.txt"', 'Quiz 1.gift.txt'],
    ['attachment; filename=quiz.xml', 'quiz.xml'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    [`attachment; filename="Caf? quiz.txt"; filename*=UTF-8''Caf%C3%A9%20quiz.txt`, 'Café quiz.txt'],
    [`attachment; filename="fallback.txt"; filename*=UTF-8''bad%E0%A4`, 'fallback.txt'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });
});

describe('replies (SPEC §8)', () => {
  it('returns a failure envelope instead of throwing', async () => {
    replies.push(json({ code: 409, msg: 'That username is taken.', fields: { username: 'Taken.' } }, 409));
    expect(await apiRequest('POST', '/user/create', {})).toEqual({
      code: 409,
      msg: 'That username is taken.',
      fields: { username: 'Taken.' },
    });
  });

  it('reads an HTML page as code 0 "API doesn\'t exists."', async () => {
    replies.push(text('<!DOCTYPE html><html><body>app</body></html>', 'text/html'));
    expect(await apiRequest('GET', '/api/v1/nothing')).toEqual({ code: 0, msg: "API doesn't exists." });
  });

  it("reads other unparseable text as code 1 'Unable to parse: ' + raw", async () => {
    replies.push(text('Bad Gateway', 'text/plain', 502));
    expect(await apiRequest('GET', '/a')).toEqual({ code: 1, msg: 'Unable to parse: Bad Gateway' });
  });

  it('reads JSON without a code as unparseable', async () => {
    replies.push(json([1, 2]));
    expect(await apiRequest('GET', '/a')).toEqual({ code: 1, msg: 'Unable to parse: [1,2]' });
  });

  it('turns a network failure into a failure reply', async () => {
    const reply = await apiRequest('GET', '/a');
    expect(reply.code).toBe(1);
    expect(reply.msg).toMatch(/Could not reach the server/);
  });

  it('apiCall resolves a success and throws ApiError with code and fields on failure', async () => {
    replies.push(json({ code: 0, msg: 'ok', data: { a: 1 } }));
    await expect(apiCall('GET', '/a')).resolves.toEqual({ code: 0, msg: 'ok', data: { a: 1 } });
    replies.push(json({ code: 400, msg: 'Please check: email.', fields: { email: 'Invalid.' } }, 400));
    const error = await apiCall('POST', '/b', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      message: 'Please check: email.',
      fields: { email: 'Invalid.' },
    });
  });

  it('apiCall treats the placeholder page as a missing API', async () => {
    replies.push(text('<html><head></head></html>', 'text/html'));
    await expect(apiCall('GET', '/api/v1/none')).rejects.toMatchObject({
      code: 404,
      message: "API doesn't exists.",
    });
  });
});

describe('session renewal on 401 (SPEC §4)', () => {
  const renewed = json({
    code: 0,
    msg: 'ok',
    accessToken: 'new-access',
    refreshToken: 'new-refresh-token',
    userId: 'u1',
    user,
  });

  it('renews once with the stored tokens and retries with the new access token', async () => {
    signIn();
    replies.push(
      json({ code: 401, msg: 'Please sign in to continue.' }, 401),
      renewed,
      json({ code: 0, msg: 'ok', n: 1 }),
    );
    expect(await apiRequest('GET', '/api/v1/users/view/u1')).toEqual({ code: 0, msg: 'ok', n: 1 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/users/view/u1',
      '/user/renew',
      '/api/v1/users/view/u1',
    ]);
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({
      accessToken: 'old-access',
      refreshToken: 'old-refresh-token',
    });
    expect(calls[2]?.headers.get('Authorization')).toBe('Bearer new-access');
    expect(store.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh-token');
  });

  it('signs out locally when the refresh token is refused, and returns the original 401', async () => {
    signIn();
    replies.push(
      json({ code: 401, msg: 'Please sign in to continue.' }, 401),
      json({ code: 401, msg: 'Expired.' }, 401),
    );
    expect(await apiRequest('GET', '/a')).toEqual({ code: 401, msg: 'Please sign in to continue.' });
    for (const key of ['accessToken', 'refreshToken', 'userId', 'user'] as const) {
      expect(store.getItem(STORAGE_KEYS[key])).toBeNull();
    }
  });

  it('does not renew without a refresh token, nor for the session calls themselves', async () => {
    replies.push(json({ code: 401, msg: 'no' }, 401));
    await apiRequest('GET', '/a');
    signIn();
    replies.push(json({ code: 401, msg: 'Wrong password.' }, 401));
    await apiRequest('POST', '/user/login', { username: 'ann', password: 'x' });
    expect(calls.map((call) => call.url)).toEqual(['/a', '/user/login']);
  });

  it('shares one renewal between concurrent calls', async () => {
    signIn();
    const unauthorised = json({ code: 401, msg: 'no' }, 401);
    replies.push(
      unauthorised,
      unauthorised,
      renewed,
      json({ code: 0, msg: 'a' }),
      json({ code: 0, msg: 'b' }),
    );
    await Promise.all([apiRequest('GET', '/a'), apiRequest('GET', '/b')]);
    expect(calls.filter((call) => call.url === '/user/renew')).toHaveLength(1);
  });

  it('leaves a sign-out, or a newer session, stored while the renewal was on its way as it is', async () => {
    signIn();
    replies.push(renewed);
    const renewal = renewSession();
    clearAccountKeys();
    expect(await renewal).toBe('rejected');
    expect(calls.map((call) => call.url)).toEqual(['/user/renew']);
    for (const key of ['accessToken', 'refreshToken', 'userId', 'user'] as const)
      expect(store.getItem(STORAGE_KEYS[key])).toBeNull();

    signIn();
    replies.push(json({ code: 401, msg: 'Expired.' }, 401));
    const refused = renewSession();
    signIn('another-access', 'another-refresh-token');
    expect(await refused).toBe('renewed');
    expect(store.getItem(STORAGE_KEYS.accessToken)).toBe('another-access');
    expect(store.getItem(STORAGE_KEYS.refreshToken)).toBe('another-refresh-token');
  });

  it('keeps the session when the renew call cannot reach the server', async () => {
    signIn();
    expect(await renewSession()).toBe('unavailable');
    expect(store.getItem(STORAGE_KEYS.refreshToken)).toBe('old-refresh-token');
  });
});
