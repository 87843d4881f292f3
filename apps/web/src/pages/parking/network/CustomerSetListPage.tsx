import { PlusOutlined } from '@ant-design/icons';
import { customerSetResource } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, ResourceRowModal, type ResourceRow } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { CustomerGate } from './CustomerGate';
import type { CustomerDetail } from './use-customer';

const DAY = 86_400;

/** A new package starts today for a year, enabled: the common case, still editable. */
function newPackage() {
  const today = Math.floor(new Date().setHours(0, 0, 0, 0) / 1000);
  return { start_time: today, end_time: today + 365 * DAY, status: 1, park_quota: 1 };
}

/** 软件套餐: the packages sold to this customer; 新增 and 编辑 in a modal (the group has no form routes). */
export default function CustomerSetListPage() {
  return <CustomerGate>{(customer) => <SetList customer={customer} />}</CustomerGate>;
}

type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

function SetList({ customer }: { customer: CustomerDetail }) {
  const [editing, setEditing] = useState<Editing>(null);
  const fixedParams = useMemo(() => ({ customer_id: customer.id }), [customer.id]);
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'edit-set',
        label: '编辑',
        permission: 'parking:customer:set:update',
        onClick: (row) => setEditing({ mode: 'edit', id: row.id }),
      },
    ],
    [],
  );
  const [defaults, setDefaults] = useState<Record<string, unknown>>();
  return (
    <>
      <ResourceListPage
        resource={customerSetResource}
        fixedParams={fixedParams}
        rowActions={rowActions}
        toolbar={
          <Permission codes={['parking:customer:set:create']}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => {
                setDefaults(newPackage());
                setEditing({ mode: 'create' });
              }}
            >
              新增套餐
            </Button>
          </Permission>
        }
      />
      {editing && (
        <ResourceRowModal
          resource={customerSetResource}
          fixed={{ customer_id: customer.id }}
          editId={editing.mode === 'edit' ? editing.id : undefined}
          defaults={defaults}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
