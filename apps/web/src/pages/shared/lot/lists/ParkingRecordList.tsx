import { parkingRecordResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage } from '../../../../resources';
import { parkFilter, type ParkingListProps } from './types';

/** 停车记录: every entry and its exit, newest entry first. */
export function ParkingRecordList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  return <ResourceListPage resource={parkingRecordResource} fixedParams={fixed} detailPath={detailPath} />;
}
