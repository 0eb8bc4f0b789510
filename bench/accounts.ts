import type { AddressInfo } from 'node:net';
import { access } from '../src/server/http/policy';
import { createUser, signIn } from '../src/server/test/factories';
import { buildTestApp } from '../src/server/test/testApp';
import { ratio, throughput } from './measure';

/**
 * Authenticated checkUserProfile (token check, session lookup, profile read) against a bare route on the
 * same server, which runs the same hooks but touches no database: the ratio is what accounts cost.
 */
export async function benchCheckUserProfile(): Promise<void> {
  const { app, close } = await buildTestApp({
    extraRoutes: (instance) =>
      instance.get('/bench/bare', { config: { access: access.public } }, async () => ({
        code: 0,
        msg: 'ok',
      })),
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(app);
    const session = await signIn(app, user);

    const bare = await throughput({ url: `${base}/bench/bare` });
    const profile = await throughput({
      url: `${base}/api/v1/user/checkUserProfile`,
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user.id }),
    });
    if (profile.errors) throw new Error(`checkUserProfile answered ${profile.errors} errors`);
    console.log(`bare route:        ${bare.requestsPerSecond.toFixed(0)} req/s (p50 ${bare.p50Ms} ms)`);
    console.log(`checkUserProfile:  ${profile.requestsPerSecond.toFixed(0)} req/s (p50 ${profile.p50Ms} ms)`);
    console.log(
      `checkUserProfile / bare route ratio (${app.database.kind}): ${ratio(profile.requestsPerSecond, bare.requestsPerSecond)}`,
    );
  } finally {
    await close();
  }
}
