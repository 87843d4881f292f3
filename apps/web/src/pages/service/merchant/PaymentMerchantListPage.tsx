import { groupHref, paymentMerchantView, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { MERCHANT_PATHS } from './payment-merchant';

/** 支付商户: the provider's merchants with a channel application; 详情 opens its detail group by 商户号. */
export default function PaymentMerchantListPage() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<RowOf<typeof paymentMerchantView>>[]>(
    () => [
      {
        key: 'detail',
        label: '详情',
        permission: 'payment:merchant:list',
        onClick: (row) => void navigate(groupHref(MERCHANT_PATHS.payment, {}, { merchant: row.merchant_no })),
      },
    ],
    [navigate],
  );
  return <ResourceListPage resource={paymentMerchantView} rowActions={rowActions} />;
}
