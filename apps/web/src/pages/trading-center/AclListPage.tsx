import { PlusOutlined } from '@ant-design/icons';
import { paymentAclResource, type RowOf } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, ResourceRowModal } from '../../resources';
import type { RowAction } from '../../widgets/data-table';
import { Permission } from '../../widgets/permission';

type AclRow = RowOf<typeof paymentAclResource>;

/**
 * /trading-center/acl/list: the merchant's 访问授权, with 新增 and 编辑 in a modal (the catalogue has
 * no add or edit route for it); 停用/启用 and 删除 are the definition's own.
 */
export default function AclListPage() {
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
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
          editId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
