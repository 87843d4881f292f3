import { collectionResource, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage, withId, type ActionOverrides } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { NETWORK_PATHS } from './paths';

// The audit needs a form (owner, charge mode or a reason): it opens its own page instead of a confirm.
const HIDE_DECLARED_AUDIT: ActionOverrides = { audit: { visible: () => false } };

/** 车场采集: surveyed lots, the waiting ones with 审核. */
export default function CollectionListPage() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<RowOf<typeof collectionResource>>[]>(
    () => [
      {
        key: 'audit-page',
        label: '审核',
        permission: 'parking:collection:audit',
        visible: (row) => row.status === 0,
        onClick: (row) => void navigate(withId(NETWORK_PATHS.collectionAudit, row.id)),
      },
    ],
    [navigate],
  );
  return (
    <ResourceListPage
      resource={collectionResource}
      detailPath={NETWORK_PATHS.collectionDetail}
      rowActions={rowActions}
      actionOverrides={HIDE_DECLARED_AUDIT}
    />
  );
}
