import Janus, { type JanusJS } from 'janus-gateway';
import { useEffect, useRef, useState } from 'react';
import adapter from 'webrtc-adapter';
import type { MeshCredentials, MeshRoom } from './useMeshRoom';

/** The credentials for the mesh only when the class's video does not go through Janus. */
export const meshOnly = (credentials: MeshCredentials | null) => (credentials?.sfu ? null : credentials);

/** The room the class uses: Janus's when the join gave a place in it, else the mesh. */
export const roomInUse = (sfu: MeshRoom | null, mesh: MeshRoom): MeshRoom => sfu ?? mesh;

const LOST = 'The video connection was lost. Leave the class and join again.';

let initialised: Promise<void> | undefined;
/** janus.js is set up once per page, with the browser's own fetch and WebSocket and the WebRTC adapter. */
const janusReady = () =>
  (initialised ??= new Promise((resolve) =>
    Janus.init({ debug: false, dependencies: Janus.useDefaultDependencies({ adapter }), callback: resolve }),
  ));

interface Publisher {
  id: number;
  display?: string;
}

/** The publishers a VideoRoom message names, by their display (the participant's peer id). */
const publishersIn = (message: JanusJS.Message): Publisher[] =>
  Array.isArray(message.publishers) ? (message.publishers as Publisher[]) : [];

/**
 * The video room of a live class through Janus's VideoRoom (an SFU; issue 16), with useMeshRoom's answer: everyone
 * publishes their stream once to Janus, and subscribes to each of `others` (peer ids present now) that publishes,
 * Janus forwarding the media. `display` is the peer id, so the tiles find their names as in a mesh; the token is
 * the one our server put on the room's allowed list. When the outgoing tracks change (a screen share, a camera
 * turned on) they are swapped into the published connection. Answers null when the join gave no place in Janus.
 */
export function useSfuRoom(
  credentials: MeshCredentials | null,
  stream: MediaStream | null,
  others: string[],
): MeshRoom | null {
  const place = credentials?.sfu ?? null;
  const [remote, setRemote] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [connected, setConnected] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [session, setSession] = useState<Janus | null>(null);
  const [joined, setJoined] = useState(false);
  /** Who publishes in the room now: their Janus feed id by peer id. */
  const [feeds, setFeeds] = useState<ReadonlyMap<string, number>>(new Map());
  const publisher = useRef<JanusJS.PluginHandle | null>(null);
  const published = useRef(false);
  const subscriptions = useRef(new Map<string, { feed: number; handle: JanusJS.PluginHandle | null }>());

  const drop = (peerId: string) => {
    const subscription = subscriptions.current.get(peerId);
    subscriptions.current.delete(peerId);
    subscription?.handle?.detach({});
    setRemote((current) => {
      if (!current.has(peerId)) return current;
      const next = new Map(current);
      next.delete(peerId);
      return next;
    });
  };

  // One Janus session and publisher handle per place issued.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per issued token.
  useEffect(() => {
    if (!place || !credentials) return;
    let gone = false;
    let janus: Janus | null = null;
    const noteFeeds = (message: JanusJS.Message) => {
      const listed = publishersIn(message);
      const leaving = [message.unpublished, message.leaving].filter((id) => typeof id === 'number');
      if (listed.length === 0 && leaving.length === 0) return;
      setFeeds((current) => {
        const next = new Map(current);
        for (const one of listed) if (one.display) next.set(one.display, one.id);
        for (const [peerId, id] of next) if (leaving.includes(id)) next.delete(peerId);
        return next;
      });
    };
    void janusReady().then(() => {
      if (gone) return;
      janus = new Janus({
        server: place.url,
        iceServers: credentials.iceServers,
        destroyOnUnload: true,
        success: () => {
          janus?.attach({
            plugin: 'janus.plugin.videoroom',
            success: (handle) => {
              publisher.current = handle;
              handle.send({
                message: {
                  request: 'join',
                  ptype: 'publisher',
                  room: place.room,
                  display: credentials.peerId,
                  token: place.token,
                },
              });
            },
            error: () => setProblem(LOST),
            webrtcState: (up) => setConnected(up),
            onmessage: (message, jsep) => {
              if (message.videoroom === 'joined') {
                setJoined(true);
                setConnected(true);
                setProblem(null);
              }
              if (message.error) setProblem(LOST);
              if (message.leaving === 'ok' || message.reason === 'kicked') setConnected(false);
              noteFeeds(message);
              if (jsep) publisher.current?.handleRemoteJsep({ jsep });
            },
          });
          setSession(janus);
        },
        error: () => {
          setProblem(LOST);
          setConnected(false);
        },
      });
    });
    return () => {
      gone = true;
      for (const peerId of [...subscriptions.current.keys()]) drop(peerId);
      publisher.current = null;
      published.current = false;
      setSession(null);
      setJoined(false);
      setFeeds(new Map());
      setConnected(false);
      janus?.destroy({});
    };
  }, [place?.token, credentials?.peerId]);

  // Our stream goes to Janus once, when we are in the room and have it.
  useEffect(() => {
    const handle = publisher.current;
    if (!joined || !stream || !handle || published.current) return;
    published.current = true;
    handle.createOffer({
      tracks: stream.getTracks().map((track) => ({
        type: track.kind === 'audio' ? 'audio' : 'video',
        capture: track,
        recv: false,
      })),
      success: (jsep) => handle.send({ message: { request: 'publish', audio: true, video: true }, jsep }),
      error: () => setProblem(LOST),
    });
  }, [joined, stream]);

  // A swapped track (screen share, camera on) replaces the published one, without negotiating again.
  useEffect(() => {
    if (!stream) return;
    for (const sender of publisher.current?.webrtcStuff?.pc?.getSenders() ?? []) {
      const track = stream.getTracks().find((candidate) => candidate.kind === sender.track?.kind);
      if (track && sender.track !== track) void sender.replaceTrack(track);
    }
  }, [stream]);

  // Subscribe to each of the others who publishes; let go of those gone.
  const othersKey = others.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `othersKey` stands for the list's value.
  useEffect(() => {
    if (!session || !place || !joined) return;
    const wanted = new Set(others);
    for (const [peerId, subscription] of subscriptions.current)
      if (!wanted.has(peerId) || feeds.get(peerId) !== subscription.feed) drop(peerId);
    for (const peerId of wanted) {
      const feed = feeds.get(peerId);
      if (feed === undefined || subscriptions.current.has(peerId)) continue;
      const subscription: { feed: number; handle: JanusJS.PluginHandle | null } = { feed, handle: null };
      subscriptions.current.set(peerId, subscription);
      const tracks = new Map<string, MediaStreamTrack>();
      session.attach({
        plugin: 'janus.plugin.videoroom',
        success: (handle) => {
          if (subscriptions.current.get(peerId) !== subscription) {
            handle.detach({});
            return;
          }
          subscription.handle = handle;
          handle.send({
            message: {
              request: 'join',
              ptype: 'subscriber',
              room: place.room,
              streams: [{ feed }],
              token: place.token,
            },
          });
        },
        error: () => drop(peerId),
        onmessage: (_message, jsep) => {
          const handle = subscription.handle;
          if (!jsep || !handle) return;
          handle.createAnswer({
            jsep,
            tracks: [],
            success: (answer) =>
              handle.send({ message: { request: 'start', room: place.room }, jsep: answer }),
            error: () => drop(peerId),
          });
        },
        onremotetrack: (track, mid, on) => {
          if (subscriptions.current.get(peerId) !== subscription) return;
          if (on) tracks.set(mid, track);
          else tracks.delete(mid);
          setRemote((current) => new Map(current).set(peerId, new MediaStream([...tracks.values()])));
        },
      });
    }
  }, [session, joined, feeds, othersKey]);

  return place ? { remote, connected, problem } : null;
}
