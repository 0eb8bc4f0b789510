import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema';
import { courseCast, type Person } from './cast';
import { createChat, createChatMessage } from './chatFactories';
import { createCourse, createItem } from './courseFactories';
import { freshAddress } from './factories';
import { createFile } from './fileFactories';
import type { Things } from './hostileValues';

/** Every kind of caller a fuzz test runs as; `headers` is what it sends (nothing when anonymous). */
export interface Actor {
  kind: 'anonymous' | 'student' | 'teacher' | 'admin' | 'disabled';
  headers: Record<string, string>;
  accessToken?: string;
}

export interface FuzzWorld {
  actors: Actor[];
  things: Things;
  /**
   * Undoes what accepted fuzz calls did to the actors themselves (signed out, disabled, admin flag taken), so
   * every later route is still tried by every kind of caller.
   */
  heal(): Promise<void>;
}

/**
 * A small school for fuzzing: a course with its teacher, students, items and a file, a template, a removed course, chats,
 * live chat, notifications, reference entries and a calendar feed, made through factories and the real API. Its
 * things' ids (every table's `id` column) are what plausible payloads point at.
 */
export async function buildFuzzWorld(app: FastifyInstance): Promise<FuzzWorld> {
  const { course, teacherOwner, studentMember, classmate, studentOutsider, admin, disabled } =
    await courseCast(app);

  const lecture = await createItem(app, course, { kind: 'lecture' });
  await createItem(app, course, { kind: 'test', manual: false });
  await createCourse(app, teacherOwner.user, { isTemplate: true });
  const removed = await createCourse(app, teacherOwner.user);
  const chat = await createChat(app, course, [teacherOwner.user, studentMember.user, classmate.user]);
  await createChatMessage(app, chat, studentMember.user);
  await createChat(app, course, [studentMember.user, studentOutsider.user], { kind: 'personal', name: '' });
  await createFile(app, course, teacherOwner.user);

  const call = async (who: Person, url: string, payload?: object) => {
    const response = await app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: who.session.headers,
      remoteAddress: freshAddress(),
    });
    if (response.statusCode !== 200) throw new Error(`world: ${url} answered ${response.body}`);
  };
  await call(admin, '/api/v1/sector/create', { name: 'Health care' });
  await call(admin, '/api/v1/institution/create', { name: 'North College' });
  await call(admin, '/api/v1/coursecode/create', { code: 'HC-101', title: 'Care basics' });
  await call(teacherOwner, '/api/v1/course/remove', { courseId: removed.id });
  await call(classmate, '/api/v1/chat/send', { chatListId: chat.id, text: 'Is the test open?' });
  await call(studentMember, '/api/v1/livechat/send', {
    lectureId: lecture.id,
    text: 'Hello from the lecture',
  });
  await call(teacherOwner, '/api/v1/calendar/feed');

  const signedIn = { student: studentMember, teacher: teacherOwner, admin, disabled } as const;
  const people = Object.values(signedIn);
  const sessionIds = (
    await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.userId,
          people.map((p) => p.user.id),
        ),
      )
  ).map((row) => row.id);

  return {
    actors: [
      { kind: 'anonymous', headers: {} },
      ...Object.entries(signedIn).map(([kind, p]) => ({
        kind: kind as Actor['kind'],
        headers: p.session.headers,
        accessToken: p.session.accessToken,
      })),
    ],
    things: await thingsIn(app),
    heal: async () => {
      const flags = (user: { id: string }) => ({
        isAdmin: user === admin.user,
        disabled: user === disabled.user,
      });
      for (const { user } of people) await app.db.update(users).set(flags(user)).where(eq(users.id, user.id));
      await app.db
        .update(sessions)
        .set({ revokedAt: null, revokedReason: null })
        .where(inArray(sessions.id, sessionIds));
    },
  };
}

/** The ids of every row of every table with an `id` column, and the users' names and addresses. */
export async function thingsIn(app: FastifyInstance): Promise<Things> {
  const tables = (
    (await app.db.execute(sql`select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'id'`)) as unknown as { rows: Array<{ name: string }> }
  ).rows;
  const idsByTable: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = (await app.db.execute(
      sql`select id::text as id from ${sql.identifier(name)}`,
    )) as unknown as {
      rows: Array<{ id: string }>;
    };
    idsByTable[name] = rows.rows.map((row) => row.id);
  }
  const people = await app.db.select({ username: users.username, email: users.email }).from(users);
  return { idsByTable, usernames: people.map((p) => p.username), emails: people.map((p) => p.email) };
}
