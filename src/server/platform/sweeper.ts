import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from './context';

/**
 * Runs `sweep` every `everyMs` while the app runs, one sweep at a time; closing the app stops it and waits for a
 * sweep under way. A failed sweep is logged as `failing` and the next one tries again.
 */
export function startSweeper(
  app: FastifyInstance,
  everyMs: number,
  sweep: (ctx: ServiceContext) => Promise<unknown>,
  failing: string,
) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep(app.ctx)
      .catch((error: unknown) => app.log.error({ err: error }, failing))
      .finally(() => {
        running = undefined;
      });
  }, everyMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
