import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { freePort, spawnServer, stopChild } from '../../src/server/test/serverProcess';
import { signInWithForm } from './accounts';
import { E2E_TOKEN_SECRET, timeBudget } from './serverEnv';

/**
 * What one page's realtime connection has joined, read from its WebSocket frames. A journey waits for the
 * joins before causing an event, because live delivery is at most once (docs/api.md): an event sent before the
 * join is not replayed, so without this wait a journey would race the page's own set-up.
 */
export class LiveChannel {
  private readonly connections: { joined: Set<string>; open: boolean }[] = [];

  constructor(page: Page) {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      const connection = { joined: new Set<string>(), open: true };
      /** socket.io ack id of each join sent, with the publication it asked for. */
      const joins = new Map<string, string>();
      this.connections.push(connection);
      socket.on('framesent', ({ payload }) => {
        // A socket.io event with an ack id: 42<id>["publish",{name, options, join | leave}]
        const frame = typeof payload === 'string' ? /^42(\d+)(\[.*)$/s.exec(payload) : null;
        if (!frame) return;
        const [event, publish] = JSON.parse(frame[2]!) as [string, { name?: string; join?: boolean }];
        if (event !== 'publish' || !publish.name) return;
        if (publish.join) joins.set(frame[1]!, publish.name);
        else connection.joined.delete(publish.name);
      });
      socket.on('framereceived', ({ payload }) => {
        // The ack: 43<id>[{code, msg}]
        const frame = typeof payload === 'string' ? /^43(\d+)(\[.*)$/s.exec(payload) : null;
        const name = frame && joins.get(frame[1]!);
        if (!name) return;
        const [ack] = JSON.parse(frame[2]!) as [{ code: number }];
        if (ack.code === 0) connection.joined.add(name);
      });
      socket.on('close', () => {
        connection.open = false;
      });
    });
  }

  /** How many connections the page has opened so far (a reconnect opens a new one). */
  get opened(): number {
    return this.connections.length;
  }

  /** Waits until the page's open connection, one of those opened after the first `since`, has joined `names`. */
  async joined(names: readonly string[], { since = 0 } = {}) {
    await expect
      .poll(
        () => {
          const latest = this.connections.at(-1);
          return this.connections.length > since && latest?.open === true
            ? names.filter((name) => !latest.joined.has(name))
            : names;
        },
        { message: `the live connection joins ${names.join(', ')}`, timeout: timeBudget(20_000) },
      )
      .toEqual([]);
  }
}

/** A fresh browser window (its own storage: another person) signed in and on the dashboard. */
export async function signedInWindow(
  browser: Browser,
  username: string,
  password: string,
  baseURL?: string,
): Promise<{ page: Page; live: LiveChannel }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  const live = new LiveChannel(page);
  await signInWithForm(page, username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, live };
}

/**
 * Marks the document, so that a later `expectSameDocument` proves nothing reloaded it: a browser reload or a
 * full navigation starts a new document without the mark, while the app's own updates keep it.
 */
export async function markDocument(page: Page): Promise<string> {
  const mark = `mark-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as { e2eMark?: string }).e2eMark = value;
  }, mark);
  return mark;
}

export async function expectSameDocument(page: Page, mark: string) {
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe(mark);
}

/** The header's bell; its name says how many notifications are unread ("Notifications, 2 unread"). */
export const bellOf = (page: Page): Locator =>
  page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

/** A toast (Mantine notifications are alerts) with this text. */
export const toastWith = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });

/** SPEC §2, §9: toasts sit in the top-left corner. */
export async function expectTopLeft(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the toast is drawn').not.toBeNull();
  expect(box!.x + box!.width / 2).toBeLessThan(viewport!.width / 2);
  expect(box!.y).toBeLessThan(viewport!.height / 4);
}

/**
 * A server process of our own (`node dist/server/main.js`, compiled) on a data directory, keeping the free port it
 * was given across restarts.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  readonly url: string;

  /** A server on a port no other process holds, so that journeys running side by side never meet. */
  static async onFreePort(
    dataDir: string,
    env: Readonly<Record<string, string>> = {},
  ): Promise<ServerProcess> {
    return new ServerProcess(await freePort(), dataDir, env);
  }

  private constructor(
    private readonly port: number,
    private readonly dataDir: string,
    /** Configuration variables of this server beyond the journeys' own (e.g. a setting under test). */
    private readonly env: Readonly<Record<string, string>> = {},
  ) {
    this.url = `http://localhost:${port}`;
  }

  /** Starts it and resolves once it serves; a fresh data directory is seeded with the demo school. */
  async start() {
    const answering = await fetch(`${this.url}/healthz`).then(
      () => true,
      () => false,
    );
    if (answering) throw new Error(`Port ${this.port} is taken by another server: stop it first.`);
    this.child = await spawnServer(
      {
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        TOKEN_SECRET: E2E_TOKEN_SECRET,
        PUBLIC_URL: this.url,
        ...this.env,
      },
      90_000,
    );
  }

  /** Stops it and deletes its data directory. */
  async dispose() {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Stops it gracefully, as a deployment does; it can start again on the same port and data. */
  async stop() {
    const child = this.child;
    this.child = null;
    if (child) await stopChild(child);
  }
}
