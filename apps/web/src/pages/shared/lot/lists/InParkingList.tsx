import { inParkingResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage } from '../../../../resources';
import { parkFilter, type ParkingListProps } from './types';

/** 在场车辆: the open records; 人工放行 opens the definition's action dialog. */
export function InParkingList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  return <ResourceListPage resource={inParkingResource} fixedParams={fixed} detailPath={detailPath} />;
}
