import { PlusOutlined } from '@ant-design/icons';
import type { AnyResource, RowOf } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, type ActionOverrides } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { ResourceFormDrawer, type DrawerState } from '../../shared/lot/lists/ResourceFormDrawer';

export interface CarListProps<R extends AnyResource> {
  resource: R;
  /** What the list adds to its declared actions' dialogs (续费's price preview). */
  actionOverrides?: ActionOverrides<RowOf<R>>;
}

/**
 * A car list of the merchant's lots (月卡, 储值卡, 白名单, 黑名单, 会员): the definition's list with
 * 新增 and 编辑 in a drawer (the catalogue has no add or edit pages for them); 续费 and 充值 are
 * the definition's action dialogs.
 */
export function CarList<R extends AnyResource>({ resource, actionOverrides }: CarListProps<R>) {
  const [drawer, setDrawer] = useState<DrawerState>();
  const { create, update } = resource.permissions;

  const edit = useMemo<RowAction<RowOf<R>>[]>(
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

  return (
    <>
      <ResourceListPage
        resource={resource}
        rowActions={edit}
        actionOverrides={actionOverrides}
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
    </>
  );
}
