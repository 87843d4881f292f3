import { couponPurchaseResource, couponResource, couponWarehouseResource, type RowOf } from '@console/core';
import { GroupLotGate, type ActionOverrides, type GroupRowLink } from '../../../resources';
import { CouponRecordList } from '../../shared/lot/lists/CouponRecordList';
import { LotResourceList } from './LotResourceList';
import { GROUP_LOT_PATHS } from './paths';

// The coupon tabs of a group's lot: the 停车券 definitions as they are, narrowed to the lot by their
// lotLink (`park_id`: the coupons valid there, and the purchases and entries of those coupons).

const PURCHASE_LINKS: readonly GroupRowLink[] = [
  {
    key: 'detail-in-lot',
    label: '详情',
    permission: 'coupon:purchase:detail',
    path: GROUP_LOT_PATHS.purchaseDetail,
  },
];
const WAREHOUSE_LINKS: readonly GroupRowLink[] = [
  {
    key: 'detail-in-lot',
    label: '详情',
    permission: 'coupon:warehouse:detail',
    path: GROUP_LOT_PATHS.warehouseDetail,
  },
];
// A coupon valid at the group's lot is the group's own (sold only at the seller's lots), so an entry
// the group holds itself has seller = holder; a shop's entry it only reads, and only its holder grants.
type EntryRow = RowOf<typeof couponWarehouseResource>;
const heldByGroup = (row: EntryRow) => row.seller_id === row.merchant_id;
const HOLDER_ONLY: ActionOverrides<EntryRow> = {
  send: { visible: heldByGroup },
  'bulk-send': { visible: heldByGroup },
};

/** /group/parking/coupon/record: the coupons handed to plates at the lot (商户券, red packets). */
export function GroupCouponRecordPage() {
  return <GroupLotGate>{(park) => <CouponRecordList parkId={park.id} />}</GroupLotGate>;
}

/** /group/parking/coupon/list: the group's coupons on sale that are valid at the lot. */
export function GroupCouponListPage() {
  return (
    <GroupLotGate>{(park) => <LotResourceList resource={couponResource} parkId={park.id} />}</GroupLotGate>
  );
}

/** /group/parking/coupon/purchase: the shops' purchases of coupons valid at the lot, 撤销 for the seller. */
export function GroupPurchaseListPage() {
  return (
    <GroupLotGate>
      {(park) => (
        <LotResourceList resource={couponPurchaseResource} parkId={park.id} links={PURCHASE_LINKS} />
      )}
    </GroupLotGate>
  );
}

/** /group/parking/coupon/warehouse: the warehouse entries (held or sold) of coupons valid at the lot. */
export function GroupWarehouseListPage() {
  return (
    <GroupLotGate>
      {(park) => (
        <LotResourceList
          resource={couponWarehouseResource}
          parkId={park.id}
          links={WAREHOUSE_LINKS}
          actionOverrides={HOLDER_ONLY}
        />
      )}
    </GroupLotGate>
  );
}
