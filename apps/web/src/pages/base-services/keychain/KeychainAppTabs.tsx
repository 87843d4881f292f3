import { PlusOutlined } from '@ant-design/icons';
import {
  openapiAppModuleResource,
  openapiCallbackResource,
  openapiDeliveryResource,
  type RowOf,
} from '@console/core';
import { Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { MissingRow, ResourceListPage, useBackToList, useRowId } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { ResourceFormDrawer, type DrawerState } from '../../shared/lot/lists/ResourceFormDrawer';
import { KEYCHAIN_PATHS } from './paths';

/** The app of the tab (`?id=`), or the way back to 应用管理. */
function useAppId(): number | undefined {
  return useRowId();
}

/** 模块列表: the open-API modules of the app; 启用 grants one, 停用 withdraws it. */
export function KeychainAppModulePage() {
  const appId = useAppId();
  const back = useBackToList(KEYCHAIN_PATHS.list);
  const params = useMemo(() => ({ app_id: appId ?? 0 }), [appId]);
  if (appId === undefined) return <MissingRow onBack={back} />;
  return <ResourceListPage resource={openapiAppModuleResource} fixedParams={params} />;
}

/** 回调地址: one URL per event of the app, edited in a drawer, and the log of every delivery under it. */
export function KeychainAppCallbackPage() {
  const appId = useAppId();
  const back = useBackToList(KEYCHAIN_PATHS.list);
  const [drawer, setDrawer] = useState<DrawerState>();
  const params = useMemo(() => ({ app_id: appId ?? 0 }), [appId]);
  const rowActions = useMemo<RowAction<RowOf<typeof openapiCallbackResource>>[]>(
    () => [
      {
        key: 'edit-in-drawer',
        label: '编辑',
        permission: 'openapi:partner:callback:update',
        onClick: (row) => setDrawer({ mode: 'edit', id: row.id }),
      },
    ],
    [],
  );
  if (appId === undefined) return <MissingRow onBack={back} />;
  return (
    <Flex vertical gap="middle">
      <ResourceListPage
        resource={openapiCallbackResource}
        fixedParams={params}
        rowActions={rowActions}
        toolbar={
          <Permission codes={['openapi:partner:callback:create']}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDrawer({ mode: 'create' })}
            >
              新增回调地址
            </Button>
          </Permission>
        }
      />
      <ResourceFormDrawer
        resource={openapiCallbackResource}
        state={drawer}
        onClose={() => setDrawer(undefined)}
        fixedValues={params}
      />
      <ResourceListPage resource={openapiDeliveryResource} fixedParams={params} />
    </Flex>
  );
}
