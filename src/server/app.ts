import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../core/constants';
import { installIssueMessages } from '../core/schemas/issueMessages';
import { installRichTextSanitizer } from '../core/schemas/richText';
import type { Config } from './config';
import { type Clock, systemClock } from './context/clock';
import { installServiceContext } from './context/serviceContext';
import { type Database, type Db, openDatabase, pgliteDirOf } from './db/client';
import { installAuthentication } from './http/auth';
import { contentSecurityPolicy } from './http/contentSecurityPolicy';
import { frameworkErrors, installErrorHandler } from './http/errorHandler';
import { installPolicy, publicPlugin } from './http/policy';
import { installRateLimits } from './http/rateLimits';
import { installSpa } from './http/spa';
import { validatorCompiler } from './http/validation';
import { createMailer, type Mailer } from './mail/mailer';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { assessmentAuthoringRoutes } from './modules/assessments/authoringRoutes';
import { assessmentSittingRoutes } from './modules/assessments/sittingRoutes';
import { calendarRoutes } from './modules/calendar/routes';
import { chatRoutes } from './modules/chat/routes';
import { courseRoutes } from './modules/courses/routes';
import { courseworkRoutes } from './modules/coursework/routes';
import { discussionRoutes } from './modules/discussions/routes';
import { fileRoutes } from './modules/files/routes';
import type { UploadOptions } from './modules/files/upload';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { peersInClass } from './modules/lectures/presence';
import { lectureRoutes } from './modules/lectures/routes';
import { libraryRoutes } from './modules/library/routes';
import { liveChatRoutes } from './modules/livechat/routes';
import { manualRoutes } from './modules/manuals/routes';
import { meetingRoutes } from './modules/meetings/routes';
import { noteRoutes } from './modules/notes/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { referenceRoutes } from './modules/reference/routes';
import { siteRoutes } from './modules/site/routes';
import { userRoutes } from './modules/users/routes';
import { installPeerSignalling } from './realtime/peerSignalling';
import { installRealtime } from './realtime/server';
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
    return503OnClosing: true,
    frameworkErrors,
  });
  installIssueMessages();
  installRichTextSanitizer(sanitizeRichText);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
  app.decorate('storage', openStorage(config));
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
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
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

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(chatRoutes);
  await app.register(liveChatRoutes);
  await app.register(lectureRoutes);
  await app.register(meetingRoutes);
  await app.register(courseRoutes);
  await app.register(fileRoutes, uploads);
  await app.register(noteRoutes);
  await app.register(courseworkRoutes);
  await app.register(discussionRoutes);
  await app.register(assessmentAuthoringRoutes);
  await app.register(assessmentSittingRoutes);
  await app.register(libraryRoutes);
  await app.register(manualRoutes);
  await app.register(helpRoutes);
  await app.register(calendarRoutes);
  await app.register(notificationRoutes);
  await app.register(referenceRoutes);
  await app.register(adminRoutes);
  await installSpa(app, config.webDir);
  return app;
}
