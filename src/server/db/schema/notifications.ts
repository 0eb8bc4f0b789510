import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { courses } from './courses';
import { users } from './users';

/** SPEC §3 notification, one row per recipient. `flag` true means not read yet (readNotification sets false). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['notification', 'background'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    link: text('link').notNull().default(''),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull().default(''),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    flag: boolean('flag').notNull().default(true),
    members: jsonb('members').$type<Array<{ _id: string }>>().notNull().default([]),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_course_idx').on(t.courseId),
    index('notifications_sender_idx').on(t.senderId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
