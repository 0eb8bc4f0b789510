import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_MAIL_DIR, E2E_TOKEN_SECRET } from './e2e/support/serverEnv';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60000,
  expect: { timeout: 10000 },
  reporter: 'list',
  use: {
    baseURL,
    // CI keeps only its log: recording a trace of every action there would slow every journey for nothing.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded database per run: the demo school is seeded on its first start.
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lms-e2e-')),
      TOKEN_SECRET: E2E_TOKEN_SECRET,
      MAIL_DIR: E2E_MAIL_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // As behind a school's load balancer: the people journeys make through the API sign up from networks of
      // their own (register() in e2e/support/people.ts), not all from this machine's one address.
      TRUST_PROXY: 'true',
    },
  },
});
