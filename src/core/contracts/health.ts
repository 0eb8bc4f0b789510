import { access } from './access';
import { contract } from './contract';

/** Readiness and liveness for load balancers and orchestrators, outside the API's envelope rules (docs/operations.md). */
export const healthCalls = {
  /** Readiness: 200 while this instance can serve everyone; 503 when its database or its Redis is away. */
  check: contract({
    method: 'GET',
    path: '/healthz',
    reply: null,
    access: access.public,
    tags: [],
  }),
  /** Liveness: 200 while the process answers at all, whatever its database and Redis do. */
  live: contract({
    method: 'GET',
    path: '/livez',
    reply: null,
    access: access.public,
    tags: [],
  }),
};
