import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { gzippedScriptBytes } from '../e2e/support/pageScriptSize';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const LIMIT_BYTES = 200 * 1024;

/** The gzipped JavaScript a browser downloads to render /login, measured in Chromium against the built app. */
export async function benchLoginBundle(): Promise<void> {
  if (!existsSync('dist/web/index.html'))
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const config = {
    ...loadConfig({ TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'silent' }),
    webDir: resolve('dist/web'),
  };
  const app = await buildApp({ config, database: await openDatabase({ pgliteDir: 'memory://' }) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const page = await browser.newPage();
    const { files, bytes } = await gzippedScriptBytes(
      page,
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/login`,
    );
    console.log(
      `JS to render /login: ${(bytes / 1024).toFixed(1)} KB gzipped in ${files} files; budget 200 KB, ratio ${(bytes / LIMIT_BYTES).toFixed(3)}`,
    );
  } finally {
    await browser.close();
    await app.close();
  }
}
