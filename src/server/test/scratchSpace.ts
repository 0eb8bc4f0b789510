import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { newDataFolder } from './dataFolder';
import { createScratchDatabase } from './serverProcess';

/** A service a test file can need, by the variable that names it (the CI's `--db-only` run sets both). */
type Service = 'DATABASE_URL' | 'REDIS_URL';

/**
 * The URLs of the services `what` needs, from the environment; when one is missing, undefined, after saying loudly
 * that `what` is skipped, for `describe.skipIf(!services)`.
 */
export function neededServices<const S extends Service>(
  what: string,
  ...names: S[]
): Record<S, string> | undefined {
  if (names.every((name) => process.env[name]))
    return Object.fromEntries(names.map((name) => [name, process.env[name]!])) as Record<S, string>;
  console.warn(
    `\n!!! SKIPPING ${what}: it needs ${names.join(' and ')} (CI sets ${names.length > 1 ? 'both' : 'it'}) !!!\n`,
  );
  return undefined;
}

export type ScratchDatabase = Awaited<ReturnType<typeof createScratchDatabase>>;

export interface ScratchSpace {
  /** A database of its own on the PostgreSQL server at `serverUrl`, a copy of `template` when given, dropped after. */
  database(template?: ScratchDatabase): Promise<ScratchDatabase>;
  /** A new data folder (dataFolder.ts's newDataFolder), removed after. */
  dataFolder(name: string): ReturnType<typeof newDataFolder>;
  /** A new empty folder, removed after. */
  folder(name: string): string;
  /** Runs `step` after the tests, before what was made before it. */
  undoAfter(step: () => unknown): void;
}

/**
 * What the tests of a describe block make for themselves (scratch databases, data folders, whatever `undoAfter` is
 * told), undone in its afterAll, the last made first: a server is stopped before its database is dropped. Call it in
 * the describe block; nothing is made until asked for, so a skipped block makes nothing. `serverUrl`, the PostgreSQL
 * server of the scratch databases, is read only when one is made.
 */
export function scratchSpace(serverUrl: string | undefined): ScratchSpace {
  const steps: Array<() => unknown> = [];
  afterAll(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  const undoAfter = (step: () => unknown) => void steps.push(step);
  return {
    async database(template) {
      if (!serverUrl) throw new Error('A scratch database needs the URL of a PostgreSQL server.');
      const database = await createScratchDatabase(
        serverUrl,
        template && new URL(template.url).pathname.slice(1),
      );
      undoAfter(database.drop);
      return database;
    },
    dataFolder(name) {
      const folder = newDataFolder(name);
      undoAfter(folder.remove);
      return folder;
    },
    folder(name) {
      const folder = mkdtempSync(join(tmpdir(), `lms-${name}-`));
      undoAfter(() => rmSync(folder, { recursive: true, force: true }));
      return folder;
    },
    undoAfter,
  };
}
