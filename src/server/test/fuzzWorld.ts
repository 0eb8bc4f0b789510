import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema';
import { classroom, createChat, createChatMessage, type Person, person } from './chatFactories';
import { addMember, createCourse, createItem } from './courseFactories';
import { freshAddress } from './factories';
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
 * A small school for fuzzing: a course with its teacher, students and items, a template, a removed course, chats,
 * live chat, notifications, reference entries and a calendar feed, made through factories and the real API. Its
 * things' ids (every table's `id` column) are what plausible payloads point at.
 */
export async function buildFuzzWorld(app: FastifyInstance): Promise<FuzzWorld> {
  const { course, teacher, ann, bob, outsider } = await classroom(app);
  const admin = await person(app, { role: 'teacher', isAdmin: true, fullName: 'Ada Admin' });
  const disabled = await person(app, { fullName: 'Dee Disabled' });
  await addMember(app, course, disabled.user);

  const lecture = await createItem(app, course, { kind: 'lecture' });
  await createItem(app, course, { kind: 'test', manual: false });
  await createCourse(app, teacher.user, { isTemplate: true });
  const removed = await createCourse(app, teacher.user);
  const chat = await createChat(app, course, [teacher.user, ann.user, bob.user]);
  await createChatMessage(app, chat, ann.user);
  await createChat(app, course, [ann.user, outsider.user], { kind: 'personal', name: '' });

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
  await call(teacher, '/api/v1/course/remove', { courseId: removed.id });
  await call(bob, '/api/v1/chat/send', { chatListId: chat.id, text: 'Is the test open?' });
  await call(ann, '/api/v1/livechat/send', { lectureId: lecture.id, text: 'Hello from the lecture' });
  await call(teacher, '/api/v1/calendar/feed');

  await app.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));

  const signedIn = { student: ann, teacher, admin, disabled } as const;
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
