import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Only a lost connection or a timeout is worth one more try; an answer from the server (4xx, 5xx) would
 * come back the same, and the request helper has already shown it once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 1 && error instanceof ApiError && (error.code === 'network' || error.code === 'timeout')
  );
}

/** One client for the whole app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
