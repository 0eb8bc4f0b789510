import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll } from 'vitest';
import { type Person, person } from './cast';
import type { createUser } from './factories';
import { connect, listenForSockets } from './realtimeClient';
import { type TestFileApp, testFileApp } from './testFileApp';

/** A signed-in person with a connected socket. */
export interface Online extends Person {
  socket: Socket;
}

export interface SocketTestApp extends TestFileApp {
  /** Where socket clients connect. */
  readonly url: string;
  /** Disconnects `socket` after the test; answers it. */
  closesAfterTest(socket: Socket): Socket;
  /** A socket connected with this access token, disconnected after the test. */
  connect(accessToken: string): Promise<Socket>;
  /** This person with a socket connected on their session, disconnected after the test. */
  goOnline(who: Person): Promise<Online>;
  /** A user signed in through the real login with a socket connected (see `goOnline`): a student unless overridden. */
  online(overrides?: Parameters<typeof createUser>[1]): Promise<Online>;
}

/**
 * The app of a realtime test file (testFileApp), listening on a free loopback port. Call it once at the top of the
 * file: besides testFileApp's hooks it registers the ones that start listening and disconnect each test's sockets
 * after it.
 */
export function socketTestApp(options?: Parameters<typeof testFileApp>[0]): SocketTestApp {
  const t = testFileApp(options);
  let url = '';
  const open: Socket[] = [];
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });

  const closesAfterTest = (socket: Socket) => {
    open.push(socket);
    return socket;
  };
  const goOnline = async (who: Person) => ({
    ...who,
    socket: closesAfterTest(await connect(url, who.session.accessToken)),
  });
  return {
    get app() {
      return t.app;
    },
    get: t.get,
    post: t.post,
    get url() {
      return url;
    },
    closesAfterTest,
    connect: async (accessToken) => closesAfterTest(await connect(url, accessToken)),
    goOnline,
    online: async (overrides = {}) => goOnline(await person(t.app, overrides)),
  };
}
