import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { TEST_TOKEN_SECRET } from '../test/testApp';

const webDir = mkdtempSync(join(tmpdir(), 'lms-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = '<!doctype html><title>LMS</title><div id="root"></div>';

/** A built app as the build writes it: each text file with its .br and .gz variants beside it. */
function writeWithVariants(relative: string, text: string) {
  const file = join(webDir, relative);
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeWithVariants('index.html', page);
  writeWithVariants('assets/app-3f9a1c.js', script);
  writeFileSync(join(webDir, '.env'), 'SECRET=1');
  writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *');
  const config = {
    ...loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, LOG_LEVEL: 'silent' }),
    webDir,
  };
  app = await buildApp({ config, database: await openDatabase({ pgliteDir: 'memory://' }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app (issue 13: compressed and cached assets)', () => {
  it('sends a hashed asset in Brotli to a browser that accepts it, cached for a year as immutable', async () => {
    const reply = await get('/assets/app-3f9a1c.js', 'gzip, deflate, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(reply.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-3f9a1c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('answers every page address with index.html, revalidated on each visit', async () => {
    for (const url of ['/', '/dashboard', '/viewcourse/c1?tab=items', '/index.html']) {
      const reply = await get(url, 'br');
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(reply.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(reply.rawPayload).toString(), url).toBe(page);
    }
  });

  it('never serves hidden files or the compressed variants by their own names', async () => {
    for (const url of ['/.env', '/assets/app-3f9a1c.js.br', '/index.html.gz']) {
      const reply = await get(url);
      expect(reply.body, url).toBe(page);
    }
  });

  it('refuses an address that does not decode, in the envelope', async () => {
    const reply = await get('/%E0%A4%A');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, msg: expect.any(String) });
  });

  it('serves other files at the root, and answers unknown API paths in the envelope', async () => {
    expect((await get('/robots.txt')).body).toBe('User-agent: *');
    const api = await get('/api/v1/nothing/here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    const signalling = await get('/peerjs/peerjs/nothing');
    expect(signalling.statusCode).toBe(404);
    expect(signalling.json()).toMatchObject({ code: 404 });
  });
});
