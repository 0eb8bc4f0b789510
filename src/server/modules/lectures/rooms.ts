import { eq } from 'drizzle-orm';
import { MEETING_ROOMS } from '../../../core/constants';
import type { MeetingRoom } from '../../../core/schemas/lectures';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { lectureSettings } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import type { ItemAccess } from '../courses/policy';
import { assertMeetsLive } from './liveItem';

type SupportFacts = Pick<Config, 'supportEmail'>;

/** SPEC §3: the three configured video-meeting rooms, each with the support contact address. */
export const meetingRooms = ({ supportEmail }: SupportFacts): MeetingRoom[] =>
  MEETING_ROOMS.map((room) => ({ ...room, email: supportEmail }));

/** The room a lecture is held in: null when it has none, or one no longer configured. */
export async function roomOf(db: Db, lectureId: string, config: SupportFacts): Promise<MeetingRoom | null> {
  const [row] = await db
    .select({ roomId: lectureSettings.roomId })
    .from(lectureSettings)
    .where(eq(lectureSettings.lectureId, lectureId))
    .limit(1);
  return meetingRooms(config).find((room) => room.room_id === row?.roomId) ?? null;
}

/** POST /api/v1/lecture/saveRoom: holds the lecture in one of the rooms (`room_id`), or in none (null). */
export async function saveRoom(
  ctx: Pick<ServiceContext, 'db'>,
  { item }: ItemAccess,
  roomId: string | null,
): Promise<void> {
  assertMeetsLive(item);
  if (roomId !== null && !MEETING_ROOMS.some((room) => room.room_id === roomId)) {
    const msg = `Room: choose one of the rooms (${MEETING_ROOMS.map((room) => room.name).join(', ')}).`;
    throw badRequest(msg, { roomId: msg });
  }
  await ctx.db
    .insert(lectureSettings)
    .values({ lectureId: item.id, roomId })
    .onConflictDoUpdate({ target: lectureSettings.lectureId, set: { roomId } });
}
