/** The token secret of every server the journeys start (playwright.config.ts's and the restart journey's own). */
export const E2E_TOKEN_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
