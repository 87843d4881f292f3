import { useSearchParams } from 'react-router';

/** The lot's query (g_park_uuid, park_name) carried to the pages it opens, so they stay on this lot. */
export function useLotQuery(): string {
  const [params] = useSearchParams();
  const carried = new URLSearchParams();
  for (const key of ['g_park_uuid', 'park_name']) {
    const value = params.get(key);
    if (value) carried.set(key, value);
  }
  return carried.toString();
}
