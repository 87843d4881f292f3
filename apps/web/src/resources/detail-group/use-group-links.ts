import { carryGroupQuery, groupHref, groupOf } from '@console/core';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export interface GroupLinks {
  /** The detail group's query values on this page (`g_park_uuid`, `park_name`, ...). */
  readonly carried: Readonly<Record<string, string>>;
  /** `path` with the link's own values (`{ id: row.id }`), then the carried ones. */
  href(path: string, own?: Readonly<Record<string, string | number | null | undefined>>): string;
}

/**
 * Links that stay in the detail group of the current page: every tab, add, detail and back link of
 * a group page is built here, so the object the group is about never drops out of the URL. Which
 * keys travel is the group's own list (core DETAIL_GROUPS); a page outside a group carries nothing,
 * so a list reused there links plainly.
 */
export function useGroupLinks(): GroupLinks {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return useMemo(() => {
    const keys = groupOf(pathname)?.group.queryKeys ?? [];
    const carried = carryGroupQuery(Object.fromEntries(params), keys);
    return { carried, href: (path, own) => groupHref(path, carried, own) };
  }, [pathname, params]);
}
