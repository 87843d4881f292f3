import { inParkingResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage, type ActionOverrides } from '../../../../resources';
import { parkFilter, type ParkingListProps } from './types';

// A release closes the stay and writes a 放行记录.
const RELEASE: ActionOverrides = { release: { refreshes: ['parking/release', 'parking/record'] } };

/** 在场车辆: the open records; 人工放行 opens the definition's action dialog. */
export function InParkingList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  return (
    <ResourceListPage
      resource={inParkingResource}
      fixedParams={fixed}
      detailPath={detailPath}
      actionOverrides={RELEASE}
    />
  );
}
