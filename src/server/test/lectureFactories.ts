import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type AttendanceMarkRow,
  attendanceMarks,
  type LectureAttendanceRow,
  lectureAttendances,
} from '../db/schema';

/**
 * Opens a sitting of a lecture directly (as `start` and the teacher's entry would, without their events): started
 * now, and entered by its teacher when it started, unless told.
 */
export async function openSitting(
  app: FastifyInstance,
  lecture: { id: string },
  startedBy: { id: string },
  fields: Partial<typeof lectureAttendances.$inferInsert> = {},
): Promise<LectureAttendanceRow> {
  const startedAt = fields.startedAt ?? new Date();
  const [sitting] = await app.db
    .insert(lectureAttendances)
    .values({
      lectureId: lecture.id,
      startedBy: startedBy.id,
      startedAt,
      teacherEnteredAt: startedAt,
      ...fields,
    })
    .returning();
  return sitting!;
}

/** Writes a person's line in a sitting directly: joined when the sitting started and still in, unless told. */
export async function markAttendance(
  app: FastifyInstance,
  sitting: LectureAttendanceRow,
  user: { id: string },
  fields: Partial<typeof attendanceMarks.$inferInsert> = {},
): Promise<AttendanceMarkRow> {
  const [mark] = await app.db
    .insert(attendanceMarks)
    .values({ attendanceId: sitting.id, userId: user.id, joinedAt: sitting.startedAt, ...fields })
    .returning();
  return mark!;
}

/** The sitting as stored now. */
export async function sittingRow(app: FastifyInstance, id: string): Promise<LectureAttendanceRow> {
  const [row] = await app.db.select().from(lectureAttendances).where(eq(lectureAttendances.id, id));
  return row!;
}

/** Every line of a sitting, keyed by user id. */
export async function marksOf(app: FastifyInstance, attendanceId: string) {
  const rows = await app.db
    .select()
    .from(attendanceMarks)
    .where(eq(attendanceMarks.attendanceId, attendanceId));
  return new Map(rows.map((row) => [row.userId, row]));
}
