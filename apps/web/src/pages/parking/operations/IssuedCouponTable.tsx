import { mcouponRecordResource } from '@console/core';
import { useMemo } from 'react';
import { useResourceTable } from '../../../resources';
import { DataTable } from '../../../widgets/data-table';
import { FACE_VALUE_COLUMN } from './mcoupon-face';

/** The coupons issued from one token, paged on the server, newest first. */
export function IssuedCouponTable({ tokenId }: { tokenId: number }) {
  const fixedParams = useMemo(() => ({ token_id: tokenId }), [tokenId]);
  const { tableProps } = useResourceTable(mcouponRecordResource, {
    fixedParams,
    columnsOverride: FACE_VALUE_COLUMN,
  });
  return <DataTable {...tableProps} aria-label="已发放的券" />;
}
