import { eq } from 'drizzle-orm';
import { approvalHold } from '../../core/rules/teacherApproval';
import type { RealtimeAck } from '../../core/schemas/realtimeNames';
import { users } from '../db/schema';
import { approvalHoldMessage } from '../platform/actor';
import type { RealtimeCaller } from './definitions';

/**
 * Issue 10 on the realtime channel. A teacher not yet approved connects, so that the administrator's decision
 * reaches them live, but is refused every method, every data publish and every join except the publications open
 * before approval, with the HTTP policy's message. While the hold lasts the state is read again on each call, so an
 * approval takes effect on a socket that is already open; an approved account costs nothing here.
 */
export async function approvalRefusal(
  caller: RealtimeCaller,
  openBeforeApproval: boolean,
): Promise<RealtimeAck | null> {
  if (!approvalHold(caller.user)) return null;
  const [row] = await caller.ctx.db
    .select({ teacherApproval: users.teacherApproval })
    .from(users)
    .where(eq(users.id, caller.user.id))
    .limit(1);
  if (row) {
    caller.user = { ...caller.user, teacherApproval: row.teacherApproval };
    caller.socket.data.user = caller.user;
  }
  const hold = approvalHold(caller.user);
  if (!hold || openBeforeApproval) return null;
  return { code: 403, msg: approvalHoldMessage(hold, caller.ctx.config.supportEmail) };
}
