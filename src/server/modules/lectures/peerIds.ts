import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The lectures' peer ids for the PeerJS signalling server (realtime/peerSignalling.ts): an id names the lecture
 * attendance and the user it was issued for, and its token is an HMAC of the id under the server's token secret.
 */
/** An id as the database makes them (uuid), and as the peerjs client accepts inside a peer id. */
const ID_PART = '[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*';
const ID_PART_ONLY = new RegExp(`^${ID_PART}$`);
/** `${attendanceId}_${userId}_${8 hex}`, within the client's `/^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/`. */
const PEER_ID = new RegExp(`^(${ID_PART})_(${ID_PART})_[0-9a-f]{8}$`);

export interface PeerOwner {
  attendanceId: string;
  userId: string;
}

function tokenOf(secret: string, peerId: string): string {
  return createHmac('sha256', secret).update(peerId).digest('base64url');
}

/**
 * A fresh peer id for one user in one lecture attendance, and the token that lets it connect. The random part
 * lets the same person open the lecture twice (two tabs) as two peers.
 */
export function peerCredentials(secret: string, owner: PeerOwner): { peerId: string; token: string } {
  for (const [name, value] of Object.entries(owner))
    if (!ID_PART_ONLY.test(value)) throw new Error(`A peer id cannot be made of this ${name}: ${value}`);
  const peerId = `${owner.attendanceId}_${owner.userId}_${randomBytes(4).toString('hex')}`;
  return { peerId, token: tokenOf(secret, peerId) };
}

/**
 * Whose a peer id says it is, or null for what is not a peer id of this server's making. It does not
 * authenticate: the id of a peer connected to this server has been checked against its token.
 */
export function peerOwner(peerId: string): PeerOwner | null {
  const match = PEER_ID.exec(peerId);
  return match ? { attendanceId: match[1]!, userId: match[2]! } : null;
}

/** Whether `token` is the one issued with `peerId`, compared in constant time. */
export function peerTokenHolds(secret: string, peerId: string, token: string): boolean {
  if (!PEER_ID.test(peerId)) return false;
  const expected = Buffer.from(tokenOf(secret, peerId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
