import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { WebSocket, WebSocketServer } from 'ws';
import { PDF } from '../src/core/rules/officeDocument';
import type { ShownDocument } from '../src/core/schemas/lectures';
import type { LectureEvent } from '../src/core/schemas/realtimeNames';
import { attendanceMarks, courseMembers } from '../src/server/db/schema';
import { createCourse, createItem } from '../src/server/test/courseFactories';
import { createUser, signIn } from '../src/server/test/factories';
import { createFile } from '../src/server/test/fileFactories';
import { openSitting } from '../src/server/test/lectureFactories';
import { listenForSockets } from '../src/server/test/realtimeClient';
import { buildTestApp } from '../src/server/test/testApp';
import { ratio } from './measure';
import {
  type BenchUser,
  connectAll,
  createBenchUsers,
  type Delivery,
  describeDelivery,
  medianRound,
  summarise,
} from './realtimeClients';

/**
 * The shown document of a live class (issue 16): the teacher turns a page, and every student's viewer follows. As
 * the viewer does, each student takes the new page from the `document` event heard in the lecture's room; the time
 * from the teacher's call (POST /api/v1/lecture/showDocument) to each student holding the new page is measured.
 * Beside it in the same run, a bare baseline: a `ws` server pushes the same event to as many clients. Loopback, one
 * process; every wait bounded.
 */

const CLASS_SIZES = [30, 300] as const;
/** Page turns per class size, one after another; the median turn is reported. */
const TURNS = 5;
const FOLLOW_TIMEOUT_MS = 30_000;

interface Follower {
  /** Resolves with the page this student's viewer reads once it has heard of the turn. */
  follow(): Promise<number>;
}

/** Times one page turn: `turn` makes it; the arrivals are when each follower holds the page. */
async function timeTurn(followers: readonly Follower[], page: number, turn: () => Promise<void>) {
  const startedAt = performance.now();
  const arrivals: Array<number | undefined> = new Array(followers.length).fill(undefined);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, FOLLOW_TIMEOUT_MS).unref());
  const followed = Promise.all(
    followers.map(async (follower, index) => {
      if ((await follower.follow()) === page) arrivals[index] = performance.now() - startedAt;
    }),
  );
  await turn();
  await Promise.race([followed, deadline]);
  return summarise(arrivals);
}

async function turnPages(followers: readonly Follower[], turn: (page: number) => Promise<void>) {
  const turns: Delivery[] = [];
  // The first turn pays for JIT compilation and is not reported.
  for (let page = 1; page <= TURNS + 1; page += 1) {
    const timed = await timeTurn(followers, page, () => turn(page));
    if (page > 1) turns.push(timed);
  }
  return medianRound(turns);
}

/** The bare baseline: a `ws` server pushes each client the same event, as JSON text. */
async function bareFollow(size: number, lectureId: string, attendanceId: string, document: ShownDocument) {
  const pusher = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(pusher, 'listening');
  const pushUrl = `ws://127.0.0.1:${(pusher.address() as AddressInfo).port}`;
  const clients = await Promise.all(
    Array.from({ length: size }, async () => {
      const client = new WebSocket(pushUrl);
      await once(client, 'open');
      return client;
    }),
  );
  const followers: Follower[] = clients.map((client) => ({
    follow: async () => {
      const [message] = (await once(client, 'message')) as [Buffer];
      return (JSON.parse(message.toString()) as LectureEvent).document?.page ?? 0;
    },
  }));
  const delivery = await turnPages(followers, async (page) => {
    const event: LectureEvent = {
      lectureId,
      attendanceId,
      change: 'document',
      document: { ...document, page },
    };
    for (const socket of pusher.clients) socket.send(JSON.stringify(event));
  });
  for (const client of clients) client.terminate();
  await new Promise<void>((resolve) => pusher.close(() => resolve()));
  return delivery;
}

export async function benchShownDocument(databaseUrl: string | null): Promise<void> {
  const { app, close } = await buildTestApp({ databaseUrl });
  try {
    const base = await listenForSockets(app);
    const teacher = await createUser(app, { role: 'teacher' });
    const { accessToken: teacherToken } = await signIn(app, teacher);
    const course = await createCourse(app, teacher);
    const pdf = await createFile(app, course, teacher, { name: 'slides.pdf', contentType: PDF });
    const students: BenchUser[] = await createBenchUsers(app, Math.max(...CLASS_SIZES), 'follow');
    await app.db
      .insert(courseMembers)
      .values(students.map((s) => ({ courseId: course.id, userId: s.id, role: 'student' as const })));

    for (const size of CLASS_SIZES) {
      const lecture = await createItem(app, course, { title: `Optics for ${size}` });
      const sitting = await openSitting(app, lecture, teacher);
      const seated = students.slice(0, size);
      await app.db
        .insert(attendanceMarks)
        .values(seated.map((s) => ({ attendanceId: sitting.id, userId: s.id, joinedAt: new Date() })));
      const sockets: Socket[] = await connectAll(base, seated, {
        name: 'lecture',
        options: { lectureId: lecture.id },
      });
      const followers: Follower[] = sockets.map((socket) => ({
        follow: async () => {
          const event = await new Promise<LectureEvent>((resolve) => socket.once('lecture', resolve));
          return event.document?.page ?? 0;
        },
      }));
      const viaServer = await turnPages(followers, async (page) => {
        const response = await fetch(`${base}/api/v1/lecture/showDocument`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${teacherToken}` },
          body: JSON.stringify({
            lectureId: lecture.id,
            attendanceId: sitting.id,
            fileId: pdf.id,
            page,
            zoom: 'page-width',
          }),
        });
        const reply = (await response.json()) as { code: number; msg: string };
        if (reply.code !== 0) throw new Error(`showDocument: ${reply.code} ${reply.msg}`);
      });
      const bare = await bareFollow(size, lecture.id, sitting.id, {
        fileId: pdf.id,
        name: pdf.name,
        contentType: PDF,
        page: 1,
        zoom: 'page-width',
      });
      console.log(
        `-- a class of ${size}: the teacher turns a page; the last student's viewer holds it (median of ${TURNS} turns)`,
      );
      console.log(describeDelivery('  showDocument → lecture event', viaServer));
      console.log(describeDelivery('  bare ws push              ', bare));
      console.log(
        `  time until the whole class follows, server / bare: ${ratio(viaServer.maxMs, bare.maxMs)}`,
      );
      for (const socket of sockets) socket.disconnect();
    }
  } finally {
    await close();
  }
}
