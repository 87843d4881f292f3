import { configLogView } from '@console/core';
import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import {
  LotGate as LotParkGate,
  ResourceListPage,
  type Lot as LotPark,
  type ResourceRow,
} from '../../../resources';
import { AuditChangeTable } from '../../../widgets/audit-change-table';
import type { RowAction } from '../../../widgets/data-table';

function ConfigLog({ park }: { park: LotPark }) {
  const [open, setOpen] = useState<ResourceRow>();
  const fixedParams = useMemo(() => ({ park_id: park.id }), [park.id]);
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [{ key: 'changes', label: '变更详情', onClick: (row) => setOpen(row) }],
    [],
  );
  return (
    <>
      <ResourceListPage resource={configLogView} fixedParams={fixedParams} rowActions={rowActions} />
      <Drawer open={open !== undefined} onClose={() => setOpen(undefined)} width={880} title="配置变更详情">
        {open && (
          <AuditChangeTable
            subject={String(open.resource)}
            before={(open.before_json as string | null) ?? null}
            after={(open.after_json as string | null) ?? null}
          />
        )}
      </Drawer>
    </>
  );
}

/** /parking/manage/config/log: every change of this lot's configuration, newest first (a view). */
export default function ConfigLogPage() {
  return <LotParkGate>{(park) => <ConfigLog park={park} />}</LotParkGate>;
}
