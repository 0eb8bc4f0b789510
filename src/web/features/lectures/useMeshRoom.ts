import { type MediaConnection, Peer } from 'peerjs';
import { useEffect, useRef, useState } from 'react';
import { PEER_SIGNALLING_PATH } from '../../../core/constants';
import type { SfuPlace } from '../../../core/schemas/lectures';

/**
 * The caller's place in the class as joining gave it: their peer id and token, the ICE servers, and their place in
 * Janus's room when the video goes through Janus.
 */
export interface MeshCredentials {
  peerId: string;
  token: string;
  iceServers: RTCIceServer[];
  sfu?: SfuPlace;
}

export interface MeshRoom {
  /** Each other participant's media, by their peer id, once it arrives. */
  remote: ReadonlyMap<string, MediaStream>;
  /** Whether the signalling connection is up; a problem, in words, when it is not. */
  connected: boolean;
  problem: string | null;
}

/** Of two peers, the one with the smaller id calls: each pair connects once, whoever came first. */
export const callsFirst = (mine: string, theirs: string) => mine < theirs;

/**
 * A call that ends while its peer is still in the class is made again after this pause: a peer whose camera and
 * microphone are still starting refuses calls, and a connection that fails (a network, a starved machine) closes.
 * Without it the tile said "Connecting…" until someone came or went.
 */
const CALL_AGAIN_MS = 2_000;

/**
 * Caps what the connection sends of our picture (kbit/s; null: as much as the browser finds room for). A connection
 * still negotiating has no encoding yet and is capped once it carries media.
 */
function capVideo(call: MediaConnection, kbps: number | null) {
  for (const sender of call.peerConnection?.getSenders() ?? []) {
    if (sender.track?.kind !== 'video') continue;
    const parameters = sender.getParameters();
    const [encoding] = parameters.encodings ?? [];
    const wanted = kbps === null ? undefined : kbps * 1000;
    if (!encoding || encoding.maxBitrate === wanted) continue;
    if (wanted === undefined) delete encoding.maxBitrate;
    else encoding.maxBitrate = wanted;
    void sender.setParameters(parameters).catch(() => undefined);
  }
}

/** The sitting a peer id belongs to (`${attendanceId}_${userId}_${random}`, issued by the server's join). */
export const sittingOfPeer = (peerId: string) => peerId.slice(0, peerId.indexOf('_'));

/**
 * The video room of a live class as a mesh (issue 16): every participant sends their stream to every other, over
 * WebRTC connections signalled through the app's /peerjs with the id and token the server issued on joining.
 * `others` are the peer ids present now (from the sitting's attendance): new ones are called, gone ones hung up.
 * When the outgoing tracks change (a screen share, a camera turned on), they are swapped into every connection
 * without calling again. `maxVideoKbps` caps what each connection carries of our picture (a teacher-only class,
 * core/rules/classMedia.ts).
 */
export function useMeshRoom(
  credentials: MeshCredentials | null,
  stream: MediaStream | null,
  others: string[],
  maxVideoKbps: number | null = null,
) {
  const [remote, setRemote] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [connected, setConnected] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [peer, setPeer] = useState<Peer | null>(null);
  const calls = useRef(new Map<string, MediaConnection>());
  const streamRef = useRef(stream);
  streamRef.current = stream;
  // Counts the calls that ended, each a while after: the calls below are looked over again.
  const [callsEnded, setCallsEnded] = useState(0);
  const callAgainTimers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const forget = (remoteId: string, call: MediaConnection) => {
    if (calls.current.get(remoteId) !== call) return;
    calls.current.delete(remoteId);
    setRemote((current) => {
      const next = new Map(current);
      next.delete(remoteId);
      return next;
    });
    const timer = setTimeout(() => {
      callAgainTimers.current.delete(timer);
      setCallsEnded((count) => count + 1);
    }, CALL_AGAIN_MS);
    callAgainTimers.current.add(timer);
  };

  const follow = (call: MediaConnection) => {
    calls.current.get(call.peer)?.close();
    calls.current.set(call.peer, call);
    call.on('stream', (media) => setRemote((current) => new Map(current).set(call.peer, media)));
    call.on('close', () => forget(call.peer, call));
    call.on('error', () => forget(call.peer, call));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one signalling connection per issued id.
  useEffect(() => {
    if (!credentials) return;
    const secure = window.location.protocol === 'https:';
    const created = new Peer(credentials.peerId, {
      host: window.location.hostname,
      port: Number(window.location.port) || (secure ? 443 : 80),
      path: PEER_SIGNALLING_PATH,
      secure,
      token: credentials.token,
      config: { iceServers: credentials.iceServers },
    });
    const mySitting = sittingOfPeer(credentials.peerId);
    created.on('open', () => {
      setConnected(true);
      setProblem(null);
      setPeer(created);
    });
    created.on('call', (call) => {
      // Only someone in this same class may call.
      if (sittingOfPeer(call.peer) !== mySitting || !streamRef.current) {
        call.close();
        return;
      }
      call.answer(streamRef.current);
      follow(call);
    });
    created.on('disconnected', () => {
      setConnected(false);
      if (!created.destroyed) created.reconnect();
    });
    created.on('error', (error) => {
      // A peer who left between the list and the call is not a problem of the room.
      if (error.type === 'peer-unavailable') return;
      setProblem('The video connection was lost. Leave the class and join again.');
      setConnected(false);
    });
    return () => {
      for (const call of calls.current.values()) call.close();
      calls.current.clear();
      for (const timer of callAgainTimers.current) clearTimeout(timer);
      callAgainTimers.current.clear();
      setRemote(new Map());
      setPeer(null);
      setConnected(false);
      created.destroy();
    };
  }, [credentials?.peerId]);

  const othersKey = others.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `othersKey` stands for the list's value; `callsEnded` looks the calls over again after one ended.
  useEffect(() => {
    if (!peer || !credentials || !stream) return;
    const present = new Set(others);
    for (const [remoteId, call] of calls.current) {
      if (!present.has(remoteId)) call.close();
    }
    for (const remoteId of present) {
      if (calls.current.has(remoteId) || !callsFirst(credentials.peerId, remoteId)) continue;
      follow(peer.call(remoteId, stream));
    }
  }, [peer, othersKey, stream !== null, callsEnded]);

  useEffect(() => {
    if (!stream) return;
    for (const call of calls.current.values()) {
      for (const sender of call.peerConnection?.getSenders() ?? []) {
        const track = stream.getTracks().find((candidate) => candidate.kind === sender.track?.kind);
        if (track && sender.track !== track) void sender.replaceTrack(track);
      }
    }
  }, [stream]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `remote` changes as connections come up, which is when they have an encoding to cap.
  useEffect(() => {
    for (const call of calls.current.values()) capVideo(call, maxVideoKbps);
  }, [maxVideoKbps, remote]);

  return { remote, connected, problem } satisfies MeshRoom;
}
