import { PlusOutlined } from '@ant-design/icons';
import { paymentAclResource, type RowOf } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, ResourceRowModal } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';

type AclRow = RowOf<typeof paymentAclResource>;
const OWN = {};

/**
 * 访问授权 with 新增 and 编辑 in a modal (the catalogue has no add or edit route for it); 停用/启用
 * and 删除 are the definition's own. Without `merchantId` the signed-in merchant's own grants
 * (交易中心); with it one merchant of a provider (支付商户详情), listed and created under it.
 */
export function AclList({ merchantId }: { merchantId?: number }) {
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const fixed = useMemo(() => (merchantId === undefined ? OWN : { merchant_id: merchantId }), [merchantId]);
  const rowActions = useMemo<RowAction<AclRow>[]>(
    () => [
      {
        key: 'edit-acl',
        label: '编辑',
        permission: 'payment:acl:update',
        onClick: (row) => setEditing({ id: row.id }),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={paymentAclResource}
        fixedParams={fixed}
        rowActions={rowActions}
        toolbar={
          <Permission codes={['payment:acl:create']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              新增授权
            </Button>
          </Permission>
        }
      />
      {editing && (
        <ResourceRowModal
          resource={paymentAclResource}
          fixed={fixed}
          editId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
