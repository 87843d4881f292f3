import { QueryClient } from '@tanstack/react-query';

/** One client for the whole app; the request helper already shows errors, so queries do not retry 4xx. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
