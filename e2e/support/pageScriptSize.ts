import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Starts recording the JavaScript files the page fetches; the returned function gives those fetched so far. */
export function recordScripts(page: Page): () => Promise<Buffer[]> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.ok() && type.includes('javascript')) bodies.push(response.body());
  });
  return () => Promise.all(bodies);
}

/**
 * Loads `path` in the page and returns every JavaScript file it fetched until the network went quiet: the JS a
 * person downloads to see that page.
 */
export async function loadedScripts(page: Page, path: string): Promise<Buffer[]> {
  const scripts = recordScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return scripts();
}

/** How many JavaScript files `path` loads and their size, gzipped. */
export async function gzippedScriptBytes(
  page: Page,
  path: string,
): Promise<{ files: number; bytes: number }> {
  const buffers = await loadedScripts(page, path);
  return {
    files: buffers.length,
    bytes: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}
