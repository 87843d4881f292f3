import { mcouponRecordResource } from '@console/core';
import { useMemo } from 'react';
import { useResourceTable } from '../../../resources';
import { DataTable } from '../../../widgets/data-table';

/** The coupons granted from one 商户券, paged on the server, newest first. */
export function IssuedCouponTable({ tokenId }: { tokenId: number }) {
  const fixedParams = useMemo(() => ({ coupon_id: tokenId }), [tokenId]);
  const { tableProps } = useResourceTable(mcouponRecordResource, { fixedParams });
  return <DataTable {...tableProps} aria-label="已发放的券" />;
}
