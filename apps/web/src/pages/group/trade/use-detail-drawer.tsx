import { permittedCodes, type AnyResource } from '@console/core';
import { useMemo, useState } from 'react';
import type { RowAction } from '../../../widgets/data-table';
import type { ResourceRow } from '../../../resources';
import { RowDetailDrawer } from './RowDetailDrawer';

/** A 详情 row action (behind the resource's detail codes, the group's included) and its drawer. */
export function useDetailDrawer(resource: AnyResource) {
  const [id, setId] = useState<number>();
  const actions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'detail',
        label: '详情',
        permission: permittedCodes(resource, 'detail'),
        onClick: (row) => setId(row.id),
      },
    ],
    [resource],
  );
  const drawer = <RowDetailDrawer resource={resource} id={id} onClose={() => setId(undefined)} />;
  return { actions, drawer };
}
