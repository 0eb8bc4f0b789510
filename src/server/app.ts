import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, PATH_PARAM_MAX_CHARS } from '../core/constants';
import { installIssueMessages } from '../core/schemas/issueMessages';
import { installRichTextSanitizer } from '../core/schemas/richText';
import { registerAreaRoutes } from './compose/routes';
import type { Config } from './config';
import { type Database, type Db, openDatabase, pgliteDirOf } from './db/client';
import { installAuthentication } from './http/auth';
import { frameworkErrors, installErrorHandler } from './http/errorHandler';
import { installPolicy, publicPlugin } from './http/policy';
import { installRateLimits } from './http/rateLimits';
import { installSecurityHeaders } from './http/securityHeaders';
import { installServiceContext } from './http/serviceContext';
import { installSpa } from './http/spa';
import { validatorCompiler } from './http/validation';
import { createMailer, type Mailer } from './mail/mailer';
import type { UploadOptions } from './modules/files/upload';
import { peersInClass } from './modules/lectures/peersInClass';
import { type Clock, systemClock } from './platform/clock';
import { installPeerSignalling } from './realtime/peerSignalling';
import { installRealtime } from './realtime/server';
import { RedisConnections } from './redis/connections';
import { installationRedisPrefix } from './redis/installationPrefix';
import type { BlobStore } from './storage/blobStore';
import { openStorage } from './storage/openStorage';
import { sanitizeRichText } from './text/richText';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: BlobStore;
    /** The instances' shared Redis, when REDIS_URL is set (redis/connections.ts). */
    redis: RedisConnections | undefined;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database; when absent one is opened from the config. */
  database?: Database;
  /** Where services read the time; tests fix it. */
  clock?: Clock;
  /** Lower upload size limits, for tests (modules/files/upload.ts). */
  uploads?: UploadOptions;
}

/**
 * Every route schema is zod's. Given as the schema controller's factories (rather than set on the app after),
 * fastify never loads its default compilers, ajv and fast-json-stringify: 70-90 ms of a start. Its types expect ajv's.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export async function buildApp({
  config,
  database,
  clock = systemClock,
  uploads = {},
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: PATH_PARAM_MAX_CHARS },
    return503OnClosing: true,
    frameworkErrors,
    schemaController: { compilersFactory: zodCompilers },
  });
  installIssueMessages();
  installRichTextSanitizer(sanitizeRichText);

  const db =
    database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) }));
  app.decorate('config', config);
  app.decorate('database', db);
  db.onConnectionError = (error) => app.log.warn({ err: error }, 'an idle database connection was lost');
  app.decorate('db', db.db);
  app.decorate(
    'mailer',
    createMailer(db.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir }),
  );
  app.decorate('storage', await openStorage(config));
  app.decorate(
    'redis',
    config.redisUrl
      ? await RedisConnections.to(
          config.redisUrl,
          config.redisPrefix ?? (await installationRedisPrefix(db, app.log)),
          app.log,
        )
      : undefined,
  );
  app.addHook('onClose', async () => {
    await db.close();
  });

  installErrorHandler(app);
  installRealtime(app);
  installServiceContext(app, clock);
  installPolicy(app);
  installAuthentication(app);
  // After the policy: its routes are listed with their rule like every other.
  installPeerSignalling(app, (peerIds) => peersInClass(app.db, peerIds));
  installSecurityHeaders(app, config);
  // Replies of 1 KB and more go out compressed to clients that accept it; Brotli at a quality cheap enough for
  // replies made per request (the built assets carry their own, strongest, variants).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await installRateLimits(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'LMS API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(
    publicPlugin(async (child) => {
      // No policy of its own: the docs run under the app's (docs/decisions.md).
      await child.register(swaggerUi, { routePrefix: '/api/docs' });
    }),
  );

  await registerAreaRoutes(app, uploads);
  await installSpa(app, config.webDir);
  return app;
}
