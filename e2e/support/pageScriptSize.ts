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

/** A script or style sheet as the browser received it: its encoding and the bytes that crossed the wire. */
export interface TransferredAsset {
  url: string;
  kind: 'script' | 'style';
  encoding: string;
  acceptedEncodings: string;
  bytes: number;
}

/**
 * Loads `path` and reports every script and style sheet it fetched until the network went quiet, with the
 * encoded body size the browser actually received (not a size computed here).
 */
export async function transferredAssets(page: Page, path: string): Promise<TransferredAsset[]> {
  const pending: Promise<TransferredAsset>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'script' : type.includes('text/css') ? 'style' : undefined;
    if (!response.ok() || !kind) return;
    pending.push(
      (async () => ({
        url: response.url(),
        kind,
        encoding: response.headers()['content-encoding'] ?? 'identity',
        acceptedEncodings: (await response.request().allHeaders())['accept-encoding'] ?? '',
        bytes: (await response.request().sizes()).responseBodySize,
      }))(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}

/** The bytes received for the scripts and style sheets of `path`. */
export const transferredBytes = (assets: readonly TransferredAsset[]) =>
  assets.reduce((sum, asset) => sum + asset.bytes, 0);
