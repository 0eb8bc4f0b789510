import { afterEach } from 'vitest';
import { WebSocket } from 'ws';

/** A message of the PeerJS signalling server, as the peerjs client reads it. */
export interface ServerMessage {
  type: string;
  src?: string;
  dst?: string;
  payload?: unknown;
}

/** A raw WebSocket peer of /peerjs that keeps every message it receives. */
export class RawPeer {
  readonly socket: WebSocket;
  private readonly received: ServerMessage[] = [];
  private readonly waiting: Array<(message: ServerMessage) => void> = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  constructor(appUrl: string, query: Record<string, string>) {
    const url = new URL('/peerjs/peerjs', appUrl.replace(/^http/, 'ws'));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      const waiter = this.waiting.shift();
      if (waiter) waiter(message);
      else this.received.push(message);
    });
    this.opened = new Promise((resolve) => this.socket.once('open', () => resolve()));
    this.closed = new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
    // A socket ended by the test before its handshake reports it as an error; the close says enough.
    this.socket.on('error', () => {});
  }

  /** The next message from the server (fails the test if none comes within 5 s). */
  next(): Promise<ServerMessage> {
    const first = this.received.shift();
    if (first) return Promise.resolve(first);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message from the signalling server')), 5000);
      this.waiting.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  }

  send(message: object | string) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
}

/**
 * Connects raw peers to the app at `appUrl()` as the peerjs client connects (`?key=peerjs&id=...&token=...`); each
 * is closed after its test. Call it once at the top of a test file.
 */
export function peerClients(appUrl: () => string) {
  const open: RawPeer[] = [];
  afterEach(() => {
    for (const peer of open.splice(0)) peer.socket.terminate();
  });
  const connectPeer = (peerId: string, token?: string): RawPeer => {
    const peer = new RawPeer(appUrl(), {
      key: 'peerjs',
      id: peerId,
      ...(token === undefined ? {} : { token }),
    });
    open.push(peer);
    return peer;
  };
  /** A new peer connected with an `id` and `token` the server issued, once the server has said OPEN. */
  const openPeer = async (peerId: string, token: string): Promise<RawPeer> => {
    const peer = connectPeer(peerId, token);
    const first = await peer.next();
    if (first.type !== 'OPEN') throw new Error(`the peer was not admitted: ${JSON.stringify(first)}`);
    return peer;
  };
  return { connectPeer, openPeer };
}

/** An SDP offer as the peerjs client sends it. */
export const offerTo = (dst: string) => ({
  type: 'OFFER',
  dst,
  payload: {
    sdp: { type: 'offer', sdp: 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' },
    type: 'media',
    connectionId: 'mc_x1y2z3',
    metadata: { name: 'Ada Lovelace', camera: true },
  },
});
