import { fillPath } from '@console/core';
import { useSearchParams } from 'react-router';

/** A positive whole number, or undefined for a missing or malformed id. */
export function parseRowId(raw: string | null): number | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** The `?id=` that detail and edit pages take (route catalogue). */
export function useRowId(): number | undefined {
  const [params] = useSearchParams();
  return parseRowId(params.get('id'));
}

/**
 * The path with `id` added to its query (a lot page's detail path already carries g_park_uuid); a
 * catalogue path that names the row in the path itself (`/okr/detail/:id`) gets it there instead.
 */
export function withId(path: string, id: number): string {
  if (/\/:id(?=\/|\?|$)/.test(path)) return fillPath(path, { id });
  return `${path}${path.includes('?') ? '&' : '?'}id=${id}`;
}
