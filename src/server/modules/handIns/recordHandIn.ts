import type { Db } from '../../db/client';
import { handInsToTell } from '../../db/schema';

/**
 * Issue 37: notes work handed in for the course's teachers to hear of, in the transaction that took it in, so that
 * the note commits with the work or not at all. The sweeper (tellHandIns.ts) tells them in batches. `workerId` is
 * whose work it is (the student, or a project group); `at` is when the server took it in, which decides the batch.
 */
export async function recordHandIn(
  tx: Db,
  handIn: { itemId: string; workerId: string; at: Date },
): Promise<void> {
  await tx.insert(handInsToTell).values({
    itemId: handIn.itemId,
    workerId: handIn.workerId,
    handedInAt: handIn.at,
  });
}
