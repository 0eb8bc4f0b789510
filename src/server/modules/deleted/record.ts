import type { ReferenceKind } from '../../../core/schemas/reference';
import type { Db } from '../../db/client';
import { deletedHistory } from '../../db/schema';

/** What can be removed, as the deleted history names it (GET /api/v1/deleted/history filters by it). */
export type RemovedType =
  | ReferenceKind
  | 'course'
  | 'courseItem'
  | 'courseMember'
  | 'notification'
  | 'chatGroup'
  | 'chatMessage'
  | 'liveChatMessage';

export interface Removal {
  type: RemovedType;
  entityId: string;
  /** What a person reading the history recognises it by. */
  name: string;
  deletedBy: string | null;
  /** Everything needed to restore it. */
  snapshot: unknown;
}

/**
 * DESIGN §3: removing never destroys at once. Call inside the transaction that marks the thing removed, so the
 * history entry and the removal commit together.
 */
export async function recordRemoval(tx: Db, removal: Removal): Promise<void> {
  await tx.insert(deletedHistory).values(removal);
}
