import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../../core/contracts/access';
import { siteSettingsReply } from '../../../core/schemas/site';
import { ok } from '../../http/reply';

/** The configured values the web app needs before anyone signs in (the register page, the waiting page). */
export async function siteRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/site/settings',
    { config: { access: access.public }, schema: { tags: ['site'], response: { 200: siteSettingsReply } } },
    async () =>
      ok({ teacherRegistration: app.config.teacherRegistration, supportEmail: app.config.supportEmail }),
  );
}
