import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../core/constants';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { installAuthentication } from './http/auth';
import { installErrorHandler } from './http/errorHandler';
import { installPolicy, publicPlugin } from './http/policy';
import { installSpa } from './http/spa';
import { createMailer, type Mailer } from './mail/mailer';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { chatRoutes } from './modules/chat/routes';
import { courseRoutes } from './modules/courses/routes';
import { healthRoutes } from './modules/health/routes';
import { liveChatRoutes } from './modules/livechat/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { referenceRoutes } from './modules/reference/routes';
import { siteRoutes } from './modules/site/routes';
import { userRoutes } from './modules/users/routes';
import { installRealtime } from './realtime/server';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database; when absent one is opened from the config. */
  database?: Database;
}

/** Content-Security-Policy the web app runs under: no inline script, styles inline for Mantine. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/db` }));
  app.decorate('config', config);
  app.decorate('database', db);
  db.onConnectionError = (error) => app.log.warn({ err: error }, 'an idle database connection was lost');
  app.decorate('db', db.db);
  app.decorate('mailer', createMailer(db.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }));
  app.addHook('onClose', async () => {
    await db.close();
  });

  installErrorHandler(app);
  installRealtime(app);
  installPolicy(app);
  installAuthentication(app);
  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'LMS API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(
    publicPlugin(async (child) => {
      await child.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }),
  );

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(chatRoutes);
  await app.register(liveChatRoutes);
  await app.register(courseRoutes);
  await app.register(calendarRoutes);
  await app.register(notificationRoutes);
  await app.register(referenceRoutes);
  await app.register(adminRoutes);
  await installSpa(app, config.webDir);
  return app;
}
