import { mcouponTokenResource, type RowOf } from '@console/core';
import { useMemo, useState } from 'react';
import {
  LotGate,
  ResourceFormPage,
  ResourceListPage,
  useGroupLinks,
  useGroupRowLinks,
  type ActionOverrides,
  type GroupRowLink,
  type Lot,
} from '../../../resources';
import { IssueCouponModal, type IssueTarget } from './IssueCouponModal';
import { LOT_PATHS } from './paths';

type TokenRow = RowOf<typeof mcouponTokenResource>;

const TOKEN_ROW_LINKS: readonly GroupRowLink[] = [
  {
    key: 'detail-in-lot',
    label: '详情',
    permission: mcouponTokenResource.permissions.detail,
    path: LOT_PATHS.mcouponDetail,
  },
];

function TokenList({ park }: { park: Lot }) {
  const { href } = useGroupLinks();
  const [issuing, setIssuing] = useState<IssueTarget>();
  const rowActions = useGroupRowLinks(TOKEN_ROW_LINKS);
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
        addPath={href(LOT_PATHS.mcouponCreate)}
        rowActions={rowActions}
        actionOverrides={actionOverrides}
      />
      <IssueCouponModal token={issuing} onClose={() => setIssuing(undefined)} />
    </>
  );
}

/** /parking/manage/config/mcoupon: the lot's merchant coupons, with 发放 and 停用/启用 per row. */
export function LotMcouponListPage() {
  return <LotGate>{(park) => <TokenList park={park} />}</LotGate>;
}

/** /parking/manage/config/mcoupon/create: a token of this lot (the lot is fixed by the page). */
export function LotMcouponCreatePage() {
  const { href } = useGroupLinks();
  return (
    <LotGate>
      {(park) => (
        <ResourceFormPage
          resource={mcouponTokenResource}
          mode="create"
          listPath={href(LOT_PATHS.mcoupon)}
          fixedValues={{ park_id: park.id }}
        />
      )}
    </LotGate>
  );
}
