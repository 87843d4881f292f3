import { paymentOrderResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage, type ActionOverrides } from '../../../../resources';
import { parkFilter, type ParkingListProps } from './types';

// A refund rewrites the stay's record from its orders (实收, 退款金额, 已退款) in the same call.
const REFUND: ActionOverrides = { refund: { refreshes: ['parking/record'] } };

/** 临停订单: what each stay cost; 退款 (a paid order only) opens the definition's action dialog. */
export function PaymentOrderList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  return (
    <ResourceListPage
      resource={paymentOrderResource}
      fixedParams={fixed}
      detailPath={detailPath}
      actionOverrides={REFUND}
    />
  );
}
