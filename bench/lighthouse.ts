import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { and, asc, eq, isNull } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { courses } from '../src/server/db/schema';
import { DEMO_PASSWORD, seedDemoSchool } from '../src/server/seed/demoSchool';
import { openStorage } from '../src/server/storage/openStorage';

interface Audit {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** LIGHTHOUSE_REPORTS=dir keeps every full report there, to read which audits cost. */
const reportDir = process.env.LIGHTHOUSE_REPORTS;
/** LIGHTHOUSE_RUNS=n audits each page n times: the machine is shared, so one score says little. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
/** LIGHTHOUSE_ONLY=dashboard,mobile audits only the pages (first path segment) and form factors named. */
const only = process.env.LIGHTHOUSE_ONLY?.split(',') ?? [];
const formFactors = (['mobile', 'desktop'] as const).filter(
  (formFactor) => !only.some((name) => name === 'mobile' || name === 'desktop') || only.includes(formFactor),
);
const pageWanted = (segment: string) =>
  !only.some((name) => name !== 'mobile' && name !== 'desktop') || only.includes(segment);

/** One Lighthouse run on the page already signed in (or not) in the browser at `port`. */
async function audit(
  url: string,
  port: number,
  formFactor: Audit['formFactor'],
  reportName: string,
): Promise<Omit<Audit, 'page'>> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The session is in the browser's storage; Lighthouse must not clear it.
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run Lighthouse could not trace (NO_NAVSTART and the like on a loaded machine) scores 0 and says nothing.
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (category: string) => Math.round((categories[category]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse 12 (Debian's Chromium) on the first pages a school meets, mobile (simulated throttling) and desktop:
 * /login, a teacher's dashboard and course page, a student's course view and mail, and the administrator's
 * dashboard (issue 34's people and audit) of the demo school. Prints the
 * scores, LCP, TBT and CLS; issue 13 aims at performance 95 on mobile with LCP under 2.5 s, accessibility 100.
 */
export async function benchLighthouse(): Promise<void> {
  if (!existsSync('dist/web/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const config = {
    ...loadConfig({ TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'silent' }),
    webDir: resolve('dist/web'),
  };
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await seedDemoSchool(database.db, await openStorage(config));
  const [course] = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.isTemplate, false), eq(courses.status, 'active'), isNull(courses.removedAt)))
    .orderBy(asc(courses.createdAt))
    .limit(1);
  if (!course) throw new Error('The demo school has no active course');

  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const results: Audit[] = [];
  try {
    const page: Page = await browser.contexts()[0]!.newPage();
    const run = async (path: string) => {
      const segment = path.split('/')[1] ?? '';
      if (!pageWanted(segment)) return;
      for (let n = 1; n <= runs; n++) {
        for (const formFactor of formFactors) {
          const name = `${segment}-${formFactor}-${n}`;
          try {
            results.push({ page: path, ...(await audit(`${origin}${path}`, chrome.port, formFactor, name)) });
          } catch (error) {
            console.log(`${name}: no result (${(error as Error).message})`);
          }
        }
      }
    };
    const signInAs = async (username: string) => {
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${origin}/login`);
      await page.getByLabel('Username or email').fill(username);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard$/);
    };

    await page.goto(`${origin}/login`);
    await run('/login');
    await signInAs('teacher');
    await run('/dashboard');
    await run(`/editcourse/${course.id}`);
    await signInAs('student1');
    await run(`/viewcourse/${course.id}`);
    await run('/mail');
    await signInAs('admin');
    await run('/admin_dashboard');
  } finally {
    await browser.close();
    chrome.kill();
    await app.close();
  }

  const label = (r: Audit) => `${r.page.replace(course.id, '{id}').padEnd(20)} ${r.formFactor.padEnd(7)}`;
  const sorted = results.toSorted((a, b) => label(a).localeCompare(label(b)));
  for (const r of sorted) {
    console.log(
      `${label(r)} performance ${String(r.performance).padStart(3)}` +
        `  accessibility ${String(r.accessibility).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s` +
        `  TBT ${r.tbtMs.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}`,
    );
  }
  if (runs > 1) {
    for (const name of new Set(sorted.map(label))) {
      const scores = sorted
        .filter((r) => label(r) === name)
        .map((r) => r.performance)
        .toSorted((a, b) => a - b);
      console.log(
        `${name} performance median ${scores[Math.floor(scores.length / 2)]} (${scores[0]}–${scores.at(-1)})`,
      );
    }
  }
}
