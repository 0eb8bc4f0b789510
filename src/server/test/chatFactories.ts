import type { FastifyInstance } from 'fastify';
import { chatGroupMembers, chatGroups, chatMessages } from '../db/schema';
import { addMember, createCourse } from './courseFactories';
import { createUser, type SignedIn, signIn, type TestUser } from './factories';

type ChatGroupRow = typeof chatGroups.$inferSelect;
type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Inserts a chat of a course directly with these members: a group named 'Study group' unless told otherwise. */
export async function createChat(
  app: FastifyInstance,
  course: { id: string },
  members: ReadonlyArray<{ id: string }>,
  overrides: Partial<Pick<ChatGroupRow, 'kind' | 'name' | 'createdBy'>> = {},
): Promise<ChatGroupRow> {
  const [group] = await app.db
    .insert(chatGroups)
    .values({
      courseId: course.id,
      kind: 'group',
      name: 'Study group',
      createdBy: members[0]?.id ?? null,
      ...overrides,
    })
    .returning();
  if (members.length)
    await app.db.insert(chatGroupMembers).values(members.map((m) => ({ groupId: group!.id, userId: m.id })));
  return group!;
}

/** Inserts a message directly (no events, no notifications), sent now unless told otherwise. */
export async function createChatMessage(
  app: FastifyInstance,
  group: { id: string },
  sender: { id: string },
  overrides: Partial<Pick<ChatMessageRow, 'text' | 'sendTime' | 'deletedAt'>> = {},
): Promise<ChatMessageRow> {
  const [message] = await app.db
    .insert(chatMessages)
    .values({ groupId: group.id, senderId: sender.id, text: 'Hello', sendTime: new Date(), ...overrides })
    .returning();
  return message!;
}

export interface Person {
  user: TestUser;
  session: SignedIn;
}

/** A user signed in through the real login: a student unless overridden. */
export async function person(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<Person> {
  const user = await createUser(app, overrides);
  return { user, session: await signIn(app, user) };
}

/** A course with its teacher (the owner, Tess Teacher), two students (Ann Able, Bob Baker) and someone outside. */
export async function classroom(
  app: FastifyInstance,
  courseOverrides: Parameters<typeof createCourse>[2] = {},
) {
  const teacher = await person(app, { role: 'teacher', fullName: 'Tess Teacher' });
  const course = await createCourse(app, teacher.user, courseOverrides);
  const ann = await person(app, { fullName: 'Ann Able' });
  const bob = await person(app, { fullName: 'Bob Baker' });
  await addMember(app, course, ann.user);
  await addMember(app, course, bob.user);
  const outsider = await person(app);
  return { course, teacher, ann, bob, outsider };
}
