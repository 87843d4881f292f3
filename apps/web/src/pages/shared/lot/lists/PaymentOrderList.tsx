import { paymentOrderResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage } from '../../../../resources';
import { parkFilter, type ParkingListProps } from './types';

/** 临停订单: what each stay cost; 退款 (a paid order only) opens the definition's action dialog. */
export function PaymentOrderList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  return <ResourceListPage resource={paymentOrderResource} fixedParams={fixed} detailPath={detailPath} />;
}
