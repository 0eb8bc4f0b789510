import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

/** The token secret of every server the journeys start (playwright.config.ts's and the restart journey's own). */
export const E2E_TOKEN_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';

/**
 * How many journeys run at once, each worker against a server of its own (playwright.config.ts). Two fit CI's two
 * cores: a journey spends much of its time waiting on its browser and its server, which the other worker uses. A
 * machine of one core runs one.
 */
export const JOURNEY_WORKERS = availableParallelism() >= 2 ? 2 : 1;

/**
 * How busy the machine is as the journeys start (each worker reads it anew): the load per core over the last
 * minute, from 1 to 3. A journey's time limits are safety nets against a page that is stuck, not measures of speed
 * (npm run bench measures speed): on a machine doing other work they stretch by this much, so that a busy machine
 * gives a slower run rather than a failed one (issue 37).
 */
const MACHINE_LOAD = Math.min(3, Math.max(1, loadavg()[0]! / availableParallelism()));

/** A time limit of the journeys, `ms` on a quiet machine, stretched by the machine's load. */
export const timeBudget = (ms: number): number => Math.round(ms * MACHINE_LOAD);

/** The port of worker `worker`'s server (Playwright's parallelIndex): E2E_PORT (3210) for the first, and on. */
export const e2ePort = (worker: number): number => Number(process.env.E2E_PORT ?? 3210) + worker;

export const e2eServerUrl = (worker: number): string => `http://localhost:${e2ePort(worker)}`;

/** The port of worker `worker`'s content origin, where SCORM packages play: past every worker's app port. */
export const e2eContentPort = (worker: number): number => e2ePort(JOURNEY_WORKERS) + worker;

/**
 * The mail folders (MAIL_DIR) of playwright.config.ts's servers, where journeys read mailed links as the recipient
 * gets them: there is no SMTP relay here and the admin's outbox leaves links out. Made once by the runner, which
 * loads this first; its workers inherit the path through the environment.
 */
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'lms-e2e-mail-'));
const mailRoot = process.env.E2E_MAIL_DIR;

export const e2eMailDir = (worker: number): string => join(mailRoot, String(worker));
