import { PlusOutlined } from '@ant-design/icons';
import { customerSetResource, energyCustomerSetResource } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ResourceFormPage,
  ResourceListPage,
  ResourceRowModal,
  useGroupLinks,
  type ResourceRow,
} from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { CustomerGate } from './CustomerGate';
import type { CustomerDetail, CustomerProduct } from './use-customer';

const DAY = 86_400;

/** A new package starts today for a year, enabled: the common case, still editable. */
function newPackage() {
  const today = Math.floor(new Date().setHours(0, 0, 0, 0) / 1000);
  return { start_time: today, end_time: today + 365 * DAY, status: 1, park_quota: 1 };
}

/**
 * Each product's 软件套餐: the shared definition under the product's codes. Parking's group has no
 * form routes, so 新增/编辑 open a modal; energy's catalogue has 新建软件套餐 and 编辑软件套餐 pages.
 */
const PACKAGES = {
  parking: { resource: customerSetResource, forms: undefined },
  energy: {
    resource: energyCustomerSetResource,
    forms: {
      create: '/energy/customer/detail/software/set-list/create',
      edit: '/energy/customer/detail/software/set-list/edit',
    },
  },
} as const;

/** 软件套餐: the packages sold to this customer; 新增 and 编辑 in a modal or on the product's form pages. */
export function CustomerSetList({ product }: { product: CustomerProduct }) {
  return (
    <CustomerGate product={product}>
      {(customer) => <SetList product={product} customer={customer} />}
    </CustomerGate>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

function SetList({ product, customer }: { product: CustomerProduct; customer: CustomerDetail }) {
  const { resource, forms } = PACKAGES[product];
  const navigate = useNavigate();
  const links = useGroupLinks();
  const [editing, setEditing] = useState<Editing>(null);
  const fixedParams = useMemo(() => ({ customer_id: customer.id }), [customer.id]);
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'edit-set',
        label: '编辑',
        permission: resource.permissions.update!,
        onClick: (row) =>
          forms
            ? void navigate(links.href(forms.edit, { id: row.id }))
            : setEditing({ mode: 'edit', id: row.id }),
      },
    ],
    [resource, forms, navigate, links],
  );
  const [defaults, setDefaults] = useState<Record<string, unknown>>();
  return (
    <>
      <ResourceListPage
        resource={resource}
        fixedParams={fixedParams}
        rowActions={rowActions}
        toolbar={
          <Permission codes={[resource.permissions.create!]}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => {
                if (forms) return void navigate(links.href(forms.create));
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
          resource={resource}
          fixed={{ customer_id: customer.id }}
          editId={editing.mode === 'edit' ? editing.id : undefined}
          defaults={defaults}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/**
 * 新建软件套餐 / 编辑软件套餐 of a product whose catalogue has form pages (energy): the definition's
 * form with the group's customer fixed (sent, not asked); a new package starts today for a year.
 */
export function CustomerSetForm({ product, mode }: { product: CustomerProduct; mode: 'create' | 'edit' }) {
  const { resource } = PACKAGES[product];
  return (
    <CustomerGate product={product}>
      {(customer) => (
        <ResourceFormPage
          resource={resource}
          mode={mode}
          fixedValues={{ customer_id: customer.id }}
          defaults={mode === 'create' ? newPackage() : undefined}
        />
      )}
    </CustomerGate>
  );
}
