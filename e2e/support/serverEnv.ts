import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The token secret of every server the journeys start (playwright.config.ts's and the restart journey's own). */
export const E2E_TOKEN_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';

/**
 * How many journeys run at once, each worker against a server of its own (playwright.config.ts). Two fit CI's two
 * cores: a journey spends much of its time waiting on its browser and its server, which the other worker uses.
 */
export const JOURNEY_WORKERS = 2;

/** The port of worker `worker`'s server (Playwright's parallelIndex): E2E_PORT (3210) for the first, and on. */
export const e2ePort = (worker: number): number => Number(process.env.E2E_PORT ?? 3210) + worker;

export const e2eServerUrl = (worker: number): string => `http://localhost:${e2ePort(worker)}`;

/**
 * The mail folders (MAIL_DIR) of playwright.config.ts's servers, where journeys read mailed links as the recipient
 * gets them: there is no SMTP relay here and the admin's outbox leaves links out. Made once by the runner, which
 * loads this first; its workers inherit the path through the environment.
 */
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'lms-e2e-mail-'));
const mailRoot = process.env.E2E_MAIL_DIR;

export const e2eMailDir = (worker: number): string => join(mailRoot, String(worker));
