import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { BlobStore } from '../storage/blobStore';
import type { Clock } from './clock';
import type { LiveEventSink } from './liveEvents';
import type { MembershipEnds } from './memberships';

/**
 * What a service works with, instead of the whole Fastify app: the database, the realtime events its committed
 * changes cause, the time, a logger, the configuration, the file storage, and where an ended membership is
 * reported (memberships.ts). Services queue events with `tx.afterCommit` inside `inTransaction(ctx, ...)`
 * (transaction.ts); `events` is what sends them once the change has committed.
 */
export interface ServiceContext {
  db: Db;
  events: LiveEventSink;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
  storage: BlobStore;
  memberships: MembershipEnds;
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
