import type { AddressInfo } from 'node:net';
import { access } from '../src/core/contracts/access';
import { selfLearningCalls } from '../src/core/contracts/selfLearning';
import { courseMembers, slProgress, slStatuses } from '../src/server/db/schema';
import { createCourse } from '../src/server/test/courseFactories';
import { createUser } from '../src/server/test/factories';
import { courseVideo, createUnit } from '../src/server/test/selfLearningFactories';
import { buildTestApp } from '../src/server/test/testApp';
import { latencySummary, runClientProcess } from './measure';
import { createBenchUsers } from './realtimeClients';
import type { WatchOrder, WatchReport } from './selfLearningClients';

const STUDENTS = 1000;
const EVERY_MS = 10_000;
const REPORTS = 6;
const MEDIA_SECONDS = 600;
const INSERT_BATCH = 500;

/** Runs the students in a process of their own and waits for their timings. */
const runClients = (order: WatchOrder) =>
  runClientProcess<WatchOrder, WatchReport>(new URL('./selfLearningClients.ts', import.meta.url), order);

/**
 * Issue 39: 1,000 students watch a unit's video at once, each reporting the stretch played every 10 s for a minute
 * (about 100 progress writes a second, each a locked read, two updates and a live event to the unit's teachers).
 * Every request is a real HTTP request to a listening server, from a process of their own. The baseline is the same
 * pattern, with the same tokens, against a bare authenticated route of the same server in the same run (the
 * sign-in check and nothing else). `databaseUrl` null runs on PGlite in memory.
 */
export async function benchSelfLearningWatch(databaseUrl: string | null): Promise<void> {
  const { app, close } = await buildTestApp({
    databaseUrl,
    extraRoutes: (instance) => {
      instance.post('/bench/bare', { config: { access: access.signedIn() } }, async () => ({
        code: 0,
        msg: 'ok',
      }));
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const teacher = await createUser(app, { role: 'teacher' });
    const course = await createCourse(app, teacher);
    const video = await courseVideo(app, course, teacher);
    const { unit, modules } = await createUnit(app, course, [
      { title: 'Lecture', kind: 'video', fileId: video.id },
    ]);
    const people = await createBenchUsers(app, STUDENTS, 'watch');
    const students: WatchOrder['students'] = [];
    for (let start = 0; start < people.length; start += INSERT_BATCH) {
      const batch = people.slice(start, start + INSERT_BATCH);
      await app.db
        .insert(courseMembers)
        .values(
          batch.map((person) => ({ courseId: course.id, userId: person.id, role: 'student' as const })),
        );
      const now = new Date();
      const statuses = await app.db
        .insert(slStatuses)
        .values(
          batch.map((person) => ({
            itemId: unit.id,
            userId: person.id,
            startedAt: now,
            lastActivityAt: now,
          })),
        )
        .returning();
      const lines = await app.db
        .insert(slProgress)
        .values(
          statuses.map((status) => ({
            statusId: status.id,
            moduleId: modules[0]!.id,
            userId: status.userId,
            lastReportAt: now,
          })),
        )
        .returning();
      const tokenOf = new Map(batch.map((person) => [person.id, person.token]));
      for (const line of lines) students.push({ token: tokenOf.get(line.userId)!, progressId: line.id });
    }

    const order = (path: string): WatchOrder => ({
      base,
      path,
      students,
      reports: REPORTS,
      everyMs: EVERY_MS,
      startSpreadMs: EVERY_MS,
      mediaSeconds: MEDIA_SECONDS,
    });
    const bare = latencySummary((await runClients(order('/bench/bare'))).times);
    const watched = await runClients(order(selfLearningCalls.watch.path));
    const watch = latencySummary(watched.times);

    const kind = app.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    for (const [name, s] of [
      ['bare authenticated route', bare],
      ['watch', watch],
    ] as const)
      console.log(
        `${name.padEnd(26)} ${String(s.count).padStart(6)} requests  p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms`,
      );
    console.log(`watch p95 / bare authenticated p95 (${kind}): ${(watch.p95 / bare.p95).toFixed(2)}`);
    console.log(`errors: ${watched.errors.length} of ${students.length * REPORTS} (aim: none)`);
    if (watched.errors.length)
      console.log(`first errors: ${[...new Set(watched.errors)].slice(0, 5).join('; ')}`);
  } finally {
    await close();
  }
}
