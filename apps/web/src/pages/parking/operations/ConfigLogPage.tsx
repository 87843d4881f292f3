import { configLogView, type RowOf } from '@console/core';
import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { LotGate as LotParkGate, ResourceListPage, type Lot as LotPark } from '../../../resources';
import { AuditChangeTable } from '../../../widgets/audit-change-table';
import type { RowAction } from '../../../widgets/data-table';

type ConfigLogRow = RowOf<typeof configLogView>;

function ConfigLog({ park }: { park: LotPark }) {
  const [open, setOpen] = useState<ConfigLogRow>();
  const fixedParams = useMemo(() => ({ park_id: park.id }), [park.id]);
  const rowActions = useMemo<RowAction<ConfigLogRow>[]>(
    () => [{ key: 'changes', label: '变更详情', onClick: (row) => setOpen(row) }],
    [],
  );
  return (
    <>
      <ResourceListPage resource={configLogView} fixedParams={fixedParams} rowActions={rowActions} />
      <Drawer open={open !== undefined} onClose={() => setOpen(undefined)} width={880} title="配置变更详情">
        {open && (
          <AuditChangeTable subject={open.resource} before={open.before_json} after={open.after_json} />
        )}
      </Drawer>
    </>
  );
}

/** /parking/manage/config/log: every change of this lot's configuration, newest first (a view). */
export default function ConfigLogPage() {
  return <LotParkGate>{(park) => <ConfigLog park={park} />}</LotParkGate>;
}
