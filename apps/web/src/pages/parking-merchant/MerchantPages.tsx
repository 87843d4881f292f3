import { ChargeRuleList } from '../shared/lot/lists/ChargeRuleList';
import { InParkingList } from '../shared/lot/lists/InParkingList';
import { PaymentOrderList } from '../shared/lot/lists/PaymentOrderList';
import { RechargeOrderList } from '../shared/lot/lists/RechargeOrderList';
import { ReleaseList } from '../shared/lot/lists/ReleaseList';

/** /parking-merchant/trade/payment: the merchant's 临停订单 (the catalogue gives it no detail page). */
export function MerchantPaymentPage() {
  return <PaymentOrderList />;
}

/** /parking-merchant/trade/recharge, with 月卡周期详情 as its detail. */
export function MerchantRechargePage() {
  return <RechargeOrderList detailPath="/parking-merchant/trade/recharge/period/detail" />;
}

/** /parking-merchant/manage/parking, with 在场车辆详情. */
export function MerchantInParkingPage() {
  return <InParkingList detailPath="/parking-merchant/manage/in-parking/detail" />;
}

/** /parking-merchant/manage/release */
export function MerchantReleasePage() {
  return <ReleaseList />;
}

/** /parking-merchant/config/charge: the rules of all the merchant's lots, filtered by 车场. */
export function MerchantChargePage() {
  return <ChargeRuleList />;
}
