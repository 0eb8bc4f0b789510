import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { access } from '../src/core/contracts/access';
import { createUser, signIn } from '../src/server/test/factories';
import { buildTestApp } from '../src/server/test/testApp';
import { quantile, ratio } from './measure';
import { ISSUE_35_SCHOOL, seedSchool } from './seededSchool';

/** The driver under Drizzle: a pg Pool or the PGlite instance, both answering `query(text, params)`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

const RUNS = 100;

/** `RUNS` requests one after another (a teacher opening pages), each to the address `urlOf(n)` gives; p50 and p95 in ms. */
async function latencies(urlOf: (n: number) => string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let n = 0; n < RUNS + 5; n++) {
    const started = performance.now();
    const response = await fetch(urlOf(n), { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${urlOf(n)} answered ${response.status}`);
    // The first five warm the connection and the plans.
    if (n >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/**
 * The statistics and gradebook calls on the seeded school of issue 35 (200 courses, 5,000 students, 500,000 submissions), p95 of
 * a teacher opening course after course, each as a ratio of the floor measured in the same run: one indexed SELECT
 * (a course by its id) straight through the driver, behind a public route of the same server. The aim: a course
 * page under 300 ms on PostgreSQL. `databaseUrl` null runs on PGlite in memory.
 */
export async function benchStatistics(databaseUrl: string | null): Promise<void> {
  const { app, close } = await buildTestApp({
    databaseUrl,
    extraRoutes: (instance) => {
      const client = (instance.db as unknown as { $client: RawClient }).$client;
      instance.get<{ Params: { courseId: string } }>(
        '/bench/floor/:courseId',
        { config: { access: access.public } },
        async (request) => {
          await client.query('select id, name, owner_id from courses where id = $1', [
            request.params.courseId,
          ]);
          return { code: 0, msg: 'ok' };
        },
      );
    },
  });
  try {
    const teacher = await createUser(app, { role: 'teacher', fullName: 'Bench Teacher' });
    const seedStarted = performance.now();
    const school = await seedSchool(app.db, teacher.id, ISSUE_35_SCHOOL);
    console.log(
      `seeded ${ISSUE_35_SCHOOL.courses} courses, ${ISSUE_35_SCHOOL.students} students, ` +
        `${ISSUE_35_SCHOOL.courses * school.studentsPerCourse * school.itemsPerCourse} submissions in ` +
        `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const session = await signIn(app, teacher);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const course = (n: number) => school.courseIds[(n * 7) % school.courseIds.length]!;
    const several = (n: number) => Array.from({ length: 5 }, (_, k) => course(n + k * 13)).join(',');

    const floor = await latencies((n) => `${base}/bench/floor/${course(n)}`);
    const pages = [
      [
        'getCourseAggregateStatistic (/statisticscourse)',
        (n: number) => `/api/v1/user/getCourseAggregateStatistic/${course(n)}`,
      ],
      [
        'getCourseStatistic, one course (/statistics)',
        (n: number) => `/api/v1/user/getCourseStatistic/${course(n)}`,
      ],
      [
        'getCourseStatistic, five courses (/statistic)',
        (n: number) => `/api/v1/user/getCourseStatistic/${several(n)}`,
      ],
      ['gradebook, first page by name (/gradebook)', (n: number) => `/api/v1/gradebook/course/${course(n)}`],
      [
        'gradebook, sorted by course total',
        (n: number) => `/api/v1/gradebook/course/${course(n)}?sort=total&dir=desc`,
      ],
      [
        'gradebook export, the whole course as XLSX',
        (n: number) => `/api/v1/gradebook/export/${course(n)}?format=xlsx`,
      ],
    ] as const;
    const kind = app.database.kind;
    console.log(
      `${'floor (one indexed SELECT)'.padEnd(50)} p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`,
    );
    for (const [name, path] of pages) {
      const page = await latencies((n) => `${base}${path(n)}`, session.headers);
      console.log(
        `${name.padEnd(50)} p50 ${page.p50.toFixed(1)} ms, p95 ${page.p95.toFixed(1)} ms; ` +
          `p95 / floor p95 (${kind}): ${ratio(page.p95, floor.p95)}` +
          (kind === 'postgres' ? ` (aim: under 300 ms, ${page.p95 < 300 ? 'met' : 'NOT met'})` : ''),
      );
    }
  } finally {
    await close();
  }
}
