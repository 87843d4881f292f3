import { mcouponTokenResource, type RowOf } from '@console/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResourceFormPage, ResourceListPage, type ActionOverrides } from '../../resources';
import type { RowAction } from '../../widgets/data-table';
import { FixedParkField } from './AclScopesField';
import { FaceValueField } from './FaceValueField';
import { IssueCouponModal, type IssueTarget } from './IssueCouponModal';
import { LotParkGate } from './LotParkGate';
import { FACE_VALUE_COLUMN } from './mcoupon-face';
import { LOT_PATHS } from './paths';
import type { LotPark } from './use-lot-park';
import { useLotQuery } from '../parking/lot/use-lot-park';

type TokenRow = RowOf<typeof mcouponTokenResource>;

function TokenList({ park }: { park: LotPark }) {
  const navigate = useNavigate();
  const lot = useLotQuery();
  const [issuing, setIssuing] = useState<IssueTarget>();
  const rowActions = useMemo<RowAction<TokenRow>[]>(
    () => [
      {
        key: 'detail-in-lot',
        label: '详情',
        permission: mcouponTokenResource.permissions.detail,
        onClick: (row) => void navigate(`${LOT_PATHS.mcouponDetail}?id=${row.id}&${lot}`),
      },
    ],
    [navigate, lot],
  );
  const actionOverrides = useMemo<ActionOverrides<TokenRow>>(
    () => ({
      issue: {
        visible: (row) => row.status === 1,
        onClick: (row) => setIssuing({ id: row.id, name: row.name }),
      },
    }),
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={mcouponTokenResource}
        fixedParams={{ park_id: park.id }}
        addPath={`${LOT_PATHS.mcouponCreate}?${lot}`}
        rowActions={rowActions}
        actionOverrides={actionOverrides}
        columnsOverride={FACE_VALUE_COLUMN}
      />
      <IssueCouponModal token={issuing} onClose={() => setIssuing(undefined)} />
    </>
  );
}

/** /parking/manage/config/mcoupon: the lot's merchant coupons, with 发放 and 停用/启用 per row. */
export function LotMcouponListPage() {
  return <LotParkGate>{(park) => <TokenList park={park} />}</LotParkGate>;
}

/** /parking/manage/config/mcoupon/create: a token of this lot (the lot is fixed by the page). */
export function LotMcouponCreatePage() {
  const lot = useLotQuery();
  return (
    <LotParkGate>
      {(park) => (
        <ResourceFormPage
          resource={mcouponTokenResource}
          mode="create"
          listPath={`${LOT_PATHS.mcoupon}?${lot}`}
          renderField={{
            park_id: () => <FixedParkField parkId={park.id} parkName={park.name} />,
            face_value: () => <FaceValueField />,
          }}
        />
      )}
    </LotParkGate>
  );
}
