import type { AddressInfo } from 'node:net';
import { access } from '../src/core/contracts/access';
import { createUser, signIn } from '../src/server/test/factories';
import { buildTestApp } from '../src/server/test/testApp';
import { ratio, throughput } from './measure';

/** The driver under Drizzle: a pg Pool or the PGlite instance, both answering `query(text, params)`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

/**
 * Authenticated checkUserProfile (token check, session lookup, profile read) against two baselines on the same
 * server: a bare route that touches no database, and the physical floor, a public route that runs one indexed
 * SELECT of the same user straight through the driver (pg, or PGlite in process), with no ORM and no sign-in.
 * `databaseUrl` null runs on PGlite in memory.
 */
export async function benchCheckUserProfile(databaseUrl: string | null): Promise<void> {
  let floorUserId = '';
  const { app, close } = await buildTestApp({
    databaseUrl,
    extraRoutes: (instance) => {
      instance.get('/bench/bare', { config: { access: access.public } }, async () => ({
        code: 0,
        msg: 'ok',
      }));
      const client = (instance.db as unknown as { $client: RawClient }).$client;
      instance.get('/bench/floor', { config: { access: access.public } }, async () => {
        await client.query('select id, username, email, role from users where id = $1', [floorUserId]);
        return { code: 0, msg: 'ok' };
      });
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(app);
    floorUserId = user.id;
    const session = await signIn(app, user);

    const bare = await throughput({ url: `${base}/bench/bare` });
    const floor = await throughput({ url: `${base}/bench/floor` });
    const profile = await throughput({
      url: `${base}/api/v1/user/checkUserProfile`,
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user.id }),
    });
    if (profile.errors || floor.errors)
      throw new Error('checkUserProfile or the floor route answered errors');
    const kind = app.database.kind;
    for (const [name, run] of [
      ['bare route', bare],
      [`floor (one SELECT, ${kind === 'postgres' ? 'bare pg' : 'PGlite in process'})`, floor],
      ['checkUserProfile', profile],
    ] as const) {
      console.log(`${name.padEnd(42)} ${run.requestsPerSecond.toFixed(0)} req/s (p50 ${run.p50Ms} ms)`);
    }
    console.log(
      `checkUserProfile / bare route ratio (${kind}): ${ratio(profile.requestsPerSecond, bare.requestsPerSecond)}`,
    );
    console.log(
      `checkUserProfile / floor ratio (${kind}): ${ratio(profile.requestsPerSecond, floor.requestsPerSecond)} (aim, issue 40: at least 0.75)`,
    );
  } finally {
    await close();
  }
}
