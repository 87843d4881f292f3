import { InParkingList } from '../lists/InParkingList';
import { PaymentOrderList } from '../lists/PaymentOrderList';
import { RechargeOrderList } from '../lists/RechargeOrderList';
import { ReleaseList } from '../lists/ReleaseList';
import { LotScope } from './LotScope';

/** /parking/manage/parking: the cars in this lot now. */
export function LotInParkingPage() {
  return <LotScope>{(park) => <InParkingList parkId={park.id} />}</LotScope>;
}

/** /parking/manage/release: this lot's manual releases. */
export function LotReleasePage() {
  return <LotScope>{(park) => <ReleaseList parkId={park.id} />}</LotScope>;
}

/** /parking/manage/order/payment: this lot's 临停订单. */
export function LotPaymentOrderPage() {
  return (
    <LotScope>
      {(park) => <PaymentOrderList parkId={park.id} detailPath="/parking/order/payment/detail" />}
    </LotScope>
  );
}

/** /parking/manage/order/recharge: this lot's 月卡订单. */
export function LotRechargeOrderPage() {
  return (
    <LotScope>
      {(park) => <RechargeOrderList parkId={park.id} detailPath="/parking/order/recharge/detail" />}
    </LotScope>
  );
}
