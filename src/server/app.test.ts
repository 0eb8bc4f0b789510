import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../core/constants';
import { TEST_PUBLIC_URL } from './test/testApp';
import { testFileApp } from './test/testFileApp';

const t = testFileApp();

describe('the app', () => {
  it('answers /healthz with 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      msg: 'ok',
      version: APP_VERSION,
      database: t.app.database.kind,
    });
  });

  it('answers /livez with 200 for an orchestrator that restarts a process only when it stops answering', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: 'ok', version: APP_VERSION });
  });

  it('sends a Content-Security-Policy that forbids inline script and framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the web app connect only to itself, its WebSocket named by PUBLIC_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives).toContain(`connect-src 'self' ws://${new URL(TEST_PUBLIC_URL).host}`);
    expect(directives.join(';')).not.toMatch(/(^|\s)wss?:(\s|;|$)/);
  });

  it('serves /api/docs under the same policy as the app', async () => {
    const app = await t.app.inject({ method: 'GET', url: '/healthz' });
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const docs = await t.app.inject({ method: 'GET', url });
      expect(docs.statusCode, url).toBe(200);
      expect(docs.headers['content-security-policy'], url).toBe(app.headers['content-security-policy']);
    }
  });

  it('carries the policy headers on error replies too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('compresses a large reply for a client that accepts it, and leaves small ones as they are', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');

    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0 });
  });
});
