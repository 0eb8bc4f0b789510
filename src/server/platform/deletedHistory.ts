import type { RemovedKind } from '../../core/schemas/deletedHistory';
import type { Db } from '../db/client';
import { deletedHistory } from '../db/schema';

export interface Removal {
  type: RemovedKind;
  entityId: string;
  /** What a person reading the history recognises it by. */
  name: string;
  deletedBy: string | null;
  /** What the thing was when removed, kept for the record (restoring unmarks the row itself). */
  snapshot: unknown;
}

/**
 * DESIGN §3: removing never destroys at once. Call inside the transaction that marks the thing removed, so the
 * history entry and the removal commit together.
 */
export async function recordRemoval(tx: Db, removal: Removal): Promise<void> {
  await tx.insert(deletedHistory).values(removal);
}
