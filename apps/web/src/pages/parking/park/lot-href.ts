import type { parkResource, RowOf } from '@console/core';

/** A lot page's URL: the group query g_park_uuid names the park, park_name titles it. */
export function lotHref(
  path: string,
  park: Pick<RowOf<typeof parkResource>, 'g_park_uuid' | 'name'>,
): string {
  const query = new URLSearchParams({ g_park_uuid: park.g_park_uuid, park_name: park.name });
  return `${path}?${query.toString()}`;
}
