import type { FastifyInstance } from 'fastify';
import { chatGroupMembers, chatGroups, chatMessages } from '../db/schema';

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
