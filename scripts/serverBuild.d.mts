// The types of serverBuild.mjs, which `npm start` runs without a TypeScript loader.
/** dist/server/main.js: the compiled server, run with plain `node`. */
export const serverEntry: string;
export function buildServer(): void;
export function serverBuildIsFresh(): boolean;
export function ensureServerBuild(): boolean;
