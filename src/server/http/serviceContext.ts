import type { FastifyInstance } from 'fastify';
import { membershipEnds } from '../compose/membershipEnds';
import type { Clock } from '../platform/clock';
import type { AppContext } from '../platform/context';

/** Decorates the app and every request with their service context, built once from the app's parts. */
export function installServiceContext(app: FastifyInstance, clock: Clock) {
  const parts = {
    db: app.db,
    events: app.realtime,
    clock,
    log: app.log,
    config: app.config,
    storage: app.storage,
  };
  const ctx: AppContext = { ...parts, memberships: membershipEnds(parts), mailer: app.mailer };
  app.decorate('ctx', ctx);
  app.decorateRequest('ctx', {
    getter() {
      return { ...ctx, log: this.log };
    },
  });
}
