import type { PermissionCode } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../widgets/data-table';
import type { ResourceRow } from '../types';
import { useGroupLinks } from './use-group-links';

/** A row action that opens a page of the same detail group for that row (详情, 编辑 in this lot). */
export interface GroupRowLink {
  key: string;
  label: string;
  permission: PermissionCode;
  path: string;
  /** The query key the row's id goes in; `id` unless the page says otherwise (`event_id`). */
  idParam?: string;
}

/**
 * The row actions of a list inside a detail group that open the row's own pages: the link carries
 * the group's query, so 返回 from there lands on the same object. Pass a constant list.
 */
export function useGroupRowLinks(links: readonly GroupRowLink[]): RowAction<ResourceRow>[] {
  const navigate = useNavigate();
  const { href } = useGroupLinks();
  return useMemo(
    () =>
      links.map(({ key, label, permission, path, idParam = 'id' }) => ({
        key,
        label,
        permission,
        onClick: (row: ResourceRow) => void navigate(href(path, { [idParam]: row.id })),
      })),
    [links, navigate, href],
  );
}
