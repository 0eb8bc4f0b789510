import { LIVE_CLASS } from '../constants';

/**
 * How a live class's video flows without an SFU (issue 16): a mesh while it is small, and past the measured limit
 * the teacher's picture only ('teacherOnly'), students sending their voice to the teacher when they speak.
 */
export type ClassShape = 'mesh' | 'teacherOnly';

export interface InClass {
  peerId: string;
  teaches: boolean;
}

/** The shape of a class of this many people in the room, the person asking included. */
export const classShape = (participants: number): ClassShape =>
  participants > LIVE_CLASS.meshMaxParticipants ? 'teacherOnly' : 'mesh';

/**
 * Whom `me` connects with among the others present: everyone in a mesh; in a teacher-only class a student only those
 * who teach, and those who teach everyone.
 */
export function connectionsOf(me: InClass, others: readonly InClass[], shape: ClassShape): string[] {
  const wanted = shape === 'mesh' || me.teaches ? others : others.filter((other) => other.teaches);
  return wanted.map((other) => other.peerId);
}

/**
 * The most a teacher sends each connection in a teacher-only class, in kbit/s: the upload shared out, never below
 * the floor; null in a mesh, where the browser decides.
 */
export function videoBitrateKbps(shape: ClassShape, connections: number): number | null {
  if (shape === 'mesh' || connections === 0) return null;
  return Math.max(LIVE_CLASS.minVideoKbps, Math.floor(LIVE_CLASS.teacherUploadKbps / connections));
}
