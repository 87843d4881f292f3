import { rechargeOrderResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage } from '../../../../resources';
import { parkFilter, type ParkingListProps } from './types';

/** 月卡订单: each renewal or top-up with the period it bought. */
export function RechargeOrderList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  return <ResourceListPage resource={rechargeOrderResource} fixedParams={fixed} detailPath={detailPath} />;
}
