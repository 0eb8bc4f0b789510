import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Realtime } from '../realtime/server';
import type { BlobStore } from '../storage/blobStore';
import type { Clock } from './clock';

/**
 * What a service works with, instead of the whole Fastify app: the database, the realtime events its committed
 * changes cause, the time, a logger, the configuration and the file storage. Services queue events with
 * `tx.afterCommit` inside `inTransaction(ctx, ...)` (transaction.ts); `events` is what sends them once the change
 * has committed.
 */
export interface ServiceContext {
  db: Db;
  events: Pick<Realtime, 'send' | 'usersIn'>;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
  storage: BlobStore;
}

/** The context route handlers hand out: the service context plus the few parts some areas need (the mailer). */
export interface AppContext extends ServiceContext {
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service context of the app, logging through the app's logger (startup work, tests). */
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The service context of this request, logging through the request's logger. */
    ctx: AppContext;
  }
}

/** Decorates the app and every request with their service context, built once from the app's parts. */
export function installServiceContext(app: FastifyInstance, clock: Clock) {
  const ctx: AppContext = {
    db: app.db,
    events: app.realtime,
    clock,
    log: app.log,
    config: app.config,
    storage: app.storage,
    mailer: app.mailer,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('ctx', {
    getter() {
      return { ...ctx, log: this.log };
    },
  });
}
