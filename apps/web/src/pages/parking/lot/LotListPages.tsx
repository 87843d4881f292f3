import { LotGate } from '../../../resources';
import { InParkingList } from '../../shared/lot/lists/InParkingList';
import { PaymentOrderList } from '../../shared/lot/lists/PaymentOrderList';
import { RechargeOrderList } from '../../shared/lot/lists/RechargeOrderList';
import { ReleaseList } from '../../shared/lot/lists/ReleaseList';

/** /parking/manage/parking: the cars in this lot now. */
export function LotInParkingPage() {
  return <LotGate>{(park) => <InParkingList parkId={park.id} />}</LotGate>;
}

/** /parking/manage/release: this lot's manual releases. */
export function LotReleasePage() {
  return <LotGate>{(park) => <ReleaseList parkId={park.id} />}</LotGate>;
}

/** /parking/manage/order/payment: this lot's 临停订单. */
export function LotPaymentOrderPage() {
  return (
    <LotGate>
      {(park) => <PaymentOrderList parkId={park.id} detailPath="/parking/order/payment/detail" />}
    </LotGate>
  );
}

/** /parking/manage/order/recharge: this lot's 月卡订单. */
export function LotRechargeOrderPage() {
  return (
    <LotGate>
      {(park) => <RechargeOrderList parkId={park.id} detailPath="/parking/order/recharge/detail" />}
    </LotGate>
  );
}
