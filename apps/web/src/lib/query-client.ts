import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { isKeptPageReturn } from './kept-page-return';

/**
 * Only a lost connection or a timeout is worth one more try; an answer from the server (4xx, 5xx) would
 * come back the same, and the request helper has already shown it once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 1 && error instanceof ApiError && (error.code === 'network' || error.code === 'timeout')
  );
}

/** Data older than this is fetched again when a page mounts (but not when a kept page is shown again). */
export const STALE_AFTER_MS = 30_000;

/** The app's query defaults (exported for tests that build their own client). */
export const QUERY_DEFAULTS = {
  staleTime: STALE_AFTER_MS,
  retry: shouldRetry,
  refetchOnWindowFocus: false,
  // A kept page shown again keeps data that has merely aged; data a save invalidated is fetched anew.
  refetchOnMount: (query) => !isKeptPageReturn() || query.state.isInvalidated,
} satisfies DefaultOptions['queries'];

/** One client for the whole app. */
export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
