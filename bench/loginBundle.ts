import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { transferredAssets } from '../e2e/support/pageScriptSize';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const LIMIT_BYTES = 120 * 1024;

/** The scripts and styles a browser receives to render /login (encoded bytes), measured in Chromium against the built app. */
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
    const assets = await transferredAssets(
      page,
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/login`,
    );
    for (const kind of ['script', 'style'] as const) {
      const ofKind = assets.filter((asset) => asset.kind === kind);
      const bytes = ofKind.reduce((sum, asset) => sum + asset.bytes, 0);
      const encodings = [...new Set(ofKind.map((asset) => asset.encoding))].join(', ');
      console.log(
        `/login ${kind}s received: ${(bytes / 1024).toFixed(1)} KB in ${ofKind.length} files (${encodings})`,
      );
    }
    const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);
    console.log(
      `/login scripts and styles received: ${(total / 1024).toFixed(1)} KB; ratio to the 120 KB budget of issue 13 ${(total / LIMIT_BYTES).toFixed(3)}`,
    );
  } finally {
    await browser.close();
    await app.close();
  }
}
