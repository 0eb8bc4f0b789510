import { access } from './access';
import { contract } from './contract';

/** Liveness and readiness for load balancers, outside the API's envelope rules (docs/operations.md). */
export const healthCalls = {
  check: contract({
    method: 'GET',
    path: '/healthz',
    reply: null,
    access: access.public,
    tags: [],
  }),
};
