import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/globalSetup.ts'],
    pool: 'forks',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
