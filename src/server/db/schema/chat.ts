import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { courseItems, courses } from './courses';
import { users } from './users';

/** A chat inside a course: a named group, or a one-to-one ('personal') chat. */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: id(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['group', 'personal'] }).notNull(),
    name: text('name').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_groups_course_idx').on(t.courseId),
    index('chat_groups_created_by_idx').on(t.createdBy),
  ],
);

export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Messages sent after this are unread for the member. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('chat_group_members_user_idx').on(t.userId)],
);

/** SPEC §3 chat message: grouped by the reader's local date of `sendTime`. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    groupId: text('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    sendTime: timestamp('send_time', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_group_idx').on(t.groupId, t.sendTime),
    index('chat_messages_sender_idx').on(t.senderId),
  ],
);

/** The live chat of a lecture (GET /api/v1/livechat/getLiveChat/{id}). */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: id(),
    lectureId: text('lecture_id')
      .notNull()
      .references(() => courseItems.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    sendTime: timestamp('send_time', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('live_chat_messages_lecture_idx').on(t.lectureId, t.sendTime),
    index('live_chat_messages_sender_idx').on(t.senderId),
  ],
);
