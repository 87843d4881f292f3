import { PlusOutlined } from '@ant-design/icons';
import { chargeRuleResource } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, type ActionOverrides, type ResourceRow } from '../../../../resources';
import type { RowAction } from '../../../../widgets/data-table';
import { Permission } from '../../../../widgets/permission';
import { ResourceFormDrawer, type DrawerState } from './ResourceFormDrawer';
import { parkFilter, type ParkingListProps } from './types';

const { create, update } = chargeRuleResource.permissions;
const OVERRIDES: ActionOverrides = {
  enable: { confirm: '启用后，该车场同类车辆原有的规则将停用，确定启用吗？' },
};

/**
 * 收费规则 of a lot (or of all the caller's lots), added and edited in a drawer; 启用 switches the
 * park's rule for that car type, so the one enabled before stops.
 */
export function ChargeRuleList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  const [drawer, setDrawer] = useState<DrawerState>();
  const edit = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'edit-drawer',
        label: '编辑',
        permission: update,
        onClick: (row) => setDrawer({ mode: 'edit', id: row.id }),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={chargeRuleResource}
        fixedParams={fixed}
        detailPath={detailPath}
        rowActions={edit}
        actionOverrides={OVERRIDES}
        toolbar={
          create && (
            <Permission codes={[create]}>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setDrawer({ mode: 'create' })}
              >
                新增规则
              </Button>
            </Permission>
          )
        }
      />
      <ResourceFormDrawer
        resource={chargeRuleResource}
        state={drawer}
        onClose={() => setDrawer(undefined)}
        fixedValues={fixed}
      />
    </>
  );
}
