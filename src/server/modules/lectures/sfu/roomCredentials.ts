import { createHmac } from 'node:crypto';

const sign = (secret: string, ...parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');

/**
 * The Janus VideoRoom room of a sitting: the sitting's uuid's first 52 bits, a number as VideoRoom's default numeric
 * room ids want and JavaScript holds exactly. The server works it out again from the sitting; nothing is stored.
 */
export function videoRoomId(attendanceId: string): number {
  const hex = attendanceId.replace(/-/g, '').slice(0, 13);
  const id = Number.parseInt(hex, 16);
  // Room 0 is Janus's "choose one for me".
  return Number.isSafeInteger(id) && id > 0 ? id : 1;
}

/** The room's `secret`, which only this server knows: it alone changes the room's allowed list, kicks and destroys. */
export const videoRoomSecret = (tokenSecret: string, attendanceId: string) =>
  sign(tokenSecret, 'janus-room-secret', attendanceId);

/**
 * A person's token for the room of one sitting (VideoRoom's `allowed` list): theirs alone, so taking it out shuts
 * them out without touching anyone else's; the same on every join, so a reload needs nothing new.
 */
export const videoRoomToken = (tokenSecret: string, attendanceId: string, userId: string) =>
  sign(tokenSecret, 'janus-room-token', attendanceId, userId);
