import { DEMO_PASSWORD } from '../src/server/seed/demoSchool';
import { freePort, spawnServer, stopChild } from '../src/server/test/serverProcess';

/** The compiled server as a school runs it, on a data folder of its own, with the demo school in it. */
export interface SeededServer {
  base: string;
  pid: number;
  /** Signs a demo person in; answers the header their calls carry. */
  signIn(username: string): Promise<{ authorization: string }>;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server (`node dist/server/main.js`, PGlite) on `dataDir`, on BENCH_PORT or a free port: a first
 * start seeds the demo school, and the one returned is the next, whose idle memory holds no seeding
 * (docs/decisions.md, "Production runs the server compiled"), as the memory benches measure it.
 */
export async function startSeededServer(dataDir: string): Promise<SeededServer> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
  };
  await stopChild(await spawnServer(env, 120_000));
  const server = await spawnServer(env, 120_000);
  return {
    base,
    pid: server.pid!,
    signIn: async (username) => {
      const reply = await fetch(`${base}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      if (!reply.ok) throw new Error(`${username} could not sign in: ${reply.status}`);
      const { accessToken } = (await reply.json()) as { accessToken: string };
      return { authorization: `Bearer ${accessToken}` };
    },
    stop: () => stopChild(server),
  };
}
