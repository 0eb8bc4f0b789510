import type { SfuPlace } from '../../../../core/schemas/lectures';
import type { Config, JanusConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { serviceUnavailable } from '../../../platform/errors';
import { peersInClass } from '../peersInClass';
import { type VideoRoomData, videoRoomRequests } from './janusApi';
import { videoRoomId, videoRoomSecret, videoRoomToken } from './roomCredentials';

/** VideoRoom's refusals that are not failures here: the room is there already, or is gone already. */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;
const NO_SUCH_FEED = 428;
/** Everyone in a class publishes through the SFU; VideoRoom's default is 3. */
const MAX_PUBLISHERS = 500;

type JanusSettings = Pick<Config, 'janus' | 'tokenSecret'>;

/** A refusal Janus should not have given (a wrong admin key, say): the operator's to fix. */
function refused(doing: string, answer: VideoRoomData) {
  return serviceUnavailable(
    `${doing} The video server refused it (${answer.error ?? `error ${answer.error_code}`}). Ask your administrator to check Janus's VideoRoom settings and JANUS_ADMIN_KEY.`,
  );
}

function settled(doing: string, answer: VideoRoomData, harmless: number[] = []) {
  if (answer.error_code !== undefined && !harmless.includes(answer.error_code)) throw refused(doing, answer);
  return answer;
}

/** The request that makes the sitting's room: private, only the tokens on its allowed list enter. */
function createRoom(janus: JanusConfig, tokenSecret: string, attendanceId: string) {
  return {
    request: 'create',
    room: videoRoomId(attendanceId),
    description: `Class ${attendanceId}`,
    secret: videoRoomSecret(tokenSecret, attendanceId),
    allowed: [],
    is_private: true,
    publishers: MAX_PUBLISHERS,
    permanent: false,
    ...(janus.adminKey ? { admin_key: janus.adminKey } : {}),
  };
}

/**
 * Opens the sitting's VideoRoom room in Janus (when JANUS_URL is set): one room per sitting, with a secret only this
 * server knows and an empty allowed list. A room already there (a second start, a join) is kept as it is.
 */
export async function openVideoRoom({ janus, tokenSecret }: JanusSettings, attendanceId: string) {
  if (!janus) return;
  const doing = 'The class is open, but its video room could not be made.';
  settled(
    doing,
    await videoRoomRequests(janus, createRoom(janus, tokenSecret, attendanceId), () => undefined, doing),
    [ROOM_EXISTS],
  );
}

/**
 * Lets the person into the sitting's room: their token goes on its allowed list (the room is made first if Janus
 * lost it, restarted say). Answers their place in it for the join's reply; undefined without Janus.
 */
export async function admitToVideoRoom(
  { janus, tokenSecret }: JanusSettings,
  attendanceId: string,
  userId: string,
): Promise<SfuPlace | undefined> {
  if (!janus) return undefined;
  const doing = 'You could not join the class.';
  const room = videoRoomId(attendanceId);
  const token = videoRoomToken(tokenSecret, attendanceId, userId);
  const allow = {
    request: 'allowed',
    room,
    secret: videoRoomSecret(tokenSecret, attendanceId),
    action: 'add',
    allowed: [token],
  };
  const after = [allow];
  const answer = await videoRoomRequests(
    janus,
    createRoom(janus, tokenSecret, attendanceId),
    (created) => {
      if (after.length) settled(doing, created, [ROOM_EXISTS]);
      return after.shift();
    },
    doing,
  );
  settled(doing, answer);
  return { url: janus.publicUrl, room, token };
}

/**
 * Shuts a removed person out of the sitting's room: their token comes off its allowed list, and every publisher in
 * it who is not someone's place in the class now (their display is their peer id, which the removal took away) is
 * kicked. The participants are listed before the class is read, so someone joining meanwhile is never taken for
 * a stranger.
 */
export async function removeFromVideoRoom(
  { janus, tokenSecret }: JanusSettings,
  db: Db,
  attendanceId: string,
  userId: string,
) {
  if (!janus) return;
  const doing = 'They are out of the class, but their video could not be stopped.';
  const room = videoRoomId(attendanceId);
  const secret = videoRoomSecret(tokenSecret, attendanceId);
  let step = 0;
  const listed = await videoRoomRequests(
    janus,
    {
      request: 'allowed',
      room,
      secret,
      action: 'remove',
      allowed: [videoRoomToken(tokenSecret, attendanceId, userId)],
    },
    (removed) => {
      step += 1;
      if (step === 1 && settled(doing, removed, [NO_SUCH_ROOM]).error_code === undefined)
        return { request: 'listparticipants', room };
      return undefined;
    },
    doing,
  );
  if (settled(doing, listed, [NO_SUCH_ROOM]).error_code !== undefined || step < 2) return;
  const participants = (listed.participants ?? []) as { id: number; display?: string }[];
  const inClass = await peersInClass(
    db,
    participants.map((participant) => participant.display ?? ''),
  );
  const strangers = participants.filter((participant) => !inClass.has(participant.display ?? ''));
  if (strangers.length === 0) return;
  const [first, ...rest] = strangers.map((participant) => ({
    request: 'kick',
    room,
    secret,
    id: participant.id,
  }));
  await videoRoomRequests(
    janus,
    first!,
    (kicked) => {
      // One who left meanwhile, or a room that closed, is out already.
      settled(doing, kicked, [NO_SUCH_ROOM, NO_SUCH_FEED]);
      return rest.shift();
    },
    doing,
  );
}

/** Destroys the sitting's room when the class ends; one already gone is no harm. */
export async function closeVideoRoom({ janus, tokenSecret }: JanusSettings, attendanceId: string) {
  if (!janus) return;
  const doing = 'The class has ended, but its video room could not be closed.';
  settled(
    doing,
    await videoRoomRequests(
      janus,
      {
        request: 'destroy',
        room: videoRoomId(attendanceId),
        secret: videoRoomSecret(tokenSecret, attendanceId),
      },
      () => undefined,
      doing,
    ),
    [NO_SUCH_ROOM],
  );
}
