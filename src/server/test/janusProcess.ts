import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './serverProcess';

/** A Janus process started for tests: its HTTP API's address, the VideoRoom admin key it wants, and its end. */
export interface JanusProcess {
  url: string;
  adminKey: string;
  stop(): Promise<void>;
}

/** Where Debian's and the source build's `janus` keep their plugins and transports. */
const MODULE_FOLDERS = [
  ...(existsSync('/usr/lib') ? readdirSync('/usr/lib').map((arch) => join('/usr/lib', arch, 'janus')) : []),
  '/usr/local/lib/janus',
  '/opt/janus/lib/janus',
];

function janusModules(): string | undefined {
  return MODULE_FOLDERS.find(
    (folder) =>
      existsSync(join(folder, 'plugins', 'libjanus_videoroom.so')) &&
      existsSync(join(folder, 'transports', 'libjanus_http.so')),
  );
}

/**
 * Why Janus cannot be started here, or undefined when it can: the `janus` binary (Debian's `janus` package, which
 * CI installs) with its VideoRoom plugin and HTTP transport.
 */
export function janusMissing(): string | undefined {
  const probe = spawnSync('janus', ['--version'], { encoding: 'utf8' });
  if (probe.error) return 'the janus binary is not installed (apt-get install janus; CI installs it)';
  if (!janusModules()) return 'janus is installed without its VideoRoom plugin and HTTP transport';
  return undefined;
}

/**
 * Starts `janus` on free loopback ports with a configuration of its own in a temporary folder: only the HTTP
 * transport and the VideoRoom plugin (each folder holds just that one module), no event handlers or loggers, rooms
 * created only with the returned admin key. Resolves once its API answers.
 */
export async function startJanus(): Promise<JanusProcess> {
  const modules = janusModules();
  if (!modules) throw new Error(janusMissing());
  const folder = mkdtempSync(join(tmpdir(), 'lms-janus-'));
  for (const [kind, file] of [
    ['plugins', 'libjanus_videoroom.so'],
    ['transports', 'libjanus_http.so'],
  ] as const) {
    mkdirSync(join(folder, kind));
    symlinkSync(join(modules, kind, file), join(folder, kind, file));
  }
  mkdirSync(join(folder, 'none'));
  const port = await freePort();
  const rtpStart = 20000 + Math.floor(Math.random() * 20000);
  const adminKey = `admin-${Math.random().toString(36).slice(2)}`;
  writeFileSync(
    join(folder, 'janus.jcfg'),
    `general: {
  configs_folder = "${folder}"
  plugins_folder = "${folder}/plugins"
  transports_folder = "${folder}/transports"
  events_folder = "${folder}/none"
  loggers_folder = "${folder}/none"
  debug_level = 3
  session_timeout = 60
}
media: {
  rtp_port_range = "${rtpStart}-${rtpStart + 999}"
}
nat: {
  ice_ignore_list = "vmnet"
  ignore_mdns = true
}
events: {
  broadcast = false
}
`,
  );
  writeFileSync(
    join(folder, 'janus.transport.http.jcfg'),
    `general: {
  json = "plain"
  base_path = "/janus"
  http = true
  port = ${port}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_http = false
  admin_https = false
}
`,
  );
  writeFileSync(
    join(folder, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = "${adminKey}"
  lock_rtp_forward = true
}
`,
  );
  const child: ChildProcess = spawn(
    'janus',
    ['--configs-folder', folder, '--config', join(folder, 'janus.jcfg'), '--disable-colors'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/janus`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`janus exited with ${child.exitCode}:\n${output}`);
    }
    const answer = await fetch(`${url}/info`).catch(() => undefined);
    if (answer?.ok) return { url, adminKey, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`janus did not answer on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A VideoRoom answer or event's plugin data, as the tests read it. */
type RoomData = Record<string, unknown> & { videoroom?: string; error_code?: number };

/**
 * Someone in Janus's VideoRoom through its plain HTTP API, as a browser's janus.js would be (without media): a
 * session and a handle, a join with or without a token, and the events Janus sends the handle (long-polled).
 */
export async function janusParticipant(url: string) {
  const post = async (path: string, body: object) =>
    (await (
      await fetch(`${url}${path}`, {
        method: 'POST',
        body: JSON.stringify({ transaction: Math.random().toString(36).slice(2), ...body }),
      })
    ).json()) as { data?: { id: number }; plugindata?: { data: RoomData } };
  const session = (await post('', { janus: 'create' })).data!.id;
  const handle = (await post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data!.id;
  /** The handle's next plugin event. */
  const nextEvent = async (): Promise<RoomData> => {
    for (;;) {
      const events = (await (await fetch(`${url}/${session}?maxev=1`)).json()) as
        | { janus: string; plugindata?: { data: RoomData } }
        | { janus: string; plugindata?: { data: RoomData } }[];
      const event = [events].flat().find((one) => one.plugindata);
      if (event) return event.plugindata!.data;
    }
  };
  return {
    /** Joins the room as a publisher (not yet sending): Janus's `joined` event, or its refusal. */
    async join(room: number, display: string, token?: string): Promise<RoomData> {
      await post(`/${session}/${handle}`, {
        janus: 'message',
        body: { request: 'join', ptype: 'publisher', room, display, ...(token ? { token } : {}) },
      });
      return nextEvent();
    },
    nextEvent,
    /** A synchronous VideoRoom request (exists, listparticipants...) on this handle. */
    async request(body: object): Promise<RoomData> {
      return (await post(`/${session}/${handle}`, { janus: 'message', body })).plugindata!.data;
    },
    async close() {
      await post(`/${session}`, { janus: 'destroy' }).catch(() => undefined);
    },
  };
}
