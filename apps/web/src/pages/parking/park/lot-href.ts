/** A lot page's URL: the group query g_park_uuid names the park, park_name titles it. */
export function lotHref(path: string, park: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams({
    g_park_uuid: String(park.g_park_uuid ?? ''),
    park_name: String(park.name ?? ''),
  });
  return `${path}?${query.toString()}`;
}
