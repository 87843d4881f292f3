import { parkResource, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage, type ActionOverrides } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { lotHref } from './lot-href';

const OVERRIDES: ActionOverrides = {
  disable: { confirm: '停用后该车场将拒绝车辆入场，且不再出现在车场选择中，确定停用吗？', danger: true },
  enable: { confirm: '确定启用该车场吗？' },
};

/** /parking/apply/list: the caller's parks; 管理 opens the lot's detail group at 基础信息. */
export default function ParkListPage() {
  const navigate = useNavigate();
  const manage = useMemo<RowAction<RowOf<typeof parkResource>>[]>(
    () => [
      {
        key: 'manage',
        label: '管理',
        permission: parkResource.permissions.detail,
        onClick: (row) => void navigate(lotHref('/parking/manage/config/basic', row)),
      },
    ],
    [navigate],
  );
  return (
    <ResourceListPage
      resource={parkResource}
      addPath="/parking/parking/apply/create"
      rowActions={manage}
      actionOverrides={OVERRIDES}
    />
  );
}
