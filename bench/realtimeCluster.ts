import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { courseMembers } from '../src/server/db/schema';
import { createCourse } from '../src/server/test/courseFactories';
import { createUser, type SignedIn, signIn } from '../src/server/test/factories';
import {
  createScratchDatabase,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../src/server/test/serverProcess';
import { TEST_TOKEN_SECRET } from '../src/server/test/testApp';
import { ratio } from './measure';
import {
  awaitArrivals,
  type BenchUser,
  connectAll,
  createBenchUsers,
  type Delivery,
  describeDelivery,
  disconnectAll,
  medianRound,
  summarise,
} from './realtimeClients';

const CLUSTER_SIZE = 1000;

/**
 * A teacher adds a lecture through HTTP; the course's students hear the notification live. Measured from the
 * request to each arrival: once with the students and the request on one server process (no Redis), once with the
 * students on process A and the request on process B, sharing Redis.
 */
async function deliverThroughHttp(
  clientsUrl: string,
  requestUrl: string,
  people: readonly BenchUser[],
  teacher: SignedIn,
  courseId: string,
): Promise<Delivery> {
  const sockets = await connectAll(clientsUrl, people);
  try {
    let startedAt = 0;
    const arrivals = awaitArrivals(sockets, 'notification', () => startedAt);
    startedAt = performance.now();
    const now = Date.now();
    const response = await fetch(`${requestUrl}/api/v1/item/create`, {
      method: 'POST',
      headers: { ...teacher.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        courseId,
        kind: 'lecture',
        title: `Bench lecture ${now}`,
        startDate: new Date(now - 60_000).toISOString(),
        endDate: new Date(now + 3_600_000).toISOString(),
        manual: true,
        active: true,
      }),
    });
    if (!response.ok) throw new Error(`item/create answered ${response.status}: ${await response.text()}`);
    return summarise(await arrivals);
  } finally {
    await disconnectAll(sockets);
  }
}

export async function benchTwoInstances(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  console.log(
    `\n-- two server processes sharing Redis vs one process, ${CLUSTER_SIZE} users (median of 3 rounds)`,
  );
  if (!databaseUrl || !redisUrl) {
    console.log('  skipped: set DATABASE_URL and REDIS_URL (PostgreSQL and Redis) to measure two instances');
    return;
  }
  const database = await createScratchDatabase(databaseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'lms-bench-cluster-'));
  const config = {
    ...loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, LOG_LEVEL: 'silent' }),
    webDir: undefined,
  };
  const setup = await buildApp({ config, database: await openDatabase({ url: database.url }) });
  const running: ServerProcess[] = [];
  try {
    await setup.ready();
    const teacherUser = await createUser(setup, { role: 'teacher' });
    const course = await createCourse(setup, teacherUser);
    const people = await createBenchUsers(setup, CLUSTER_SIZE, 'cluster');
    await setup.db
      .insert(courseMembers)
      .values(people.map((p) => ({ courseId: course.id, userId: p.id, role: 'student' as const })));
    const teacher = await signIn(setup, teacherUser);
    const env = { DATABASE_URL: database.url, TOKEN_SECRET: TEST_TOKEN_SECRET, DATA_DIR: dataDir };

    const single = await startServerProcess({ ...env, REDIS_URL: '' });
    running.push(single);
    await deliverThroughHttp(single.url, single.url, people.slice(0, 100), teacher, course.id);
    const one = medianRound([
      await deliverThroughHttp(single.url, single.url, people, teacher, course.id),
      await deliverThroughHttp(single.url, single.url, people, teacher, course.id),
      await deliverThroughHttp(single.url, single.url, people, teacher, course.id),
    ]);
    await stopServerProcess(single);

    const [a, b] = await Promise.all([
      startServerProcess({ ...env, REDIS_URL: redisUrl }),
      startServerProcess({ ...env, REDIS_URL: redisUrl }),
    ]);
    running.push(a, b);
    await deliverThroughHttp(a.url, b.url, people.slice(0, 100), teacher, course.id);
    const two = medianRound([
      await deliverThroughHttp(a.url, b.url, people, teacher, course.id),
      await deliverThroughHttp(a.url, b.url, people, teacher, course.id),
      await deliverThroughHttp(a.url, b.url, people, teacher, course.id),
    ]);

    console.log(describeDelivery('  one process          ', one));
    console.log(describeDelivery('  A hears what B did   ', two));
    console.log(
      `  two instances / one instance ratio: p50 ${ratio(two.p50Ms, one.p50Ms)}, p95 ${ratio(two.p95Ms, one.p95Ms)}`,
    );
  } finally {
    await Promise.all(running.map(stopServerProcess));
    await setup.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
