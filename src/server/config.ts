import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type SignOnProviderConfig, signOnProvidersConfigSchema } from '../core/schemas/signOnConfig';
import type { S3StoreOptions } from './storage/s3';

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

/** A comma-separated list of origins (scheme, host and port only), such as `wss://live.example.org`. */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .refine(
          (entry) => URL.canParse(entry) && new URL(entry).origin === entry.replace(/\/$/, ''),
          'must list origins such as wss://live.example.org, separated by commas',
        )
        .refine((entry) => /^(wss?|https?):/.test(entry), 'must use ws, wss, http or https'),
    ),
  );

/** A STUN or TURN address as browsers take it in `RTCIceServer.urls`. */
const iceUrl = z
  .string()
  .regex(/^(stuns?|turns?):[^\s/]\S*$/, 'must be a stun:, stuns:, turn: or turns: address');
const isTurn = (url: string) => url.startsWith('turn');

/** RTCIceServer, as the browser's RTCPeerConnection takes it. */
const iceServer = z
  .strictObject(
    {
      urls: z.union([iceUrl, z.array(iceUrl).min(1, 'must list at least one address')], {
        error: 'must be a stun:, stuns:, turn: or turns: address, or a list of them',
      }),
      username: z.string().min(1, 'must not be empty').optional(),
      credential: z.string().min(1, 'must not be empty').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `has a field it does not know (${issue.keys.join(', ')}): an ICE server has urls, username and credential`
          : 'must be an object such as {"urls":"stun:stun.example.org:3478"}',
    },
  )
  .refine(
    (server) => ![server.urls].flat().some(isTurn) || (server.username && server.credential),
    'is a TURN server, which needs a username and a credential',
  );

/**
 * Zod's own messages, which name the accepted values, whether or not the app has installed its messages for people
 * filling in forms (issueMessages.ts): a refused setting reads the same before and after an app was built.
 */
const ENGLISH = { error: z.locales.en().localeError };

const EXAMPLE_ICE_SERVERS = '[{"urls":"stun:stun.example.org:3478"}]';
/** A JSON array of RTCIceServer. */
const iceServerList = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: `must be JSON, such as ${EXAMPLE_ICE_SERVERS}` });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(z.unknown(), { error: `must be a JSON array of ICE servers, such as ${EXAMPLE_ICE_SERVERS}` }),
  )
  // Each entry on its own, so that the one line of a refusal says which entry and field is wrong.
  .transform((entries, context) => {
    const servers: IceServer[] = [];
    for (const [index, entry] of entries.entries()) {
      const parsed = iceServer.safeParse(entry, ENGLISH);
      if (parsed.success) {
        servers.push(parsed.data);
        continue;
      }
      const { path, message } = parsed.error.issues[0]!;
      const field = path.length ? `${path.join('.')} ` : '';
      context.addIssue({ code: 'custom', message: `entry ${index + 1}: ${field}${message}` });
      return z.NEVER;
    }
    return servers;
  });

const EXAMPLE_SSO_PROVIDERS =
  '[{"id":"school","name":"My School","protocol":"oidc","issuer":"https://id.school.example","clientId":"lms"}]';
/** A JSON array of single sign-on providers (core/schemas/signOnConfig.ts); the first wrong field is named. */
const signOnProviderList = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: `must be JSON, such as ${EXAMPLE_SSO_PROVIDERS}` });
      return z.NEVER;
    }
  })
  .transform((value, context) => {
    const parsed = signOnProvidersConfigSchema.safeParse(value, ENGLISH);
    if (parsed.success) return parsed.data;
    const { path, message } = parsed.error.issues[0]!;
    const [index, ...field] = path;
    const where = typeof index === 'number' ? `entry ${index + 1}: ` : '';
    context.addIssue({
      code: 'custom',
      message: `${where}${field.length ? `${field.join('.')} ` : ''}${message}`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  // Only characters with no meaning in a Redis channel pattern (socket.io's adapter subscribes to `<prefix>#/#*`).
  REDIS_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9](?:[A-Za-z0-9._:-]{0,62}[A-Za-z0-9])?$/,
      'must be 1 to 64 letters, digits, dots, dashes, underscores or colons, starting and ending with a letter or digit (such as school-a)',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('LMS <no-reply@localhost>'),
  MAIL_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  CONTENT_ORIGIN: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// origin, such as https://content.school.example',
    })
    .refine(
      (v) => new URL(v).origin === v.replace(/\/$/, ''),
      'must be an origin only: scheme, host and port',
    )
    .optional(),
  CONNECT_ORIGINS: originList.optional(),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ICE_SERVERS: iceServerList.default([]),
  JANUS_URL: z
    .url({ protocol: /^https?$/, error: "must be the http:// or https:// address of Janus's HTTP API" })
    .optional(),
  JANUS_PUBLIC_URL: z
    .url({ protocol: /^(https?|wss?)$/, error: "must be an http(s):// or ws(s):// address of Janus's API" })
    .optional(),
  JANUS_ADMIN_KEY: z.string().min(1).optional(),
  SSO_PROVIDERS: signOnProviderList.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  SEED_DEMO: z.stringbool().default(true),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  TEACHER_REGISTRATION: z.stringbool().default(true),
  SOFFICE_PATH: z.string().min(1).optional(),
  OFFICE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  S3_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  S3_PREFIX: z
    .string()
    .refine((v) => !v.startsWith('/'), 'must not start with a slash')
    .optional(),
});

/** S3 storage is all or nothing: a half-set store would otherwise leave files on one machine's disk unnoticed. */
const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const s3Optional = ['S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;
const envWithStorage = envSchema.superRefine((e, context) => {
  const missing = e.S3_URL ? s3Required.find((name) => e[name] === undefined) : undefined;
  if (missing)
    context.addIssue({ code: 'custom', path: [missing], message: 'must be set when S3_URL is set' });
  const stray = e.S3_URL ? undefined : [...s3Required, ...s3Optional].find((name) => e[name] !== undefined);
  if (stray) context.addIssue({ code: 'custom', path: [stray], message: 'is set but S3_URL is not' });
  const janusStray = e.JANUS_URL
    ? undefined
    : (['JANUS_PUBLIC_URL', 'JANUS_ADMIN_KEY'] as const).find((name) => e[name] !== undefined);
  if (janusStray)
    context.addIssue({ code: 'custom', path: [janusStray], message: 'is set but JANUS_URL is not' });
  if (e.REDIS_PREFIX !== undefined && !e.REDIS_URL)
    context.addIssue({ code: 'custom', path: ['REDIS_PREFIX'], message: 'is set but REDIS_URL is not' });
});

/** Janus, whose VideoRoom plugin carries the classes' video when configured (lectures/sfu/). */
export interface JanusConfig {
  /** Janus's HTTP API as this server reaches it, such as http://127.0.0.1:8088/janus. */
  url: string;
  /** Janus's API as browsers reach it (HTTP or WebSocket); the same as `url` unless told. */
  publicUrl: string;
  /** The VideoRoom plugin's `admin_key`, needed to create rooms when Janus is configured with one. */
  adminKey?: string;
}

/** One STUN or TURN server, as `RTCIceServer`. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * What every Redis key and channel name of this installation starts with (`<prefix>:`), so that installations
   * sharing one Redis do not hear each other; absent: derived from the database (redis/installationPrefix.ts).
   */
  redisPrefix?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where mails are written when no SMTP relay is set. */
  mailDir: string;
  publicUrl: string;
  /**
   * The port of the content origin, where unpacked SCORM packages are served apart from the app (issue 39): by
   * default the app's port + 1 (0, an ephemeral port, when the app's is 0).
   */
  contentPort: number;
  /** The content origin as browsers reach it; absent: http://<the host name the app was reached by>:<contentPort>. */
  contentOrigin?: string;
  /** Origins besides the app's own that the web app may connect to (the CSP's connect-src). */
  connectOrigins: string[];
  tokenSecret: string;
  /** The STUN and TURN servers the browsers' peer connections use (RTCConfiguration.iceServers); [] by default. */
  iceServers: IceServer[];
  /** The school's single sign-on providers (SSO_PROVIDERS); [] shows no sign-on button. */
  signOnProviders: SignOnProviderConfig[];
  /** The SFU classes' video goes through; absent: a mesh between the browsers, signalled through /peerjs. */
  janus?: JanusConfig;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Seed the demo school on first start of an empty embedded database. */
  seedDemo: boolean;
  supportEmail: string;
  /** Whether /register offers teacher accounts (which then wait for an admin's approval); false: students only. */
  teacherRegistration: boolean;
  /** The S3-compatible store of the stored files; absent: the data folder's `files/`. */
  s3?: S3StoreOptions;
  /** LibreOffice's `soffice`, which shows office documents as PDF; absent: looked for on PATH. */
  sofficePath?: string;
  /** How long one office document may take to become a PDF before its conversion is stopped. */
  officeTimeoutMs: number;
  /** Where the built web app lives; absent in API-only tests. */
  webDir?: string;
}

export class ConfigError extends Error {}

/** Reads the environment into a typed config; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envWithStorage.safeParse(cleaned, ENGLISH);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  let tokenSecret: string | undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: resolve(e.MAIL_DIR ?? join(dataDir, 'mail')),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    contentPort: e.CONTENT_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1),
    contentOrigin: e.CONTENT_ORIGIN && new URL(e.CONTENT_ORIGIN).origin,
    connectOrigins: (e.CONNECT_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    // Read, or made, when first asked for: a command that signs nothing (backup, restore) leaves the data folder as
    // it found it.
    get tokenSecret() {
      tokenSecret ??= e.TOKEN_SECRET ?? readOrCreateSecret(dataDir);
      return tokenSecret;
    },
    iceServers: e.ICE_SERVERS,
    signOnProviders: e.SSO_PROVIDERS,
    janus: e.JANUS_URL
      ? {
          url: e.JANUS_URL.replace(/\/$/, ''),
          publicUrl: (e.JANUS_PUBLIC_URL ?? e.JANUS_URL).replace(/\/$/, ''),
          ...(e.JANUS_ADMIN_KEY ? { adminKey: e.JANUS_ADMIN_KEY } : {}),
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    supportEmail: e.SUPPORT_EMAIL,
    teacherRegistration: e.TEACHER_REGISTRATION,
    s3: e.S3_URL
      ? {
          endpoint: e.S3_URL,
          bucket: e.S3_BUCKET!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          region: e.S3_REGION ?? 'us-east-1',
          // MinIO, Ceph and most stores on an address of their own want the bucket in the path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    sofficePath: e.SOFFICE_PATH,
    officeTimeoutMs: e.OFFICE_TIMEOUT_SECONDS * 1000,
    webDir: resolve('dist/web'),
  };
}

/** A secret generated once into the data folder, so tokens survive restarts without configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
