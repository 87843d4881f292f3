import { parkResource } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchList, resourceKeys, type ResourceRow } from '../../../resources';

/** The park of a lot page: the group's `g_park_uuid` resolved to its row (id, name, ...) by park/list. */
export function useLotPark() {
  const [params] = useSearchParams();
  const uuid = params.get('g_park_uuid')?.trim() ?? '';
  const query = useQuery({
    // Under the park key, so editing the park (basic settings) refreshes this too.
    queryKey: [...resourceKeys.all(parkResource.key), 'by-uuid', uuid],
    queryFn: async ({ signal }): Promise<ResourceRow | null> => {
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
  return { uuid, parkName: params.get('park_name') ?? '', ...query };
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
