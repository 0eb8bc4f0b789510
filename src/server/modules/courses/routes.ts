import type { FastifyInstance } from 'fastify';
import { courseReadRoutes } from './courseReadRoutes';
import { courseWriteRoutes } from './courseWriteRoutes';
import { itemRoutes } from './itemRoutes';

/** The courses area: course writes and picture, membership, the SPEC §7 course GETs, item writes and reads. */
export async function courseRoutes(app: FastifyInstance) {
  await app.register(courseWriteRoutes);
  await app.register(courseReadRoutes);
  await app.register(itemRoutes);
}
