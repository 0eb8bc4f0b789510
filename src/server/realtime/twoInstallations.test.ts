import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SENDS_PER_WINDOW } from '../../core/constants';
import { createChat } from '../test/chatFactories';
import { addMember, createCourse } from '../test/courseFactories';
import { createUser, type SignedIn, signIn } from '../test/factories';
import { collect, drained, listenForSockets, nextEvent, publish } from '../test/realtimeClient';
import { neededServices } from '../test/scratchSpace';
import { profileOn, serverCluster } from '../test/serverCluster';
import type { ServerProcess } from '../test/serverProcess';

/**
 * Issue 36 §4: Redis pub/sub ignores the database number, so two installations sharing one Redis would hear each
 * other's socket.io messages and session broadcasts, and spend each other's rate limits, unless their names differ.
 * The second installation here is a copy of the first (as a test copy restored from a backup is), so the same
 * people, chats and sessions have the same ids in both: installation 1 runs two server processes on one database,
 * installation 2 one process on the copy, all on one Redis with the default REDIS_PREFIX. Each installation also has
 * an in-process member (sending markers, or witnessing that a message went through Redis). Needs DATABASE_URL and
 * REDIS_URL (the CI's `--db-only` run sets both).
 */
const services = neededServices('THE TWO-INSTALLATION REDIS TEST', 'DATABASE_URL', 'REDIS_URL');

interface ChatEvent {
  action: string;
  message: { text: string };
}

describe.skipIf(!services)('two installations sharing one Redis', () => {
  const cluster = serverCluster('two-installations', services);
  /** Installation 1: two instances and an in-process member. */
  let a1: ServerProcess;
  let a2: ServerProcess;
  let school: FastifyInstance;
  /** Installation 2, the copy: one instance and an in-process member, whose sockets witness its messages. */
  let b: ServerProcess;
  let copyUrl = '';
  let chatId = '';
  let teacher: SignedIn;
  let student: SignedIn;
  /** A second session of the student, signed out in the last test. */
  let leaving: SignedIn;

  beforeAll(async () => {
    const first = await cluster.database();
    // Nobody may be connected to the database a copy is made from: the member that builds the data is closed first.
    await cluster.withMember(first, async (builder) => {
      const teacherRow = await createUser(builder, { role: 'teacher' });
      const studentRow = await createUser(builder);
      const course = await createCourse(builder, teacherRow);
      await addMember(builder, course, studentRow);
      chatId = (await createChat(builder, course, [teacherRow, studentRow])).id;
      [teacher, student, leaving] = [
        await signIn(builder, teacherRow),
        await signIn(builder, studentRow),
        await signIn(builder, studentRow),
      ];
    });
    const copy = await cluster.database(first);

    school = await cluster.member(first);
    copyUrl = await listenForSockets(await cluster.member(copy));
    [a1, a2, b] = await cluster.start([{ database: first }, { database: first }, { database: copy }]);
  });

  const socketOn = (url: string, session: SignedIn) => cluster.socketOn(url, session);
  async function inChat(url: string, session: SignedIn) {
    const socket = await socketOn(url, session);
    expect(
      await publish(socket, { name: 'chat', options: { chatListId: chatId }, join: true }),
    ).toMatchObject({
      code: 0,
    });
    return socket;
  }
  const send = (instance: ServerProcess, session: SignedIn, text: string) =>
    fetch(`${instance.url}/api/v1/chat/send`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ chatListId: chatId, text }),
    });
  const closing = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(`closed: ${reason}`)));

  it('hears none of the other installation’s room events, while its own instances still hear each other', async () => {
    const onA1 = await inChat(a1.url, student);
    const witness = await inChat(copyUrl, student);
    const heard = collect<ChatEvent>(onA1, 'chat');

    const witnessed = nextEvent<ChatEvent>(witness, 'chat', 10_000);
    expect((await send(b, teacher, 'Sent in the copy')).status).toBe(200);
    // Through Redis: from here on, anything on the copy's channels has reached every subscriber.
    expect(await witnessed).toMatchObject({ action: 'created', message: { text: 'Sent in the copy' } });

    expect((await send(a2, teacher, 'Sent in the school')).status).toBe(200);
    await expect
      .poll(() => heard.map((event) => event.message.text), { timeout: 10_000 })
      .toContain('Sent in the school');
    expect(heard.map((event) => event.message.text)).toEqual(['Sent in the school']);
  });

  it('spends none of the other installation’s rate limits', async () => {
    for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i++)
      expect((await send(b, student, `In the copy ${i}`)).status).toBe(200);
    expect((await send(b, student, 'One too many in the copy')).status).toBe(429);
    expect((await send(a1, student, 'In the school')).status).toBe(200);
  });

  it('hears none of the other installation’s sign-outs, while its own instances still do', async () => {
    const onA1 = await socketOn(a1.url, leaving);
    const witness = await socketOn(copyUrl, leaving);
    const [onA1Closed, witnessClosed] = [closing(onA1), closing(witness)];

    expect((await fetch(`${b.url}/user/logout`, { headers: leaving.headers })).status).toBe(200);
    expect(await witnessClosed).toBe('closed: io server disconnect');
    // A marker sent through the school's Redis channels after the copy's sign-out went through Redis.
    const caughtUp = drained(onA1, (room, event) => school.realtime.io.to(room).emit(event));
    expect(await Promise.race([caughtUp.then(() => 'still connected'), onA1Closed])).toBe('still connected');
    const profileOnA1 = () => profileOn(a1, leaving);
    expect((await profileOnA1()).status).toBe(200);

    expect((await fetch(`${a2.url}/user/logout`, { headers: leaving.headers })).status).toBe(200);
    expect(await onA1Closed).toBe('closed: io server disconnect');
    expect((await profileOnA1()).status).toBe(401);
  });
});
