import { randomBytes } from 'node:crypto';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type CourseItemRow,
  type CourseMemberRow,
  type CourseRow,
  courseItems,
  courseMembers,
  courses,
} from '../db/schema';

type CourseOverrides = Partial<typeof courses.$inferInsert>;
type ItemOverrides = Partial<Omit<typeof courseItems.$inferInsert, 'courseId'>>;

/**
 * Inserts a course directly with `owner` as its owner member: an active, non-template course running
 * from a month ago to a month ahead unless overridden.
 */
export async function createCourse(
  app: FastifyInstance,
  owner: { id: string },
  overrides: CourseOverrides = {},
): Promise<CourseRow> {
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [course] = await app.db
    .insert(courses)
    .values({
      name: `Course ${randomBytes(3).toString('hex')}`,
      startDate: day(-30),
      endDate: day(30),
      status: 'active',
      ...overrides,
      ownerId: overrides.ownerId ?? owner.id,
    })
    .returning();
  await app.db.insert(courseMembers).values({ courseId: course!.id, userId: owner.id, role: 'owner' });
  return course!;
}

/** Adds a user to a course directly: a student unless told otherwise. */
export async function addMember(
  app: FastifyInstance,
  course: { id: string },
  user: { id: string },
  role: CourseMemberRow['role'] = 'student',
): Promise<CourseMemberRow> {
  const [member] = await app.db
    .insert(courseMembers)
    .values({ courseId: course.id, userId: user.id, role })
    .returning();
  return member!;
}

/**
 * Inserts an item directly, last of its kind: a lecture from one hour ago to one hour ahead, published
 * (`manual` and `active`) so students see it whatever its window, unless overridden. For a test or exam that
 * follows its window (SPEC §4), pass `manual: false`.
 */
export async function createItem(
  app: FastifyInstance,
  course: { id: string },
  overrides: ItemOverrides = {},
): Promise<CourseItemRow> {
  const kind = overrides.kind ?? 'lecture';
  const [last] = await app.db
    .select({ position: max(courseItems.position) })
    .from(courseItems)
    .where(
      and(eq(courseItems.courseId, course.id), eq(courseItems.kind, kind), isNull(courseItems.removedAt)),
    );
  const now = Date.now();
  const [item] = await app.db
    .insert(courseItems)
    .values({
      title: `Item ${randomBytes(3).toString('hex')}`,
      startAt: new Date(now - 3_600_000),
      endAt: new Date(now + 3_600_000),
      manual: true,
      active: true,
      position: (last?.position ?? -1) + 1,
      ...overrides,
      kind,
      courseId: course.id,
    })
    .returning();
  return item!;
}

/** Two 1×1 PNG course pictures (a black and a blue pixel), as the browser would send them: data URLs. */
export const TEST_PICTURES = {
  black:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  blue: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNgaPj/HwAEggJ/OIZIfAAAAABJRU5ErkJggg==',
} as const;

/** The bytes of a picture's data URL. */
export const pictureBytes = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');
