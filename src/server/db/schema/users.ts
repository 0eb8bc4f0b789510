import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEACHER_APPROVALS } from '../../../core/rules/teacherApproval';
import { createdAt, id } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default(''),
    role: text('role', { enum: ['teacher', 'student'] }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Whether a teacher may teach yet: registration writes `pending` for a teacher; every other way in (the demo
     * seed, accounts that existed before approvals) is `approved`, which is also every student's value.
     */
    teacherApproval: text('teacher_approval', { enum: TEACHER_APPROVALS }).notNull().default('approved'),
    phone: text('phone').notNull().default(''),
    institution: text('institution').notNull().default(''),
    bio: text('bio').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    /** The administrator's people list pages in this order (issue 34). */
    index('users_name_order_idx').on(t.fullName, t.username),
  ],
);

export type UserRow = typeof users.$inferSelect;
