import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceMarks } from '../../db/schema';
import { peerOwner } from './peerIds';

/**
 * Of these signalling ids, those that are someone's place in a class now: the id their latest join was given, and
 * they have not left or been removed since (leaving, a removal and the class's end all take the id away). The
 * signalling server admits and keeps only these.
 */
export async function peersInClass(db: Db, peerIds: readonly string[]): Promise<Set<string>> {
  const sittings = [
    ...new Set(peerIds.map((id) => peerOwner(id)?.attendanceId).filter((id) => id !== undefined)),
  ];
  if (sittings.length === 0) return new Set();
  const rows = await db
    .select({ peerId: attendanceMarks.peerId })
    .from(attendanceMarks)
    .where(
      and(
        inArray(attendanceMarks.attendanceId, sittings),
        inArray(attendanceMarks.peerId, [...peerIds]),
        isNull(attendanceMarks.leftAt),
        eq(attendanceMarks.removed, false),
      ),
    );
  return new Set(rows.map((row) => row.peerId as string));
}
