import { PlusOutlined } from '@ant-design/icons';
import type { AnyResource } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { ResourceListPage, type ActionOverrides, type ResourceRow } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { ResourceFormDrawer, type DrawerState } from '../lists/ResourceFormDrawer';

export interface CarListProps {
  resource: AnyResource;
  /** The declared action that opens the list's dialog (续费, 充值), and the dialog for a row. */
  dialogAction?: string;
  dialog?(row: ResourceRow | undefined, close: () => void): ReactNode;
}

/**
 * A car list of the merchant's lots (月卡, 储值卡, 白名单, 黑名单, 会员): the definition's list with
 * 新增 and 编辑 in a drawer (the catalogue has no add or edit pages for them) and the list's own
 * dialog action.
 */
export function CarList({ resource, dialogAction, dialog }: CarListProps) {
  const [drawer, setDrawer] = useState<DrawerState>();
  const [dialogRow, setDialogRow] = useState<ResourceRow>();
  const { create, update } = resource.permissions;

  const edit = useMemo<RowAction<ResourceRow>[]>(
    () =>
      update
        ? [
            {
              key: 'edit-drawer',
              label: '编辑',
              permission: update,
              onClick: (row) => setDrawer({ mode: 'edit', id: row.id }),
            },
          ]
        : [],
    [update],
  );
  const overrides = useMemo<ActionOverrides>(
    () => (dialogAction ? { [dialogAction]: { onClick: (row) => setDialogRow(row) } } : {}),
    [dialogAction],
  );

  return (
    <>
      <ResourceListPage
        resource={resource}
        rowActions={edit}
        actionOverrides={overrides}
        toolbar={
          create && (
            <Permission codes={[create]}>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setDrawer({ mode: 'create' })}
              >
                新增
              </Button>
            </Permission>
          )
        }
      />
      <ResourceFormDrawer resource={resource} state={drawer} onClose={() => setDrawer(undefined)} />
      {dialog?.(dialogRow, () => setDialogRow(undefined))}
    </>
  );
}
