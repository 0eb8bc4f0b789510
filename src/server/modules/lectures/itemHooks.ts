import { eq } from 'drizzle-orm';
import type { LectureContent, LiveRoomContent } from '../../../core/schemas/lectures';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type CourseItemRow, lectureSettings } from '../../db/schema';
import { roomsClose, usersLeave } from '../../platform/liveEvents';
import { lectureRoom } from '../../platform/rooms';
import { studentIdsOf } from '../courses/courseStudents';
import { baseItemHooks, type ItemKindHooks } from '../courses/itemKindHooks';
import { presentItem } from '../courses/presenter';
import { roomOf } from './rooms';
import { closeSitting, lastHeldSittingOf, openSittingOf, presentSession } from './sittings';

/** What the deleted history keeps of a live item beside its row: the room it is held in. */
interface KeptRoom {
  roomId: string | null;
}

/**
 * What an item that meets live adds to its getCurrent: the room it is held in, its sitting open now and its last
 * class held.
 */
export async function liveRoomContent(
  db: Db,
  item: CourseItemRow,
  config: Pick<Config, 'supportEmail'>,
): Promise<LiveRoomContent> {
  const [room, open, last] = await Promise.all([
    roomOf(db, item.id, config),
    openSittingOf(db, item.id),
    lastHeldSittingOf(db, item.id),
  ]);
  return {
    room,
    openAttendance: open ? presentSession(open) : null,
    lastAttendance: last ? presentSession(last) : null,
  };
}

/**
 * An item that meets live (issue 16: a lecture, discussion, consult or team meeting); a kind with more content
 * spreads these and adds its own. `getCurrent` adds the room the item is held in and its sitting open now. A
 * template's copy is held in the same room; its sittings stay with the template. The item's room carries its live
 * chat (livechat/access.ts) and its class: a removed item ends its open sitting and closes the room, and one hidden
 * from students closes it to them. The deleted history keeps the room, and a restore puts it back if it went.
 */
export const liveRoomHooks: ItemKindHooks<LiveRoomContent> = {
  ...baseItemHooks,
  async current(db, { item }, _caller, config) {
    return { ...presentItem(item), ...(await liveRoomContent(db, item, config)) };
  },
  async copyFromTemplate(tx, template, copy) {
    const [settings] = await tx
      .select()
      .from(lectureSettings)
      .where(eq(lectureSettings.lectureId, template.id))
      .limit(1);
    if (settings) await tx.insert(lectureSettings).values({ lectureId: copy.id, roomId: settings.roomId });
  },
  async removalSnapshot(tx, item) {
    const [settings] = await tx
      .select({ roomId: lectureSettings.roomId })
      .from(lectureSettings)
      .where(eq(lectureSettings.lectureId, item.id))
      .limit(1);
    return settings ? ({ roomId: settings.roomId } satisfies KeptRoom) : undefined;
  },
  async restored(tx, item, content) {
    const kept = content as KeptRoom | undefined;
    if (!kept) return;
    await tx
      .insert(lectureSettings)
      .values({ lectureId: item.id, roomId: kept.roomId })
      .onConflictDoNothing();
  },
  async removed(tx, item, now) {
    const open = await openSittingOf(tx, item.id);
    // Its pages hear that the class ended before the room closes under them. It ends when the lecture went.
    if (open) await closeSitting(tx, open, item.courseId, now);
    tx.afterCommit(roomsClose([lectureRoom(item.id)]));
  },
  async hiddenFromStudents(tx, item) {
    tx.afterCommit(usersLeave(await studentIdsOf(tx, item.courseId), [lectureRoom(item.id)]));
  },
};

/** A lecture is its live room and nothing more. */
export const lectureHooks: ItemKindHooks<LectureContent> = liveRoomHooks;
