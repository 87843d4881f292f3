import { fixedCarApplyResource } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage, withId, type ActionOverrides, type ResourceRow } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { CAR_APPLY_PATHS } from '../paths';

// 通过 needs a price and 驳回 a reason: both are given on the 审核 screen, not from a bare confirmation.
const HIDE_REVIEW: ActionOverrides = { approve: { visible: () => false }, reject: { visible: () => false } };

/** 固定车申请: pending applications lead to 审核. */
export default function FixedCarApplyListPage() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'audit',
        label: '审核',
        permission: 'parking:vip:apply:audit',
        visible: (row) => row.status === 0,
        onClick: (row) => void navigate(withId(CAR_APPLY_PATHS.audit, row.id)),
      },
    ],
    [navigate],
  );
  return (
    <ResourceListPage
      resource={fixedCarApplyResource}
      detailPath={CAR_APPLY_PATHS.detail}
      rowActions={rowActions}
      actionOverrides={HIDE_REVIEW}
    />
  );
}
