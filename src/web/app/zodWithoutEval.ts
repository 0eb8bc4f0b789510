/**
 * Zod compiles its object checks with `new Function` when it may, and finds out whether it may by trying. The
 * Content-Security-Policy forbids eval, so every try was reported as a violation. Zod reads this shared setting
 * (what `z.config({ jitless: true })` sets) when it loads, in whichever chunk that is; imported first by main.tsx,
 * it is in place before any schema is.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
