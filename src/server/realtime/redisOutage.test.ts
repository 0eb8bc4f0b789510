import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../core/constants';
import { SESSION_CACHE_TTL_MS } from '../modules/accounts/sessionCache';
import { createUser, signIn } from '../test/factories';
import { connect } from '../test/realtimeClient';
import { neededServices } from '../test/scratchSpace';
import { profileOn, type RedisProxy, serverCluster } from '../test/serverCluster';
import type { ServerProcess } from '../test/serverProcess';

/**
 * Issue 36 §3: an instance whose Redis connection is cut cannot hear the others, so it must not trust its session
 * cache (a sign-out elsewhere is refused at once) and must tell the balancer it is degraded until Redis is back.
 * Two real server processes share one PostgreSQL database and one Redis; A reaches Redis through a TCP proxy the
 * test cuts. Needs DATABASE_URL and REDIS_URL (the CI's `--db-only` run sets both).
 */
const services = neededServices('THE REDIS OUTAGE TEST', 'DATABASE_URL', 'REDIS_URL');

describe.skipIf(!services)('an instance that loses Redis', () => {
  const cluster = serverCluster('redis-outage', services);
  let setup: FastifyInstance;
  let proxy: RedisProxy;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // Its member builds the test data (and applies the migrations first).
    ({ setup, a, b, proxy } = await cluster.twoInstances({ proxyForA: true }));
  });

  const healthOf = async (instance: ServerProcess, path = '/healthz') => {
    const response = await fetch(`${instance.url}${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const ready = {
    code: 0,
    msg: 'ok',
    status: 'ready',
    version: APP_VERSION,
    database: 'postgres',
    redis: 'up',
  };

  it('refuses at once a token signed out on another instance, reports degraded, and is ready again once Redis is back', async () => {
    const leaving = await signIn(setup, await createUser(setup));
    const staying = await signIn(setup, await createUser(setup));
    for (const session of [leaving, staying]) expect((await profileOn(a, session)).status).toBe(200);
    expect(await healthOf(a)).toEqual({ status: 200, body: ready });
    const leavingOnA = await connect(a.url, leaving.accessToken);
    const leavingClosed = new Promise<string>((resolve) => leavingOnA.once('disconnect', resolve));

    proxy.cut();
    await expect.poll(async () => (await healthOf(a)).status, { timeout: 15_000 }).toBe(503);
    expect((await healthOf(a)).body).toEqual({
      code: 503,
      msg: 'This instance cannot reach Redis, so it misses what the other instances send: it reconnects by itself.',
      status: 'degraded',
      version: APP_VERSION,
      database: 'postgres',
      redis: 'down',
    });
    // Alive all the same: restarting it would mend nothing.
    expect(await healthOf(a, '/livez')).toEqual({
      status: 200,
      body: { code: 0, msg: 'ok', version: APP_VERSION },
    });

    expect((await fetch(`${b.url}/user/logout`, { headers: leaving.headers })).status).toBe(200);
    // No word of it can reach A, which had the session in its cache a moment ago: it asks the database.
    const refused = await profileOn(a, leaving);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ code: 401, msg: expect.any(String) });
    expect((await profileOn(a, staying)).status).toBe(200);
    // Its socket there, opened before, is closed from the database's word within the cache's time.
    expect(
      await Promise.race([
        leavingClosed,
        new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 5_000, 'still open')),
      ]),
    ).toBe('io server disconnect');

    proxy.restore();
    await expect.poll(async () => (await healthOf(a)).status, { timeout: 15_000 }).toBe(200);
    expect(await healthOf(a)).toEqual({ status: 200, body: ready });
    // A hears the others again: a sign-out on B closes the same session's socket on A.
    const socketOnA = await connect(a.url, staying.accessToken);
    const closed = new Promise<string>((resolve) => socketOnA.once('disconnect', resolve));
    expect((await fetch(`${b.url}/user/logout`, { headers: staying.headers })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('counts a connection gone silent as lost without waiting for TCP to notice, and refuses a signed-out token', async () => {
    const leaving = await signIn(setup, await createUser(setup));
    expect((await profileOn(a, leaving)).status).toBe(200);

    proxy.silence();
    // The heartbeat's interval and timeout, 5 s each, and room for a loaded machine.
    await expect.poll(async () => (await healthOf(a)).status, { timeout: 20_000 }).toBe(503);
    expect((await fetch(`${b.url}/user/logout`, { headers: leaving.headers })).status).toBe(200);
    expect((await profileOn(a, leaving)).status).toBe(401);

    proxy.restore();
    await expect.poll(async () => (await healthOf(a)).status, { timeout: 15_000 }).toBe(200);
  });
});
