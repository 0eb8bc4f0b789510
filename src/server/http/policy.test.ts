import { describe, expect, it } from 'vitest';
import { access, openBeforeApproval } from '../../core/contracts/access';
import { AppError } from '../platform/errors';
import { testFileApp } from '../test/testFileApp';

const t = testFileApp();
// A second app with probe routes that fail in each way, to see what reaches the client.
const probe = testFileApp({
  extraRoutes: (app) => {
    app.get('/api/probe/boom', { config: { access: access.public } }, async () => {
      throw new Error('select secret from users where id = 1 -- at /srv/app/src/db.ts:12');
    });
    app.get('/api/probe/declined', { config: { access: access.public } }, async () => {
      throw new AppError(422, 'A message a person can act on.');
    });
    app.get('/api/probe/norule', async () => 'the handler ran');
  },
});

describe('the policy layer', () => {
  it('has an access rule on every registered route', () => {
    const offenders = t.app.routeAccess.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    if (offenders.length) console.error(`Routes without an access rule:\n  ${offenders.join('\n  ')}`);
    expect(offenders).toEqual([]);
    const urls = t.app.routeAccess.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/user/login', '/api/v1/accounts/login/master', '/api/v1/user/setDisabled']),
    );
  });

  it('opens to a teacher awaiting approval only sign-out and their own account (issue 10)', () => {
    const open = t.app.routeAccess
      .filter((r) => r.access && r.access.kind !== 'public' && openBeforeApproval(r.access))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/v1/users/view/:userId',
      'GET /user/logout',
      'POST /api/v1/sso/logout',
      'POST /api/v1/user/checkUserProfile',
      'POST /api/v1/user/updateLastLogin',
      'POST /api/v1/user/updateProfile',
      'POST /user/changePassword',
    ]);
  });

  it('notices a route without a rule, and that route answers nobody', async () => {
    const offenders = probe.app.routeAccess.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(offenders).toEqual(['GET /api/probe/norule']);
    const response = await probe.app.inject({ method: 'GET', url: '/api/probe/norule' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('the handler ran');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'No such call: GET /api/unknown' });
  });

  it('answers a signed-in route without a token with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, msg: 'Please sign in to continue.' });
  });
});

describe('errors never leak internals', () => {
  it('hides a thrown error behind a plain 500 message', async () => {
    const response = await probe.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      msg: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/select|secret|srv|stack|\.ts/);
  });

  it('passes an application error through as code and message only', async () => {
    const response = await probe.app.inject({ method: 'GET', url: '/api/probe/declined' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 422, msg: 'A message a person can act on.' });
  });

  it('answers unreadable JSON with 400 and no parser detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'The request could not be read.' });
  });
});
