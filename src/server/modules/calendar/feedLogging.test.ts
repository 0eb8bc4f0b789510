import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createUser, signIn } from '../../test/factories';
import { TEST_PUBLIC_URL, TEST_TOKEN_SECRET } from '../../test/testApp';

/** The server's own log settings (info level), with what it writes to standard output collected here. */
let app: FastifyInstance;
const logged: string[] = [];
beforeAll(async () => {
  const write = fs.write;
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd !== 1) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
    logged.push(String(data));
    const done = rest.at(-1) as (error: null, written: number) => void;
    done(null, Buffer.byteLength(String(data)));
  }) as typeof fs.write);
  const config = loadConfig({
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    LOG_LEVEL: 'info',
    PUBLIC_URL: TEST_PUBLIC_URL,
  });
  app = await buildApp({
    config: { ...config, webDir: undefined },
    database: await openDatabase({ pgliteDir: 'memory://' }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  vi.restoreAllMocks();
});

it('keeps the secret feed address out of the request log', async () => {
  const user = await signIn(app, await createUser(app));
  const feed = await app.inject({ method: 'GET', url: '/api/v1/calendar/feed', headers: user.headers });
  const token = /\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.json().data.url)?.[1];
  expect(token).toBeTruthy();
  expect((await app.inject({ method: 'GET', url: `/calendar/${token}.ics` })).statusCode).toBe(200);
  await vi.waitFor(() => expect(logged.join('')).toContain('/api/v1/calendar/feed'));
  expect(logged.join('')).not.toContain(token);
});
