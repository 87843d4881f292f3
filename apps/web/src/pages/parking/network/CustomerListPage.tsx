import { customerView, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { NETWORK_PATHS } from './paths';

/** 客户列表: the parking merchants below the partner; 详情 opens the customer's detail group by g_code. */
export default function CustomerListPage() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<RowOf<typeof customerView>>[]>(
    () => [
      {
        key: 'detail',
        label: '详情',
        permission: 'parking:customer:detail',
        onClick: (row) =>
          void navigate(
            `${NETWORK_PATHS.customerInfo}?${new URLSearchParams({
              g_code: row.merchant_no,
              merchant: row.name,
            })}`,
          ),
      },
    ],
    [navigate],
  );
  return <ResourceListPage resource={customerView} rowActions={rowActions} />;
}
