import { useMemo, useState } from 'react';
import { ResourceListPage, type ResourceRow } from '../../resources';
import type { RowAction } from '../../widgets/data-table';
import { OperationLogDrawer } from './OperationLogDrawer';
import { operationLogView } from './operation-log-view';

/** 操作日志: read-only; 详情 opens the entry beside the list instead of another page. */
export default function OperationLogPage() {
  const [openId, setOpenId] = useState<number>();
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'detail',
        label: '详情',
        permission: operationLogView.permissions.detail,
        onClick: (row) => setOpenId(row.id),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage resource={operationLogView} rowActions={rowActions} />
      <OperationLogDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
