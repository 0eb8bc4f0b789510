// `npm test`: typecheck, lint, unit and API integration tests, then the browser journeys when Chromium is here.
// Ends with one line 'tests: N passed, N failed' counting every test that ran.
//   --db-only        only the database-backed suites (CI runs them again against PostgreSQL and Redis)
//   E2E_REQUIRED=1   fail instead of skipping when no Chromium is installed (CI sets it)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dbOnly = process.argv.includes('--db-only');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'lms-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  // Each step's time in the log: what CI's budget is spent on.
  console.log(
    `=== ${title}: ${result.status === 0 ? 'passed' : 'failed'} in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

if (!dbOnly) {
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  run('lint', 'npx', ['biome', 'ci', '.']);
}

const vitestReport = join(reports, 'vitest.json');
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
];
run(
  dbOnly ? 'database suites' : 'unit and integration',
  'npx',
  dbOnly ? [...vitestArgs, 'src/server'] : vitestArgs,
);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  failedSteps.push('vitest report missing');
}

if (!dbOnly) {
  if (existsSync(chromium)) {
    if (run('build web app', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
      const e2eReport = join(reports, 'playwright.json');
      run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      });
      const e2e = readJson(e2eReport);
      if (e2e) {
        totals.passed += e2e.stats.expected + e2e.stats.flaky;
        totals.failed += e2e.stats.unexpected;
        totals.skipped += e2e.stats.skipped;
      } else {
        failedSteps.push('playwright report missing');
      }
    }
  } else if (process.env.E2E_REQUIRED === '1') {
    failedSteps.push(`browser journeys: no Chromium at ${chromium}`);
  } else {
    console.log(
      `\n!!! SKIPPING THE BROWSER JOURNEYS: no Chromium at ${chromium} (apt-get install chromium) !!!\n`,
    );
  }
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (totals.passed + totals.failed === 0) failedSteps.push('no test ran');
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length ? 1 : 0);
