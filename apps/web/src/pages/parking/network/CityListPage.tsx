import { cityResource } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage, withId, type ResourceRow } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { NETWORK_PATHS } from './paths';

/** 城市列表: the cities the partner serves, each with its parks. */
export default function CityListPage() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'parks',
        label: '车场',
        permission: cityResource.permissions.detail,
        onClick: (row) => void navigate(withId(NETWORK_PATHS.cityParks, row.id)),
      },
    ],
    [navigate],
  );
  return (
    <ResourceListPage
      resource={cityResource}
      addPath={NETWORK_PATHS.cityAdd}
      editPath={NETWORK_PATHS.cityEdit}
      rowActions={rowActions}
    />
  );
}
