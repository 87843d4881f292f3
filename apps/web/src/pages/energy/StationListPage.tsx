import { stationResource, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../resources';
import type { RowAction } from '../../widgets/data-table';

export const STATION_PATHS = {
  list: '/energy/station/list',
  create: '/energy/station/list/create',
  basic: '/energy/station/detail/config/basic',
} as const;

/** 充电站列表: 详情 opens the station's detail group by `station_id`; 停用/启用 from the definition. */
export default function StationListPage() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<RowOf<typeof stationResource>>[]>(
    () => [
      {
        key: 'detail',
        label: '详情',
        permission: 'energy:station:detail',
        onClick: (row) => void navigate(`${STATION_PATHS.basic}?station_id=${row.id}`),
      },
    ],
    [navigate],
  );
  return (
    <ResourceListPage resource={stationResource} rowActions={rowActions} addPath={STATION_PATHS.create} />
  );
}
