import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer, stopChild } from '../../src/server/test/serverProcess';
import { E2E_TOKEN_SECRET, timeBudget } from './serverEnv';

/**
 * A server of the app of its own, beside the workers', for the sign-on journeys: its address is known first (the
 * provider must be told where to send people back), then it starts with the school's providers (SSO_PROVIDERS).
 */
export async function signOnApp() {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let stop = async () => {};
  return {
    url,
    async start(providers: readonly object[]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'lms-e2e-sso-'));
      const removeData = () => rmSync(dataDir, { recursive: true, force: true });
      stop = async () => removeData();
      const server = await spawnServer(
        {
          PORT: String(port),
          DATA_DIR: dataDir,
          TOKEN_SECRET: E2E_TOKEN_SECRET,
          PUBLIC_URL: url,
          SSO_PROVIDERS: JSON.stringify(providers),
        },
        timeBudget(90_000),
      );
      stop = async () => {
        await stopChild(server);
        removeData();
      };
    },
    stop: () => stop(),
  };
}
