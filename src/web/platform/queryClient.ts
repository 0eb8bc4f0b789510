import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/envelope';

/** Client errors (4xx) will not change on a retry; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.code >= 400 && error.code < 500) return false;
  return failureCount < 1;
}

/** A read this young is shown again without asking: a page opened within it may show what was read before. */
export const READS_FRESH_MS = 30_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: READS_FRESH_MS, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
