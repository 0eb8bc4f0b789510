import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_TOKEN_SECRET,
  e2eContentPort,
  e2eMailDir,
  e2ePort,
  e2eServerUrl,
  JOURNEY_WORKERS,
  timeBudget,
} from './e2e/support/serverEnv';
import { ensureServerBuild } from './scripts/serverBuild.mjs';

const LIVE_CLASS_JOURNEYS = /\/lectures(Sfu)?\.spec\.ts$/;

// The journeys drive what production runs: the compiled server, built here, once, before the servers below start
// (the workers load this file too and find it fresh).
ensureServerBuild();

export default defineConfig({
  testDir: 'e2e',
  // The files are shared among the workers; a file's journeys run in turn in one of them.
  fullyParallel: false,
  workers: JOURNEY_WORKERS,
  retries: 0,
  timeout: timeBudget(60_000),
  expect: { timeout: timeBudget(10_000) },
  reporter: 'list',
  use: {
    // The first worker's server; e2e/support/journey.ts gives each worker its own.
    baseURL: e2eServerUrl(0),
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
  // A live class sends every browser's camera through software video coding: two classes at once (three browsers and
  // two) starved CI's two cores, so the class journeys take one worker at a time while the others share the rest.
  // They come first: last, they left the other worker idle at the end of the run.
  projects: [
    { name: 'live classes', testMatch: LIVE_CLASS_JOURNEYS, workers: 1 },
    { name: 'journeys', testIgnore: LIVE_CLASS_JOURNEYS },
  ],
  // One server per worker, each with a fresh embedded database (the demo school is seeded on its first start), its
  // own data and mail folders: a journey never meets what another worker's journey is doing to the demo school.
  webServer: Array.from({ length: JOURNEY_WORKERS }, (_, worker) => ({
    command: 'node dist/server/main.js',
    url: `${e2eServerUrl(worker)}/healthz`,
    reuseExistingServer: false,
    timeout: timeBudget(120_000),
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(e2ePort(worker)),
      CONTENT_PORT: String(e2eContentPort(worker)),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lms-e2e-')),
      TOKEN_SECRET: E2E_TOKEN_SECRET,
      MAIL_DIR: e2eMailDir(worker),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: e2eServerUrl(worker),
      // As behind a school's load balancer: the people journeys make through the API sign up from networks of
      // their own (register() in e2e/support/people.ts), not all from this machine's one address.
      TRUST_PROXY: 'true',
    },
  })),
});
