import type { FastifyInstance } from 'fastify';
import { siteCalls } from '../../../core/contracts/site';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';

/** The configured values the web app needs before anyone signs in (the register page, the waiting page). */
export async function siteRoutes(app: FastifyInstance) {
  serve(app, siteCalls.settings, async ({ ctx }) =>
    ok({ teacherRegistration: ctx.config.teacherRegistration, supportEmail: ctx.config.supportEmail }),
  );
}
