import { LotGate } from '../../../resources';
import { CouponRecordList } from '../../shared/lot/lists/CouponRecordList';

/** /parking/manage/coupon/record: every coupon issued at this lot, filtered and paged on the server. */
export default function LotCouponRecordPage() {
  return <LotGate>{(park) => <CouponRecordList parkId={park.id} />}</LotGate>;
}
