import { customerView, energyCustomerView, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import type { CustomerProduct } from './use-customer';

type CustomerListRow = Pick<RowOf<typeof customerView>, 'merchant_no' | 'name'>;

/** Each product's 客户列表: its view, the code that opens a customer, and the group's first tab. */
const CUSTOMER_LISTS = {
  parking: { view: customerView, detail: 'parking:customer:detail', info: '/parking/customer/detail/info' },
  energy: {
    view: energyCustomerView,
    detail: 'energy:customer:detail',
    info: '/energy/customer/detail/info',
  },
} as const;

/** 客户列表: the product's merchants below the partner; 详情 opens the customer's detail group by g_code. */
export function CustomerList({ product }: { product: CustomerProduct }) {
  const navigate = useNavigate();
  const of = CUSTOMER_LISTS[product];
  const rowActions = useMemo<RowAction<CustomerListRow>[]>(
    () => [
      {
        key: 'detail',
        label: '详情',
        permission: of.detail,
        onClick: (row) =>
          void navigate(`${of.info}?${new URLSearchParams({ g_code: row.merchant_no, merchant: row.name })}`),
      },
    ],
    [navigate, of],
  );
  return <ResourceListPage resource={of.view} rowActions={rowActions} />;
}
