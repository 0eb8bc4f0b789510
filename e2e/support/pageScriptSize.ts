import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Loads `path` in the page and adds up, gzipped, every JavaScript file it fetched until the network went quiet:
 * the JS a person downloads to see that page.
 */
export async function gzippedScriptBytes(
  page: Page,
  path: string,
): Promise<{ files: number; bytes: number }> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.ok() && type.includes('javascript')) bodies.push(response.body());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  return {
    files: buffers.length,
    bytes: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}
