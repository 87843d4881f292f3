import { paymentOrderResource } from '@console/core';
import { useMemo, useState } from 'react';
import { ResourceListPage, type ActionOverrides, type ResourceRow } from '../../../resources';
import { RefundDialog } from '../dialogs/RefundDialog';
import { parkFilter, type ParkingListProps } from './types';

/** 临停订单: what each stay cost; 退款 asks for the reason in a dialog. */
export function PaymentOrderList({ parkId, detailPath }: ParkingListProps) {
  const fixed = useMemo(() => parkFilter(parkId), [parkId]);
  const [refunding, setRefunding] = useState<ResourceRow>();
  const overrides = useMemo<ActionOverrides>(
    () => ({ refund: { onClick: (row) => setRefunding(row), danger: true } }),
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={paymentOrderResource}
        fixedParams={fixed}
        detailPath={detailPath}
        actionOverrides={overrides}
      />
      <RefundDialog row={refunding} onClose={() => setRefunding(undefined)} />
    </>
  );
}
