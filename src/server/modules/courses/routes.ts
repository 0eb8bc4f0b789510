import type { FastifyInstance } from 'fastify';
import { courseReadRoutes } from './courseReadRoutes';
import { courseWriteRoutes } from './courseWriteRoutes';
import type { ItemWorkReader } from './itemWork';

/**
 * The courses area: course writes and picture, membership, the SPEC §7 course GETs; `readWork` reads the work on
 * listed items (issue 37) from the areas above.
 */
export async function courseRoutes(app: FastifyInstance, options: { readWork: ItemWorkReader }) {
  await app.register(courseWriteRoutes);
  await app.register(courseReadRoutes, options);
}
