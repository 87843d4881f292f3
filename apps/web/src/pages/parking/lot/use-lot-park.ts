import { parkResource } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchList, resourceKeys, type ResourceRow } from '../../../resources';

const UUID_MAX_LENGTH = parkResource.fields.g_park_uuid.maxLength;

/**
 * The park a lot page (or the merchant console's URL) names by its public uuid, or null when the
 * caller sees no such park: park/list is scoped on the server. The one query every lot page shares,
 * under the park key, so editing the park (basic settings) refreshes it too.
 */
export function useParkByUuid(uuid: string) {
  return useQuery({
    queryKey: [...resourceKeys.all(parkResource.key), 'by-uuid', uuid],
    queryFn: async ({ signal }): Promise<ResourceRow | null> => {
      // A uuid longer than any park's names none; the server would refuse it as bad input and the
      // page would offer a 重试 that can never succeed, instead of saying the lot does not exist.
      if (uuid.length > UUID_MAX_LENGTH) return null;
      const page = await fetchList(
        parkResource.key,
        { page_index: 1, page_size: 20, g_park_uuid: uuid },
        signal,
      );
      return page.row.find((row) => row.g_park_uuid === uuid) ?? null;
    },
    enabled: uuid !== '',
    retry: false,
  });
}

/** The park of a lot page: the group's `g_park_uuid` resolved to its row (id, name, ...). */
export function useLotPark() {
  const [params] = useSearchParams();
  const uuid = params.get('g_park_uuid')?.trim() ?? '';
  return { uuid, parkName: params.get('park_name') ?? '', ...useParkByUuid(uuid) };
}

/** The group query a lot page carries to its own detail pages, so 返回 lands on the same lot. */
export function useLotQuery(): string {
  const [params] = useSearchParams();
  const carried = new URLSearchParams();
  for (const key of ['g_park_uuid', 'park_name']) {
    const value = params.get(key);
    if (value) carried.set(key, value);
  }
  return carried.toString();
}

export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
