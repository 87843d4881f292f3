import { inParkingResource } from '@console/core';
import { useMemo, useState } from 'react';
import { ResourceListPage, type ActionOverrides, type ResourceRow } from '../../../resources';
import { ReleaseDialog } from '../dialogs/ReleaseDialog';
import { parkFilter, type ParkingListProps } from './types';

/** 在场车辆: the open records; 人工放行 asks for the reason in a dialog. */
export function InParkingList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  const [releasing, setReleasing] = useState<ResourceRow>();
  const overrides = useMemo<ActionOverrides>(
    () => ({ release: { onClick: (row) => setReleasing(row), danger: true } }),
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={inParkingResource}
        fixedParams={fixed}
        detailPath={detailPath}
        actionOverrides={overrides}
      />
      <ReleaseDialog row={releasing} onClose={() => setReleasing(undefined)} />
    </>
  );
}
