import type { FastifyInstance } from 'fastify';
import { courseReadRoutes } from './courseReadRoutes';
import { courseWriteRoutes } from './courseWriteRoutes';

/** The courses area: course writes and picture, membership, the SPEC §7 course GETs. */
export async function courseRoutes(app: FastifyInstance) {
  await app.register(courseWriteRoutes);
  await app.register(courseReadRoutes);
}
