import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The token secret of every server the journeys start (playwright.config.ts's and the restart journey's own). */
export const E2E_TOKEN_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';

/**
 * The mail folder (MAIL_DIR) of playwright.config.ts's server, where journeys read mailed links as the recipient
 * gets them: there is no SMTP relay here and the admin's outbox leaves links out. Made once by the runner, which
 * loads this first; its workers inherit the path through the environment.
 */
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'lms-e2e-mail-'));
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR;
