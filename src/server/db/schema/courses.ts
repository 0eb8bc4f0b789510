import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ITEM_KINDS } from '../../../core/itemKinds';
import { COURSE_STATUSES } from '../../../core/schemas/courses';
import { createdAt, id } from './columns';
import { courseCodes, institutions, sectors } from './reference';
import { users } from './users';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    name: text('name').notNull(),
    courseCodeId: text('course_code_id').references(() => courseCodes.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    institutionId: text('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    sectorId: text('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /**
     * The course picture, re-encoded by the browser and kept small: its type as sniffed from its bytes, and the key
     * of its bytes in file storage (src/server/storage), which a copy from a template shares. Served by GET
     * /api/v1/course/image/{id}.
     */
    imageMime: text('image_mime'),
    imageKey: text('image_key'),
    /**
     * Pictures as base64, as they were kept before file storage: read only by the one-off move into storage at
     * start (modules/courses/legacyCourseImages.ts), and dropped by a later migration (docs/decisions.md).
     */
    imageData: text('image_data'),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('draft'),
    isTemplate: boolean('is_template').notNull().default(false),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_owner_idx').on(t.ownerId),
    index('courses_course_code_idx').on(t.courseCodeId),
    index('courses_institution_idx').on(t.institutionId),
    index('courses_sector_idx').on(t.sectorId),
  ],
);

/** Who belongs to a course: its owner, co-teachers and students. */
export const courseMembers = pgTable(
  'course_members',
  {
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'teacher', 'student'] }).notNull(),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('course_members_user_idx').on(t.userId),
    index('course_members_added_by_idx').on(t.addedBy),
  ],
);

/**
 * The base every course item shares (lecture, project, assignment, lab, test, exam, consult, team meeting,
 * discussion, self-learning). Kind-specific content lives in tables of its own that point here.
 */
export const courseItems = pgTable(
  'course_items',
  {
    id: id(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ITEM_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes'),
    /** SPEC §3 visibility fields: the manual flag, the active flag and the two override flags. */
    manual: boolean('manual').notNull().default(false),
    active: boolean('active').notNull().default(false),
    startedLive: boolean('started_live').notNull().default(false),
    openedEarly: boolean('opened_early').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_items_course_idx').on(t.courseId, t.kind, t.position),
    index('course_items_start_idx').on(t.startAt),
    index('course_items_created_by_idx').on(t.createdBy),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type CourseMemberRow = typeof courseMembers.$inferSelect;
export type CourseItemRow = typeof courseItems.$inferSelect;
