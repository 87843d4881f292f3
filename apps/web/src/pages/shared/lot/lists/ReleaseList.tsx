import { releaseRecordResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage } from '../../../../resources';
import { parkFilter, type ParkingListProps } from './types';

/** 放行记录: who let which car out without payment, and why. */
export function ReleaseList({ parkId }: Pick<ParkingListProps, 'parkId'>) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  return <ResourceListPage resource={releaseRecordResource} fixedParams={fixed} />;
}
