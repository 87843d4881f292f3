import type { AnyResource, RowOf } from '@console/core';
import { useMemo } from 'react';
import {
  ResourceListPage,
  useGroupRowLinks,
  type ActionOverrides,
  type GroupRowLink,
} from '../../../resources';

const NO_LINKS: readonly GroupRowLink[] = [];

/**
 * A definition's list fixed to one lot of the group (`park_id`: its park field, or its lotLink),
 * with 详情 inside the group where the group has that page, so 返回 lands on the same lot.
 */
export function LotResourceList<R extends AnyResource>({
  resource,
  parkId,
  links = NO_LINKS,
  actionOverrides,
}: {
  resource: R;
  parkId: number;
  links?: readonly GroupRowLink[];
  /** Narrows the definition's row actions (see ActionOverrides). */
  actionOverrides?: ActionOverrides<RowOf<R>>;
}) {
  const fixedParams = useMemo(() => ({ park_id: parkId }), [parkId]);
  return (
    <ResourceListPage
      resource={resource}
      fixedParams={fixedParams}
      rowActions={useGroupRowLinks(links)}
      actionOverrides={actionOverrides}
    />
  );
}
