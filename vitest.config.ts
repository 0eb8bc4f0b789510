import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ServiceSuitesFirst } from './src/server/test/serviceSuitesFirst';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/globalSetup.ts'],
    // On PostgreSQL a connection takes one query at a time, as pg 9 will have it (oneQueryAtATime.ts).
    setupFiles: ['src/server/test/oneQueryAtATime.ts'],
    pool: 'forks',
    // A worker imports the server once rather than once per file, which cost more than the tests; every file still
    // builds its own app, database and data folder (docs/decisions.md).
    isolate: false,
    // Vitest leaves a core free by default, which on CI's two cores runs one file at a time. Every file has an app,
    // a database and a data folder of its own, so two run side by side there (docs/decisions.md).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // On PostgreSQL and Redis, the suites that need them first (serviceSuitesFirst.ts).
    sequence: { sequencer: ServiceSuitesFirst },
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
